import { Stack, TextField } from '@mui/material';
import type { FillingAdviceNoteDetail } from '../../schemas/filling-advice-note.ts';
import { t } from '../../src/i18n/t.ts';
import { digitsOnly } from '../../src/records/form/digitsOnly.ts';
import type { ActionInputsProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

type Inputs = {
  cardNumber: number | null;
  compartments: { id: number; bayNumber: number | null }[];
};

/** Digits typed, kept as the number the call sends (null while empty). */
const numberOf = (text: string) => {
  const digits = digitsOnly(text);
  return digits === '' ? null : Number(digits);
};

/** The note's compartments, every bay still to give. */
export const initialIssueInputs = (record: FillingAdviceNoteDetail): Inputs => ({
  cardNumber: null,
  compartments: record.compartments.map((c) => ({ id: c.id, bayNumber: null })),
});

/** The Issue dialog: the card number and the loading bay of every compartment. */
export function IssueInputs({
  record,
  values,
  errors,
  onChange,
}: ActionInputsProps<FillingAdviceNoteDetail>) {
  const inputs = values as unknown as Inputs;
  const bays = inputs.compartments ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        id="fan-card-number"
        label={t('fields.cardNumber')}
        required
        value={inputs.cardNumber ?? ''}
        error={!!errors.cardNumber}
        helperText={errors.cardNumber}
        onChange={(event) => onChange({ ...inputs, cardNumber: numberOf(event.target.value) })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {record.compartments.map((compartment, index) => (
        <TextField
          key={compartment.id}
          id={`fan-bay-${compartment.id}`}
          label={t('notes.bayFor', {
            number: compartment.compartmentNumber,
            quantity: formatNumber(compartment.quantity),
            destination: compartment.destination,
          })}
          required
          value={bays[index]?.bayNumber ?? ''}
          error={!!errors[`compartments[${index}].bayNumber`]}
          helperText={errors[`compartments[${index}].bayNumber`]}
          onChange={(event) =>
            onChange({
              ...inputs,
              compartments: bays.map((bay, i) =>
                i === index ? { ...bay, bayNumber: numberOf(event.target.value) } : bay,
              ),
            })
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
    </Stack>
  );
}
