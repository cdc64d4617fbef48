import { TableCell } from '@mui/material';
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
export function ReadingHeads({ table, measured = false }: { table: string; measured?: boolean }) {
  const t = table as VolumeTable;
  return (
    <>
      <TableCell align="right">{VOLUME_TEXTS.gross}</TableCell>
      <TableCell align="right">{VOLUME_TEXTS.temperature(t)}</TableCell>
      <TableCell align="right">{VOLUME_TEXTS.gravity(t)}</TableCell>
      {measured && <TableCell align="right">{VOLUME_TEXTS.measured}</TableCell>}
      <TableCell align="right">{VOLUME_TEXTS.factor}</TableCell>
    </>
  );
}

/** A line's reading cells; a line without readings says it was taken at standard conditions. */
export function ReadingCells({ line, measured = false }: { line: ReadLine; measured?: boolean }) {
  if (line.volumeFactor == null)
    return (
      <TableCell colSpan={4 + (measured ? 1 : 0)} align="right" sx={{ color: 'text.secondary' }}>
        {VOLUME_TEXTS.noReadings}
      </TableCell>
    );
  return (
    <>
      <TableCell align="right">{formatNumber(line.grossQuantity ?? 0)}</TableCell>
      <TableCell align="right">{line.temperature}</TableCell>
      <TableCell align="right">{line.gravity}</TableCell>
      {measured && (
        <TableCell align="right">
          {line.measuredVolume != null ? formatNumber(line.measuredVolume) : ''}
        </TableCell>
      )}
      <TableCell align="right">{formatFactor(line.volumeFactor)}</TableCell>
    </>
  );
}
