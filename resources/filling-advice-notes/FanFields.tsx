import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { type NoteDeliveryOrder, VEHICLE_NUMBER_LENGTH } from '../../schemas/filling-advice-note.ts';
import { t } from '../../src/i18n/t.ts';
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
            label={t('fields.vehicleNumber')}
            error={!!fieldState.error}
            slotProps={{ htmlInput: { maxLength: VEHICLE_NUMBER_LENGTH } }}
          />
        )}
      />
      <Section title={t('fields.deliveryOrders')}>
        <DeliveryOrderPicker deliveryOrders={options.deliveryOrders} chosen={chosenIds} onToggle={toggle} />
        <Typography sx={{ mt: 1 }} color={chosenOrders.length ? undefined : 'text.secondary'}>
          {chosenOrders.length
            ? t('notes.selected', {
                numbers: chosenOrders.map((o) => o.deliveryOrderNumber).join(', '),
                product: chosenOrders[0].product,
                total: formatGallons(totalOf(chosen)),
              })
            : t('fan.noneSelected')}
        </Typography>
      </Section>
      <Section title={t('notes.compartments')}>
        <Stack spacing={2}>
          <CompartmentsEditor />
        </Stack>
      </Section>
      <ConfirmDialog
        open={!!replacing}
        title={t('fan.replace')}
        question={
          replacing
            ? t('notes.replaceQuestion', {
                number: replacing.deliveryOrderNumber,
                product: replacing.product,
                selected: chosenOrders[0]?.product ?? '',
              })
            : ''
        }
        confirmLabel={t('deliveryOrders.replace')}
        onClose={() => setReplacing(null)}
        onConfirm={async () => {
          if (replacing) choose([lineOf(replacing)]);
          setReplacing(null);
        }}
      />
    </>
  );
}
