import type { TransferOrderDetail } from '../../schemas/transfer-order.ts';
import { InformationSection } from '../../src/records/detail/InformationSection.tsx';
import type { PartProps } from '../../src/records/types.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';

const gallons = (value: number) => `${formatNumber(value)} Gal.`;

const QUANTITIES = {
  title: 'Product and Quantity',
  fields: [
    { label: 'Product', value: (r: TransferOrderDetail) => r.product?.name },
    { label: 'Transfer Quantity', value: (r: TransferOrderDetail) => gallons(r.quantity) },
    {
      label: 'Total Delivery Order Quantity',
      value: (r: TransferOrderDetail) => gallons(r.totalDeliveryOrderQuantity),
    },
    // What delivery orders may still take: the transfer quantity less theirs.
    { label: 'Available Quantity', value: (r: TransferOrderDetail) => gallons(r.availableQuantity) },
  ],
};

/** The product and the order's quantities: ordered, on delivery orders, and still available to them. */
export function TransferOrderQuantities({ record }: PartProps<TransferOrderDetail>) {
  return <InformationSection information={QUANTITIES} record={record} />;
}
