import { DELIVERY_ORDER_MESSAGES, type DeliverableTransferOrder } from '../../schemas/delivery-order.ts';
import { type ChoiceColumn, ChoiceTable } from '../../src/records/form/ChoiceTable.tsx';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

/** The spec: the transfer order list shows 10 per page. */
const PER_PAGE = 10;

const COLUMNS: ChoiceColumn<DeliverableTransferOrder>[] = [
  { label: 'Transfer Order Number', value: (order) => order.transferOrderNumber },
  { label: 'Importer', value: (order) => order.importer },
  { label: 'Distributor', value: (order) => order.distributor },
  { label: 'Product', value: (order) => order.product },
  { label: 'Available (Gal.)', value: (order) => formatNumber(order.availableQuantity), align: 'right' },
];

interface Props {
  transferOrders: readonly DeliverableTransferOrder[];
  chosen: ReadonlySet<number>;
  onToggle(order: DeliverableTransferOrder): void;
}

/** The approved transfer orders to draw on, 10 a page, each with a check box. */
export function TransferOrderChoices({ transferOrders, chosen, onToggle }: Props) {
  return (
    <ChoiceTable
      label="Available transfer orders"
      rows={transferOrders}
      columns={COLUMNS}
      choiceLabel={(order) => `Choose transfer order ${order.transferOrderNumber}`}
      empty={DELIVERY_ORDER_MESSAGES.noneAvailable}
      chosen={chosen}
      onToggle={onToggle}
      perPage={PER_PAGE}
    />
  );
}
