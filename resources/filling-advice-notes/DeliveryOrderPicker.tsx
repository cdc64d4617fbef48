import { FAN_MESSAGES, type NoteDeliveryOrder } from '../../schemas/filling-advice-note.ts';
import { type ChoiceColumn, ChoiceTable } from '../../src/records/form/ChoiceTable.tsx';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

const COLUMNS: ChoiceColumn<NoteDeliveryOrder>[] = [
  { label: 'DO Number', value: (order) => order.deliveryOrderNumber },
  { label: 'Product', value: (order) => order.product },
  { label: 'Importer', value: (order) => order.importer },
  {
    label: 'Transfer Orders',
    value: (order) => order.transferOrders.map((t) => t.transferOrderNumber).join(', '),
  },
  { label: 'Quantity (Gal.)', value: (order) => formatNumber(order.quantity), align: 'right' },
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
      label="Available delivery orders"
      rows={deliveryOrders}
      columns={COLUMNS}
      choiceLabel={(order) => `Choose delivery order ${order.deliveryOrderNumber}`}
      empty={FAN_MESSAGES.noAvailable}
      chosen={chosen}
      onToggle={onToggle}
    />
  );
}
