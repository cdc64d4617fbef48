import { Chip } from '@mui/material';
import { term } from '../i18n/terms.ts';
import { notAvailable } from '../widgets/format/formatDate.ts';

/**
 * Text and border colours of the statuses records share, each above 6:1 on white (WCAG AA asks
 * 4.5:1 for small text; the theme's info and warning hues fall short). Any other status is neutral.
 */
const COLORS: Record<string, string> = {
  new: '#01579b',
  reviewed: '#7a3e00',
  approved: '#1b5e20',
  issued: '#1b5e20',
  fulfilled: '#1b5e20',
  delivered: '#1b5e20',
  cancelled: '#b71c1c',
  canceled: '#b71c1c',
};
const NEUTRAL = '#424242';

/** A record's status (as the server says it, in English) as a small coloured label, in the chosen language. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const english = status?.trim();
  const label = english ? term(english) : notAvailable();
  const color = COLORS[english?.toLowerCase() ?? ''] ?? NEUTRAL;
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      data-testid="status-chip"
      title={label}
      sx={{ color, borderColor: color, fontWeight: 500, maxWidth: '100%' }}
    />
  );
}
