import type {
  StockTransferContext,
  StockTransferEditInfo,
  StockTransferInput,
} from '../../schemas/stock-transfer.ts';
import type { EntityImporter, EntityInventory } from '../../schemas/user-entities.ts';

/** The choices of the form: where stock may leave from, where it may go, and every inventory by id. */
export interface TransferOptions {
  /** The user's own importers: User/Entities gives balances only of those, the origins it may send from. */
  origins: EntityImporter[];
  /** Every active importer: any may receive. */
  destinations: EntityImporter[];
  inventories: ReadonlyMap<number, EntityInventory & { importerId: number }>;
}

/** What the inputs hold: text, as typed; the importers only narrow the inventory choices. */
export interface StockTransferFormValues {
  id?: number;
  /** yyyy-MM-dd */
  createdDate: string;
  referenceNumber: string;
  fromImporterId: string;
  fromInventoryId: string;
  toImporterId: string;
  toInventoryId: string;
  quantity: string;
}

export type StockTransferRequest = StockTransferInput & { id?: number };

export function transferOptions(importers: readonly EntityImporter[]): TransferOptions {
  const inventories = new Map(
    importers.flatMap((importer) =>
      importer.inventories.map((inventory) => [
        inventory.inventoryId,
        { ...inventory, importerId: importer.id },
      ]),
    ),
  );
  return {
    origins: importers.filter((importer) =>
      importer.inventories.some((inventory) => inventory.adjustedStockBalance !== undefined),
    ),
    destinations: [...importers],
    inventories,
  };
}

/** The shared schema's context: the products and balances of the inventories offered. */
export const transferContext = (options: TransferOptions): StockTransferContext => ({
  inventory(inventoryId) {
    const inventory = options.inventories.get(inventoryId);
    return (
      inventory && { productId: inventory.product.id, adjustedStockBalance: inventory.adjustedStockBalance }
    );
  },
});

/** A new transfer's start: with one importer of its own, the user's origin importer is chosen already. */
export const newFormValues = (options: TransferOptions): StockTransferFormValues => ({
  createdDate: '',
  referenceNumber: '',
  fromImporterId: options.origins.length === 1 ? String(options.origins[0].id) : '',
  fromInventoryId: '',
  toImporterId: '',
  toInventoryId: '',
  quantity: '',
});

/** The edit form's start: the transfer as GetEditInfo answers it, with the importers of its two ends. */
export function valuesFromEditInfo(info: StockTransferEditInfo): StockTransferFormValues {
  const transfer = info.stockTransfer;
  const { inventories } = transferOptions(info.importers);
  const importerOf = (inventoryId: number) => String(inventories.get(inventoryId)?.importerId ?? '');
  return {
    id: transfer.id,
    createdDate: transfer.createdDate.slice(0, 10),
    referenceNumber: transfer.referenceNumber ?? '',
    fromImporterId: importerOf(transfer.fromInventoryId),
    fromInventoryId: String(transfer.fromInventoryId),
    toImporterId: importerOf(transfer.toInventoryId),
    toInventoryId: String(transfer.toInventoryId),
    quantity: String(transfer.quantity),
  };
}

/** The call's payload from the schema's output: the spec's fields, the date as ISO. */
export const toRequest = (valid: StockTransferRequest): StockTransferRequest => ({
  ...(valid.id ? { id: valid.id } : {}),
  createdDate: `${valid.createdDate.slice(0, 10)}T00:00:00.000Z`,
  referenceNumber: valid.referenceNumber,
  fromInventoryId: valid.fromInventoryId,
  toInventoryId: valid.toInventoryId,
  quantity: valid.quantity,
});

/** The values as one comparable text, for 'Save only when changed'. */
export const fingerprint = (values: StockTransferFormValues) =>
  JSON.stringify([
    values.createdDate,
    (values.referenceNumber ?? '').trim(),
    values.fromInventoryId,
    values.toInventoryId,
    Number(values.quantity) || 0,
  ]);
