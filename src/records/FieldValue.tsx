import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE } from '../widgets/format/formatDate.ts';

/** A value to show, with 'N/A' for what is missing. */
export const shown = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : value;

/** One labelled value of a card or an information section, as a term and its description. */
export function FieldValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt" sx={{ lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {shown(value)}
      </Typography>
    </Box>
  );
}
