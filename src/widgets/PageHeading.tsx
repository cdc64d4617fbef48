import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FOCUS_RING_ON_BAR, FOCUS_RING_VARIABLE } from '../layout/theme.ts';

interface Props {
  title: string;
  /** Links or buttons on the right of the screen heading (not printed). */
  actions?: ReactNode;
}

/** The spec's page heading: a dark bar on screen (hidden when printing), a small bordered title on paper. */
export function PageHeading({ title, actions }: Props) {
  return (
    <>
      <Box
        sx={{
          displayPrint: 'none',
          bgcolor: 'grey.900',
          color: 'common.white',
          px: { xs: 2, md: 3 },
          py: 2,
          mb: 3,
          borderRadius: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          // The focus ring in white, which shows on the dark bar.
          [FOCUS_RING_VARIABLE]: FOCUS_RING_ON_BAR,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Typography
        variant="subtitle1"
        component="p"
        aria-hidden
        sx={{ display: 'none', displayPrint: 'block', border: 1, px: 1, py: 0.5, mb: 2 }}
      >
        {title}
      </Typography>
    </>
  );
}
