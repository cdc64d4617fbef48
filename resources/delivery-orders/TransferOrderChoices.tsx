import type { DeliverableTransferOrder } from '../../schemas/delivery-order.ts';
import { t } from '../../src/i18n/t.ts';
import { type ChoiceColumn, ChoiceTable } from '../../src/records/form/ChoiceTable.tsx';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

/** The spec: the transfer order list shows 10 per page. */
const PER_PAGE = 10;

const COLUMNS: ChoiceColumn<DeliverableTransferOrder>[] = [
  { label: 'fields.transferOrderNumber', value: (order) => order.transferOrderNumber },
  { label: 'fields.importer', value: (order) => order.importer },
  { label: 'fields.distributor', value: (order) => order.distributor },
  { label: 'fields.product', value: (order) => order.product },
  {
    label: 'deliveryOrders.availableGal',
    value: (order) => formatNumber(order.availableQuantity),
    align: 'right',
  },
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
      label={t('deliveryOrders.available')}
      rows={transferOrders}
      columns={COLUMNS}
      choiceLabel={(order) => t('deliveryOrders.choose', { number: order.transferOrderNumber })}
      empty={t('deliveryOrder.noneAvailable')}
      chosen={chosen}
      onToggle={onToggle}
      perPage={PER_PAGE}
    />
  );
}
