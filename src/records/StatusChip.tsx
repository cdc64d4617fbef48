import { Chip, useTheme } from '@mui/material';
import { term } from '../i18n/terms.ts';
import type { ThemeMode } from '../layout/theme.ts';
import { notAvailable } from '../widgets/format/formatDate.ts';

/**
 * Text and border colours of the statuses records share, in each theme: above 6:1 on the page and its
 * surfaces (WCAG AA asks 4.5:1 for small text; the theme's info and warning hues fall short), computed in
 * tests/unit/layout/theme.test.ts. Any other status is neutral.
 */
export const STATUS_COLORS: Record<ThemeMode, Record<string, string>> = {
  light: {
    new: '#01579b',
    reviewed: '#7a3e00',
    approved: '#1b5e20',
    cancelled: '#b71c1c',
    neutral: '#424242',
  },
  dark: {
    new: '#81d4fa',
    reviewed: '#ffcc80',
    approved: '#a5d6a7',
    cancelled: '#ef9a9a',
    neutral: '#bdbdbd',
  },
};
/** Statuses drawn like another: the ends of a record's life that went well, and the other spelling. */
const SAME_AS: Record<string, string> = {
  issued: 'approved',
  fulfilled: 'approved',
  delivered: 'approved',
  canceled: 'cancelled',
};

/** A status's colour in a theme. */
export function statusColor(status: string, mode: ThemeMode): string {
  const key = status.toLowerCase();
  return STATUS_COLORS[mode][SAME_AS[key] ?? key] ?? STATUS_COLORS[mode].neutral;
}

/** A record's status (as the server says it, in English) as a small coloured label, in the chosen language. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const mode = useTheme().palette.mode;
  const english = status?.trim();
  const label = english ? term(english) : notAvailable();
  const color = statusColor(english || 'N/A', mode);
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
