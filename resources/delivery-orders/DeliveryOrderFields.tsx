import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  DELIVERY_ORDER_NUMBER_LENGTH,
  type DeliverableTransferOrder,
  sameParties,
} from '../../schemas/delivery-order.ts';
import { t } from '../../src/i18n/t.ts';
import { ConfirmDialog } from '../../src/records/ConfirmDialog.tsx';
import { QuantityInput } from '../../src/records/form/QuantityInput.tsx';
import { Section } from '../../src/records/Section.tsx';
import type { FieldsProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { type DeliveryOrderFormValues, type DeliveryOrderOptions, newLine } from './formValues.ts';
import { TransferOrderChoices } from './TransferOrderChoices.tsx';

/**
 * Delivery order number, the transfer orders to draw on (one product, importer and distributor: a
 * mismatched choice asks to replace the selection), and per chosen order its quantity and, when the
 * user sets one, the tank: create and edit.
 */
export function DeliveryOrderFields({ options }: FieldsProps<DeliveryOrderOptions>) {
  const { control } = useFormContext<DeliveryOrderFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'transferOrders' });
  const lines = useWatch({ control, name: 'transferOrders' }) ?? [];
  const [replacing, setReplacing] = useState<DeliverableTransferOrder | null>(null);
  const byId = new Map(options.transferOrders.map((order) => [order.id, order]));
  const chosen = new Set(fields.map((field) => field.transferOrderId));

  const toggle = (order: DeliverableTransferOrder) => {
    const index = fields.findIndex((field) => field.transferOrderId === order.id);
    if (index >= 0) return remove(index);
    const first = fields.length ? byId.get(fields[0].transferOrderId) : undefined;
    if (first && !sameParties(first, order)) return setReplacing(order);
    append(newLine(order.id, order.availableQuantity));
  };

  return (
    <>
      <Controller
        control={control}
        name="deliveryOrderNumber"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="delivery-order-number"
            required
            label={t('fields.deliveryOrderNumber')}
            error={!!fieldState.error}
            slotProps={{ htmlInput: { maxLength: DELIVERY_ORDER_NUMBER_LENGTH } }}
          />
        )}
      />
      <Section title={t('fields.transferOrders')}>
        <TransferOrderChoices transferOrders={options.transferOrders} chosen={chosen} onToggle={toggle} />
      </Section>
      <Section title={t('deliveryOrders.selected')}>
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t('deliveryOrder.noneSelected')}</Typography>
        ) : (
          <Stack spacing={2}>
            {fields.map((field, index) => {
              const order = byId.get(field.transferOrderId);
              const tanks = options.inventories.filter(
                (tank) => tank.importerId === order?.importerId && tank.productId === order?.productId,
              );
              const number = order?.transferOrderNumber ?? `#${field.transferOrderId}`;
              return (
                <Box
                  key={field.id}
                  role="group"
                  aria-label={t('deliveryOrders.line', { number })}
                  sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
                >
                  <Box sx={{ minWidth: 180 }}>
                    <Typography sx={{ fontWeight: 600 }}>{number}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('deliveryOrders.lineAvailable', {
                        quantity: formatNumber(order?.availableQuantity ?? 0),
                      })}
                    </Typography>
                  </Box>
                  <Controller
                    control={control}
                    name={`transferOrders.${index}.quantity`}
                    render={({ field: input, fieldState }) => (
                      <QuantityInput
                        field={input}
                        fieldState={fieldState}
                        id={`delivery-order-quantity-${index}`}
                        required
                        label={t('fields.quantityGal')}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`transferOrders.${index}.setTank`}
                    render={({ field: input }) => (
                      <FormControlLabel
                        label={t('deliveryOrders.setTank')}
                        control={
                          <Checkbox
                            checked={!!input.value}
                            onChange={(e) => input.onChange(e.target.checked)}
                          />
                        }
                      />
                    )}
                  />
                  {lines[index]?.setTank ? (
                    <Controller
                      control={control}
                      name={`transferOrders.${index}.inventoryId`}
                      render={({ field: input, fieldState }) => (
                        <TextField
                          {...input}
                          id={`delivery-order-tank-${index}`}
                          select
                          required
                          label={t('fields.tank')}
                          sx={{ minWidth: 240 }}
                          error={!!fieldState.error}
                        >
                          {tanks.map((tank) => (
                            <MenuItem key={tank.inventoryId} value={String(tank.inventoryId)}>
                              {`${tank.storageTankNumber} (${formatNumber(tank.adjustedStockBalance)} Gal.)`}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  ) : null}
                </Box>
              );
            })}
          </Stack>
        )}
      </Section>
      <ConfirmDialog
        open={replacing !== null}
        title={t('deliveryOrder.replacement')}
        question={t('deliveryOrders.replaceQuestion', { number: replacing?.transferOrderNumber ?? '' })}
        confirmLabel={t('deliveryOrders.replace')}
        onConfirm={async () => {
          if (replacing) replace([newLine(replacing.id, replacing.availableQuantity)]);
          setReplacing(null);
        }}
        onClose={() => setReplacing(null)}
      />
    </>
  );
}
