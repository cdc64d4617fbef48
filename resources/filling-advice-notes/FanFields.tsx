import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  FAN_MESSAGES,
  type NoteDeliveryOrder,
  VEHICLE_NUMBER_LENGTH,
} from '../../schemas/filling-advice-note.ts';
import { ConfirmDialog } from '../../src/records/ConfirmDialog.tsx';
import { Section } from '../../src/records/Section.tsx';
import type { FieldsProps } from '../../src/records/types.ts';
import { formatGallons } from '../../src/widgets/format/formatNumber.ts';
import { CompartmentsEditor } from './CompartmentsEditor.tsx';
import { DeliveryOrderPicker } from './DeliveryOrderPicker.tsx';
import { type FanFormValues, type FanOptions, totalOf } from './formValues.ts';

/**
 * Vehicle number, the delivery orders to load (one product: choosing another asks to replace the
 * selection) and the compartments that carry them: create and edit.
 */
export function FanFields({ options }: FieldsProps<FanOptions>) {
  const { control, setValue } = useFormContext<FanFormValues>();
  const chosen = useWatch({ control, name: 'deliveryOrders' }) ?? [];
  const [replacing, setReplacing] = useState<NoteDeliveryOrder | null>(null);
  const byId = new Map(options.deliveryOrders.map((order) => [order.id, order]));
  const chosenIds = new Set(chosen.map((line) => line.deliveryOrderId));
  const chosenOrders = chosen.flatMap((line) => byId.get(line.deliveryOrderId) ?? []);
  const lineOf = (order: NoteDeliveryOrder) => ({ deliveryOrderId: order.id, quantity: order.quantity });
  const choose = (lines: FanFormValues['deliveryOrders']) =>
    setValue('deliveryOrders', lines, { shouldDirty: true, shouldValidate: false });

  const toggle = (order: NoteDeliveryOrder) => {
    if (chosenIds.has(order.id)) return choose(chosen.filter((line) => line.deliveryOrderId !== order.id));
    if (chosenOrders.length && chosenOrders[0].productId !== order.productId) return setReplacing(order);
    choose([...chosen, lineOf(order)]);
  };

  return (
    <>
      <Controller
        control={control}
        name="vehicleNumber"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="fan-vehicle-number"
            required
            label="Vehicle Number"
            error={!!fieldState.error}
            slotProps={{ htmlInput: { maxLength: VEHICLE_NUMBER_LENGTH } }}
          />
        )}
      />
      <Section title="Delivery Orders">
        <DeliveryOrderPicker deliveryOrders={options.deliveryOrders} chosen={chosenIds} onToggle={toggle} />
        <Typography sx={{ mt: 1 }} color={chosenOrders.length ? undefined : 'text.secondary'}>
          {chosenOrders.length
            ? `Selected: ${chosenOrders.map((o) => o.deliveryOrderNumber).join(', ')} (${chosenOrders[0].product}, ${formatGallons(totalOf(chosen))})`
            : FAN_MESSAGES.noneSelected}
        </Typography>
      </Section>
      <Section title="Compartments">
        <Stack spacing={2}>
          <CompartmentsEditor />
        </Stack>
      </Section>
      <ConfirmDialog
        open={!!replacing}
        title={FAN_MESSAGES.replace}
        question={
          replacing
            ? `Delivery order ${replacing.deliveryOrderNumber} is ${replacing.product}, the selected ones are ${chosenOrders[0]?.product}. Replace the selection with it?`
            : ''
        }
        confirmLabel="Replace"
        onClose={() => setReplacing(null)}
        onConfirm={async () => {
          if (replacing) choose([lineOf(replacing)]);
          setReplacing(null);
        }}
      />
    </>
  );
}
