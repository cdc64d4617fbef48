import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ValidationError } from 'yup';
import {
  type CompartmentInput,
  compartmentNet,
  DESTINATION_LENGTH,
  newCompartmentSchema,
} from '../../schemas/filling-advice-note.ts';
import { standardLine, withReadingsGiven } from '../../schemas/standard-volume.ts';
import { formatFactor, type VolumeTable } from '../../schemas/volume-correction.ts';
import { t, text } from '../../src/i18n/t.ts';
import { messagesByPath } from '../../src/i18n/validation.ts';
import { digitsOnly } from '../../src/records/form/digitsOnly.ts';
import { volumeTableInUse } from '../../src/session/appCodes.ts';
import { formatGallons, formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { HiddenHeaderCell } from '../../src/widgets/HiddenHeaderCell.tsx';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';
import { VOLUME_TEXTS } from '../../src/widgets/standard-volume/texts.ts';
import { type FanFormValues, totalOf } from './formValues.ts';

type Draft = Record<'compartmentNumber' | 'quantity' | 'destination' | 'temperature' | 'gravity', string>;
const EMPTY: Draft = { compartmentNumber: '', quantity: '', destination: '', temperature: '', gravity: '' };

/** The draft checked against the compartments added and the delivery order total: the compartment, or messages by field. */
function check(draft: Draft, compartments: readonly CompartmentInput[], deliveryOrderTotal: number) {
  try {
    const compartment = newCompartmentSchema.validateSync(draft, {
      abortEarly: false,
      context: { compartments, deliveryOrderTotal, volumeTable: volumeTableInUse() },
    });
    // A compartment without readings goes as the spec's client sends it.
    return { compartment: withReadingsGiven(compartment) as CompartmentInput, errors: {} };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { compartment: null, errors: messagesByPath(error) as Partial<Draft> };
  }
}

/** The draft's net standard volume and factor as typed (readings given), or why the readings are refused. */
function liveNet(table: VolumeTable, draft: Draft): string | null {
  const quantity = Number(draft.quantity);
  if (!(quantity > 0) || draft.temperature.trim() === '' || draft.gravity.trim() === '') return null;
  const result = standardLine(table, {
    quantity,
    temperature: Number(draft.temperature),
    gravity: Number(draft.gravity),
  });
  if ('refusal' in result) return text(result.refusal);
  const { net, correction } = result.line;
  return VOLUME_TEXTS.netLive(formatNumber(net), formatFactor(correction?.factor ?? 1));
}

/**
 * The vehicle's compartments: the ones added (removable), and a New compartment row whose number must be
 * free and whose quantity must keep the running total within the delivery order total.
 */
export function CompartmentsEditor() {
  const { control } = useFormContext<FanFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'compartments' });
  const [compartments = [], deliveryOrders = []] = useWatch({
    control,
    name: ['compartments', 'deliveryOrders'],
  });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Draft>>({});
  const deliveryOrderTotal = totalOf(deliveryOrders);
  const table = volumeTableInUse();
  const loaded = compartments.reduce((sum, c) => sum + compartmentNet(table, c), 0);
  const live = liveNet(table, draft);

  const add = () => {
    const result = check(draft, compartments, deliveryOrderTotal);
    setErrors(result.errors);
    if (!result.compartment) return;
    append(result.compartment);
    setDraft(EMPTY);
  };
  const input = (name: keyof Draft, label: string, numeric: boolean, required = true) => (
    <TextField
      id={`new-compartment-${name}`}
      label={label}
      size="small"
      required={required}
      value={draft[name]}
      error={!!errors[name]}
      helperText={errors[name]}
      onChange={(event) =>
        setDraft({
          ...draft,
          [name]: numeric === true ? digitsOnly(event.target.value) : event.target.value,
        })
      }
      onKeyDown={(event) => {
        // Enter adds the compartment rather than submitting the whole note.
        if (event.key === 'Enter') {
          event.preventDefault();
          add();
        }
      }}
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : { maxLength: DESTINATION_LENGTH } }}
    />
  );

  return (
    <>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('fan.noCompartment')}</Typography>
      ) : (
        <ScrollRegion label={t('notes.compartments')}>
          <Table size="small" aria-label={t('notes.compartments')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('notes.compartmentNumber')}</TableCell>
                <TableCell align="right">{t('fields.quantityGal')}</TableCell>
                <TableCell align="right">{VOLUME_TEXTS.temperature(table)}</TableCell>
                <TableCell align="right">{VOLUME_TEXTS.gravity(table)}</TableCell>
                <TableCell align="right">{VOLUME_TEXTS.net}</TableCell>
                <TableCell>{t('fields.destination')}</TableCell>
                <HiddenHeaderCell label={t('kit.detail.actions')} />
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => (
                <TableRow key={field.id}>
                  <TableCell>{field.compartmentNumber}</TableCell>
                  <TableCell align="right">{formatNumber(field.quantity)}</TableCell>
                  <TableCell align="right">{field.temperature ?? ''}</TableCell>
                  <TableCell align="right">{field.gravity ?? ''}</TableCell>
                  <TableCell align="right">{formatNumber(compartmentNet(table, field))}</TableCell>
                  <TableCell>{field.destination}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('notes.removeCompartment', { number: field.compartmentNumber })}
                      onClick={() => remove(index)}
                      size="small"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <Typography role="status" aria-label={t('notes.loaded')}>
        {t('notes.loadedOf', { loaded: formatGallons(loaded), total: formatGallons(deliveryOrderTotal) })}
      </Typography>
      <Box
        role="group"
        aria-label={t('notes.newCompartment')}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {input('compartmentNumber', t('notes.compartmentNumberLabel'), true)}
        {input('quantity', t('fields.quantityGal'), true)}
        {input('destination', t('fields.destination'), false)}
        {input('temperature', VOLUME_TEXTS.temperature(table), false, false)}
        {input('gravity', VOLUME_TEXTS.gravity(table), false, false)}
        {live && (
          <Typography role="status" aria-label={VOLUME_TEXTS.newCompartmentNet} sx={{ alignSelf: 'center' }}>
            {live}
          </Typography>
        )}
        <Button variant="outlined" onClick={add}>
          {t('notes.addCompartment')}
        </Button>
      </Box>
    </>
  );
}
