import { TableCell, TextField, Typography } from '@mui/material';
import { Controller, type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form';
import { standardLine } from '../../../schemas/standard-volume.ts';
import { formatFactor } from '../../../schemas/volume-correction.ts';
import { text } from '../../i18n/t.ts';
import { volumeTableInUse } from '../../session/appCodes.ts';
import { formatNumber } from '../format/formatNumber.ts';
import { VOLUME_TEXTS } from './texts.ts';

const numberOrNull = (text: unknown) => {
  const trimmed = String(text ?? '').replace(/[,\s]/g, '');
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? null : Number(trimmed);
};

interface Props<V extends FieldValues> {
  /** The line's path in the form ('inventoryInfos.2'); its fields quantity, temperature, gravity(, measuredVolume). */
  line: string;
  /** What the line is, for the inputs' accessible names ('tank T-101 (PMS)'). */
  what: string;
  /** An overnight or loading difference: also the volume it was measured on. */
  difference?: boolean;
  _values?: V;
}

/**
 * The reading cells of a line: observed temperature, gravity (and for a difference the measured volume),
 * then the factor and the net standard volume, computed as the user types by the module the server
 * posts with (schemas/standard-volume.ts). A refusal of the readings shows in place of the net.
 */
export function ReadingInputs<V extends FieldValues>({ line, what, difference = false }: Props<V>) {
  const { control } = useFormContext<V>();
  const table = volumeTableInUse();
  const name = (field: string) => `${line}.${field}` as Path<V>;
  const [quantity, temperature, gravity, measured] = useWatch({
    control,
    name: [name('quantity'), name('temperature'), name('gravity'), name('measuredVolume')],
  });
  const input = (field: string, label: string, width: number) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          value={f.value ?? ''}
          size="small"
          error={!!fieldState.error}
          sx={{ width }}
          slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
        />
      )}
    />
  );
  const gross = numberOrNull(quantity);
  const readings = { temperature: numberOrNull(temperature), gravity: numberOrNull(gravity) };
  const result =
    gross && gross > 0 && readings.temperature != null && readings.gravity != null
      ? standardLine(
          table,
          { quantity: gross, ...readings, measuredVolume: numberOrNull(measured) },
          difference,
        )
      : null;
  return (
    <>
      <TableCell>{input('temperature', VOLUME_TEXTS.temperatureLabel(what, table), 90)}</TableCell>
      <TableCell>{input('gravity', VOLUME_TEXTS.gravityLabel(what, table), 90)}</TableCell>
      {difference && <TableCell>{input('measuredVolume', VOLUME_TEXTS.measuredLabel(what), 120)}</TableCell>}
      <TableCell aria-live="polite" data-testid={`net-${line}`}>
        {result && 'line' in result && result.line.correction ? (
          <Typography variant="body2">
            {VOLUME_TEXTS.netLive(formatNumber(result.line.net), formatFactor(result.line.correction.factor))}
          </Typography>
        ) : result && 'refusal' in result ? (
          <Typography variant="body2" color="error">
            {text(result.refusal)}
          </Typography>
        ) : null}
      </TableCell>
    </>
  );
}
