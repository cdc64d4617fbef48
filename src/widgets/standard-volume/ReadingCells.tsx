import { type SxProps, TableCell, type Theme } from '@mui/material';
import { formatFactor, type VolumeTable } from '../../../schemas/volume-correction.ts';
import { formatNumber } from '../format/formatNumber.ts';
import { VOLUME_TEXTS } from './texts.ts';

/** A line as answered with its readings (all null when it had none). */
export interface ReadLine {
  grossQuantity: number | null;
  temperature: number | null;
  gravity: number | null;
  volumeTable: string | null;
  volumeFactor: number | null;
  measuredVolume?: number | null;
}

/** The heads of the reading columns of a record's lines: gross, temperature, gravity(, measured), factor. */
/** Each cell's style where the table styles its own cells (the printed note's ruled cells). */
type CellStyle = { sx?: SxProps<Theme> };

export function ReadingHeads({
  table,
  measured = false,
  sx,
}: { table: string; measured?: boolean } & CellStyle) {
  const t = table as VolumeTable;
  return (
    <>
      <TableCell align="right" sx={sx}>
        {VOLUME_TEXTS.gross}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {VOLUME_TEXTS.temperature(t)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {VOLUME_TEXTS.gravity(t)}
      </TableCell>
      {measured && (
        <TableCell align="right" sx={sx}>
          {VOLUME_TEXTS.measured}
        </TableCell>
      )}
      <TableCell align="right" sx={sx}>
        {VOLUME_TEXTS.factor}
      </TableCell>
    </>
  );
}

/** A line's reading cells; a line without readings says it was taken at standard conditions. */
export function ReadingCells({
  line,
  measured = false,
  sx,
}: { line: ReadLine; measured?: boolean } & CellStyle) {
  if (line.volumeFactor == null)
    return (
      <TableCell
        colSpan={4 + (measured ? 1 : 0)}
        align="right"
        sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {VOLUME_TEXTS.noReadings}
      </TableCell>
    );
  return (
    <>
      <TableCell align="right" sx={sx}>
        {formatNumber(line.grossQuantity ?? 0)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {line.temperature}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {line.gravity}
      </TableCell>
      {measured && (
        <TableCell align="right" sx={sx}>
          {line.measuredVolume != null ? formatNumber(line.measuredVolume) : ''}
        </TableCell>
      )}
      <TableCell align="right" sx={sx}>
        {formatFactor(line.volumeFactor)}
      </TableCell>
    </>
  );
}
