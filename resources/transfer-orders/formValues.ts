import type { TransferOrderEditInfo, TransferOrderInput } from '../../schemas/transfer-order.ts';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';

/** What the form picks from: the importers the user acts for (with their products' balances) and distributors. */
export type TransferOrderOptions = Pick<UserEntitiesAnswer, 'importers' | 'distributors'>;

/** What the inputs hold: text, as typed or chosen; the shared schema reads it into a TransferOrderInput. */
export interface TransferOrderFormValues {
  id?: number;
  transferOrderNumber: string;
  importerId: string;
  productId: string;
  quantity: string;
  distributorId: string;
}

export type TransferOrderRequest = TransferOrderInput & { id?: number };

export const optionsOf = ({ importers, distributors }: TransferOrderOptions): TransferOrderOptions => ({
  importers,
  distributors,
});

/** A new order's start; with one importer to choose from, it is chosen already. */
export const newFormValues = (options: TransferOrderOptions): TransferOrderFormValues => ({
  transferOrderNumber: '',
  importerId: options.importers.length === 1 ? String(options.importers[0].id) : '',
  productId: '',
  quantity: '',
  distributorId: '',
});

/** The edit form's start: the order as GetEditInfo answers it. */
export const valuesFromEditInfo = ({
  transferOrder: order,
}: TransferOrderEditInfo): TransferOrderFormValues => ({
  id: order.id,
  transferOrderNumber: order.transferOrderNumber,
  importerId: String(order.importerId),
  productId: String(order.productId),
  quantity: String(order.quantity),
  distributorId: String(order.distributorId),
});

/** The values as one comparable text: 'Save only when changed'. */
export const fingerprint = (values: TransferOrderFormValues): string =>
  JSON.stringify([
    (values.transferOrderNumber ?? '').trim(),
    values.importerId,
    values.productId,
    Number(values.quantity) || 0,
    values.distributorId,
  ]);
