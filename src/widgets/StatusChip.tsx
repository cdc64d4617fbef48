import { Chip, type ChipProps } from '@mui/material';

type Color = NonNullable<ChipProps['color']>;

/** Colours of the statuses records share; any other status shows in the neutral colour. */
const COLORS: Record<string, Color> = {
  new: 'info',
  reviewed: 'warning',
  approved: 'success',
  issued: 'success',
  fulfilled: 'success',
  delivered: 'success',
  cancelled: 'error',
  canceled: 'error',
};

/** A record's status as a small coloured label. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const label = status?.trim() || 'N/A';
  return (
    <Chip
      size="small"
      label={label}
      color={COLORS[label.toLowerCase()] ?? 'default'}
      variant="outlined"
      data-testid="status-chip"
    />
  );
}
