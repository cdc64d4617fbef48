import { sql } from 'kysely';
import type { Message } from '../../schemas/i18n/message.ts';
import {
  READING_MESSAGES,
  readingApi,
  type StandardLine,
  standardLine,
} from '../../schemas/standard-volume.ts';
import type { VolumeTable } from '../../schemas/volume-correction.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';

// Readings on the lines of a record (README 'Standard volumes'): the server's side of
// schemas/standard-volume.ts. Each line's readings are checked against the table's ranges (done by the
// payload's schema already) and its product's declaration (a group, a plausible API range), and turned
// into what the record keeps: quantity = the net standard volume, beside the gross and the readings.

/** The reading columns of a line table (l), as the answers name them. */
export const READING_COLUMNS = [
  'l.grossQuantity',
  'l.observedTemperature as temperature',
  'l.gravity',
  'l.volumeTable',
  'l.volumeFactor',
] as const;

export interface ReadingLine {
  quantity: number;
  temperature?: number | null;
  gravity?: number | null;
  measuredVolume?: number | null;
  /** The payload field of the line's quantity, for refusals: `inventoryInfos[2]`. */
  field: string;
}

/** The columns a line with readings stores (all null without). */
export interface StoredReadings {
  quantity: number;
  grossQuantity: number | null;
  observedTemperature: number | null;
  gravity: number | null;
  volumeTable: VolumeTable | null;
  volumeFactor: number | null;
}

export const storedReadings = (table: VolumeTable, line: StandardLine): StoredReadings => ({
  quantity: line.net,
  grossQuantity: line.correction ? line.gross : null,
  observedTemperature: line.correction?.temperature ?? null,
  gravity: line.correction?.gravity ?? null,
  volumeTable: line.correction ? table : null,
  volumeFactor: line.correction?.factor ?? null,
});

interface ProductReadings {
  name: string;
  volumeGroup: string | null;
  gravityMin: number | null;
  gravityMax: number | null;
}

/** The line's standard volume, or a 400 naming its field: readings the table or the product refuse. */
function checkedLine(
  table: VolumeTable,
  line: ReadingLine,
  product: ProductReadings | undefined,
  difference: boolean,
) {
  const result = standardLine(table, line, difference);
  if ('refusal' in result) throw refusal(`${line.field}.${result.field}`, result.refusal);
  if (result.line.correction && product) {
    if (!product.volumeGroup) throw refusal(`${line.field}.gravity`, READING_MESSAGES.noGroup(product.name));
    const api = readingApi(table, result.line.correction.gravity);
    const { gravityMin: min, gravityMax: max } = product;
    if ((min != null && api < min) || (max != null && api > max))
      throw refusal(
        `${line.field}.gravity`,
        READING_MESSAGES.implausible(product.name, min ?? 0, max ?? 100),
      );
  }
  return result.line;
}

const productColumns = ['p.name', 'p.volumeGroup', 'p.gravityMin', 'p.gravityMax'] as const;

/**
 * The standard volume of each line of inventories, or a 400 naming the line's field: readings outside the
 * table, on a product that declares no group of the tables, or outside the product's plausible API range.
 */
export async function standardLines(
  tx: Database,
  table: VolumeTable,
  lines: readonly (ReadingLine & { inventoryId: number })[],
  difference = false,
): Promise<StandardLine[]> {
  const withReadings = lines.filter((l) => l.temperature != null || l.gravity != null);
  const products = withReadings.length
    ? await tx.db
        .selectFrom('inventories as i')
        .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
        .innerJoin('products as p', 'p.id', 'st.productId')
        .where(
          'i.id',
          'in',
          withReadings.map((l) => l.inventoryId),
        )
        .select(['i.id', ...productColumns])
        .execute()
    : [];
  return lines.map((line) =>
    checkedLine(
      table,
      line,
      products.find((p) => p.id === line.inventoryId),
      difference,
    ),
  );
}

/** The standard volume of lines that all hold one product (a note's compartments), or a 400. */
export async function standardLinesOf(
  tx: Database,
  table: VolumeTable,
  productId: number,
  lines: readonly ReadingLine[],
): Promise<StandardLine[]> {
  const product = await tx.db
    .selectFrom('products as p')
    .where('p.id', '=', productId)
    .select([...productColumns])
    .executeTakeFirst();
  return lines.map((line) => checkedLine(table, line, product, false));
}

const refusal = (field: string, message: Message) => badRequest(message, { [field]: message });

/** For a report: a line table's gross and net gallons per line (gross = quantity without readings). */
export const grossOf = (alias: string) =>
  sql`coalesce(${sql.ref(`${alias}.gross_quantity`)}, ${sql.ref(`${alias}.quantity`)})`;
