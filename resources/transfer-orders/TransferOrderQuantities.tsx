import type { TransferOrderDetail } from '../../schemas/transfer-order.ts';
import { t } from '../../src/i18n/t.ts';
import { InformationSection } from '../../src/records/detail/InformationSection.tsx';
import type { PartProps, ShowDeclaration } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

const gallons = (value: number) => t('common.gal', { quantity: formatNumber(value) });

const QUANTITIES: ShowDeclaration<TransferOrderDetail>['information'] = {
  title: 'transferOrders.productAndQuantity',
  fields: [
    { label: 'fields.product', value: (r: TransferOrderDetail) => r.product?.name },
    { label: 'transferOrders.transferQuantity', value: (r: TransferOrderDetail) => gallons(r.quantity) },
    {
      label: 'transferOrders.deliveryOrderQuantity',
      value: (r: TransferOrderDetail) => gallons(r.totalDeliveryOrderQuantity),
    },
    // What delivery orders may still take: the transfer quantity less theirs.
    {
      label: 'transferOrders.availableQuantity',
      value: (r: TransferOrderDetail) => gallons(r.availableQuantity),
    },
  ],
};

/** The product and the order's quantities: ordered, on delivery orders, and still available to them. */
export function TransferOrderQuantities({ record }: PartProps<TransferOrderDetail>) {
  return <InformationSection information={QUANTITIES} record={record} />;
}
