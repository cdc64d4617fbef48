import { withReadingsGiven } from '../../schemas/standard-volume.ts';
import type { StockUpdateEditInfo, StockUpdateInput } from '../../schemas/stock-update.ts';

/** An importer to submit for, with the inventories a quantity can be given for. */
export interface ImporterOption {
  id: number;
  name: string;
  inventories: ReadonlyArray<{
    inventoryId: number;
    storageTankNumber: string;
    productName: string;
    adjustedStockBalance?: number;
  }>;
}

/** What the inputs hold: text, as typed; the shared schema reads it into a StockUpdateInput. */
export interface StockUpdateFormValues {
  stockUpdateId?: number;
  importerId: string;
  stockUpdateType: string;
  /** yyyy-MM-dd */
  createdDate: string;
  referenceNumber: string;
  /** One line per inventory of the chosen importer; an empty or zero quantity leaves it out. */
  inventoryInfos: Array<{
    inventoryId: number;
    quantity: string;
    /** Readings, as typed; empty when the line is at standard conditions. */
    temperature: string;
    gravity: string;
    measuredVolume: string;
  }>;
}

export type StockUpdateRequest = StockUpdateInput & { stockUpdateId?: number };

const emptyFormValues = (): StockUpdateFormValues => ({
  importerId: '',
  stockUpdateType: '',
  createdDate: '',
  referenceNumber: '',
  inventoryInfos: [],
});

/** A new request's start; with one importer to choose from, it is chosen already. */
export function newFormValues(importers: readonly ImporterOption[]): StockUpdateFormValues {
  const values = emptyFormValues();
  if (importers.length !== 1) return values;
  return { ...values, importerId: String(importers[0].id), inventoryInfos: linesFor(importers[0]) };
}

/** The lines of an importer's inventories, keeping the quantities already given for them. */
type GivenLine = {
  inventoryId: number;
  quantity: string | number;
  temperature?: string | number | null;
  gravity?: string | number | null;
  measuredVolume?: string | number | null;
};

const typed = (value: string | number | null | undefined) => (value == null ? '' : String(value));

export function linesFor(
  importer: ImporterOption | undefined,
  given: ReadonlyArray<GivenLine> = [],
): StockUpdateFormValues['inventoryInfos'] {
  return (importer?.inventories ?? []).map((inventory) => {
    const line = given.find((candidate) => candidate.inventoryId === inventory.inventoryId);
    return {
      inventoryId: inventory.inventoryId,
      quantity: line?.quantity ? String(line.quantity) : '',
      temperature: typed(line?.temperature),
      gravity: typed(line?.gravity),
      measuredVolume: typed(line?.measuredVolume),
    };
  });
}

/** The edit form's start: the request as GetEditInfo answers it, on its importer's inventories. */
export function valuesFromEditInfo(info: StockUpdateEditInfo): StockUpdateFormValues {
  const request = info.stockUpdate;
  const importer = info.importers.find((candidate) => candidate.id === request.importerId);
  return {
    stockUpdateId: request.stockUpdateId ?? request.id,
    importerId: String(request.importerId),
    stockUpdateType: String(request.stockUpdateType),
    createdDate: request.createdDate.slice(0, 10),
    referenceNumber: request.referenceNumber ?? '',
    inventoryInfos: linesFor(importer, request.inventoryInfos),
  };
}

/**
 * The call's payload from the schema's output: the date as ISO (its yyyy-MM-dd part is the request's
 * date, as the server reads it) and only the lines with a quantity: a zero removes the line.
 */
export function toRequest(valid: StockUpdateRequest): StockUpdateRequest {
  return {
    ...valid,
    createdDate: `${valid.createdDate.slice(0, 10)}T00:00:00.000Z`,
    // A line without readings goes as the spec's client sends it: inventory and quantity only.
    inventoryInfos: valid.inventoryInfos
      .filter((line) => line.quantity > 0)
      .map(({ measuredVolume, ...line }) => ({
        ...withReadingsGiven(line),
        ...(measuredVolume != null ? { measuredVolume } : {}),
      })),
  };
}

/** The values as one comparable text: the same request whatever the order of lines or blank quantities. */
export function fingerprint(values: StockUpdateFormValues): string {
  const lines = (values.inventoryInfos ?? [])
    .map(
      (line) =>
        [
          line.inventoryId,
          Number(line.quantity) || 0,
          (line.temperature ?? '').trim(),
          (line.gravity ?? '').trim(),
          (line.measuredVolume ?? '').trim(),
        ] as const,
    )
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a - b);
  return JSON.stringify([
    values.importerId,
    values.stockUpdateType,
    values.createdDate,
    (values.referenceNumber ?? '').trim(),
    lines,
  ]);
}
