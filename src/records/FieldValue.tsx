import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { notAvailable } from '../widgets/format/formatDate.ts';

/** A value to show, with 'N/A' for what is missing. */
const shown = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? notAvailable() : value;

interface Props {
  /** The label, already in the chosen language. */
  label: string;
  value: ReactNode;
  /** One line, cut with an ellipsis (the whole text in a tooltip): the list's cards. */
  oneLine?: boolean;
}

/** One labelled value of a card or an information section, as a term and its description. */
export function FieldValue({ label, value, oneLine }: Props) {
  const text = shown(value);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="dt"
        noWrap={oneLine}
        sx={{ lineHeight: 1.4 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        noWrap={oneLine}
        title={oneLine && typeof text === 'string' ? text : undefined}
        sx={{ m: 0, overflowWrap: 'anywhere' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
