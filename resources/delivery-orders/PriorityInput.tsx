import { MenuItem, TextField } from '@mui/material';
import { DELIVERY_ORDER_PRIORITIES } from '../../schemas/codes.ts';
import type { DeliveryOrderDetail } from '../../schemas/delivery-order.ts';
import { t } from '../../src/i18n/t.ts';
import { term } from '../../src/i18n/terms.ts';
import type { ActionInputsProps } from '../../src/records/types.ts';

/** The priority the approval gives the order (the spec: it takes effect only with the approval). */
export function PriorityInput({ values, errors, onChange }: ActionInputsProps<DeliveryOrderDetail>) {
  return (
    <TextField
      id="delivery-order-priority"
      select
      required
      fullWidth
      label={t('fields.priority')}
      value={values.priority ?? ''}
      error={!!errors.priority}
      helperText={errors.priority}
      onChange={(event) => onChange({ ...values, priority: Number(event.target.value) })}
      sx={{ mt: 2 }}
    >
      {Object.entries(DELIVERY_ORDER_PRIORITIES).map(([code, name]) => (
        <MenuItem key={code} value={Number(code)}>
          {term(name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
