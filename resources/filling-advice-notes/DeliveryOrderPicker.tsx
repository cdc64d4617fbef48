import type { NoteDeliveryOrder } from '../../schemas/filling-advice-note.ts';
import { t } from '../../src/i18n/t.ts';
import { type ChoiceColumn, ChoiceTable } from '../../src/records/form/ChoiceTable.tsx';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

const COLUMNS: ChoiceColumn<NoteDeliveryOrder>[] = [
  { label: 'transferOrders.doNumber', value: (order) => order.deliveryOrderNumber },
  { label: 'fields.product', value: (order) => order.product },
  { label: 'fields.importer', value: (order) => order.importer },
  {
    label: 'fields.transferOrders',
    value: (order) => order.transferOrders.map((t) => t.transferOrderNumber).join(', '),
  },
  { label: 'fields.quantityGal', value: (order) => formatNumber(order.quantity), align: 'right' },
];

interface Props {
  deliveryOrders: readonly NoteDeliveryOrder[];
  chosen: ReadonlySet<number>;
  onToggle(order: NoteDeliveryOrder): void;
}

/** The approved delivery orders a note may carry, each with a check box. */
export function DeliveryOrderPicker({ deliveryOrders, chosen, onToggle }: Props) {
  return (
    <ChoiceTable
      label={t('notes.available')}
      rows={deliveryOrders}
      columns={COLUMNS}
      choiceLabel={(order) => t('notes.choose', { number: order.deliveryOrderNumber })}
      empty={t('fan.noAvailable')}
      chosen={chosen}
      onToggle={onToggle}
    />
  );
}
