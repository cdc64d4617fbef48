import { type RawBuilder, sql } from 'kysely';
import { type ImporterProductsRow, PRODUCT_KEYS, type ProductKey } from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import type { MovementKind } from '../ledger/kinds.ts';
import { summaryPeriodColumnsQuery } from '../ledger/summaries.ts';
import { visibleInventories } from './scope.ts';

/** What a column of a per-importer report sums: some kinds of movement, counted with a sign. */
export interface Measure {
  kinds: readonly MovementKind[];
  /** 1 as posted; -1 for stock that left (losses shown as positive); 'abs' to add every gallon moved. */
  sign: 1 | -1 | 'abs';
}

type Columns<M extends string> = { [K in `${M}${Capitalize<ProductKey>}`]: number };
/** A row of a pivot: the group (an importer or a tank), its id and name, and the measures' columns. */
export type PivotRow<M extends string> = { groupId: number; groupName: string } & Columns<M>;

/** What a pivot's rows are: importers, or storage tanks (a row per Tank #). */
const GROUPS = {
  importer: { id: sql`v.importer_id`, name: sql`v.importer` },
  tank: { id: sql`v.storage_tank_id`, name: sql`v.storage_tank_number` },
} as const;
export type PivotGroup = keyof typeof GROUPS;

/** camelCase joins: capital("pms") -> "Pms". */
export const capital = (key: string) => key[0].toUpperCase() + key.slice(1);

/**
 * Per importer (or storage tank) of the inventories the user may see, each measure's gallons per product
 * (AGO, PMS, JET) in the period, from the ledger summaries, in one statement: columns group_id,
 * group_name and {measure}_{ago|pms|jet} (read as measureAgo...); measure names are code constants in
 * lower case. Groups with nothing in the first measure are left out.
 */
export function pivotQuery<M extends string>(
  user: AuthUser,
  period: ReportPeriod,
  measures: Record<M, Measure>,
  by: PivotGroup = 'importer',
  /** A query of group ids that stay even with nothing in the first measure (none by default). */
  keep: RawBuilder<unknown> = sql`select null::int where false`,
): RawBuilder<PivotRow<M>> {
  const group = GROUPS[by];
  const entries = Object.entries(measures) as [M, Measure][];
  /** A measure's gallons of one inventory: its kinds' columns, each signed (or made positive). */
  const gallons = (measure: Measure, sign: Measure['sign'] = measure.sign) =>
    sql.join(
      measure.kinds.map((kind) =>
        sign === 'abs' ? sql`abs(s.${sql.ref(kind)})` : sql`${sql.lit(sign)} * s.${sql.ref(kind)}`,
      ),
      sql` + `,
    );
  const column = ([name, measure]: [M, Measure], key: ProductKey) =>
    sql`coalesce(sum(${gallons(measure)}) filter (where v.product_key = ${sql.lit(key)}), 0)::bigint
      as ${sql.raw(`${name}_${key}`)}`;
  const [first] = entries;
  return sql<PivotRow<M>>`
    select ${group.id} as group_id, min(${group.name}) as group_name,
      ${sql.join(entries.flatMap((entry) => PRODUCT_KEYS.map((key) => column(entry, key))))}
    from (${visibleInventories(user)}) v
    left join (${summaryPeriodColumnsQuery(period, [...new Set(entries.flatMap(([, m]) => m.kinds))])}) s
      on s.inventory_id = v.inventory_id
    where v.product_key is not null
    group by ${group.id}
    having coalesce(sum(${gallons(first[1], 1)}), 0) <> 0
      or ${group.id} in (${keep})
    order by min(${group.name}), ${group.id}`;
}

/** A measure's three columns of a pivot row as the spec's {ago, pms, jet}. */
export function byProduct<M extends string>(row: PivotRow<M>, measure: M): Record<ProductKey, number> {
  const read = (key: ProductKey) => (row as Record<string, number>)[`${measure}${capital(key)}`];
  return { ago: read('ago'), pms: read('pms'), jet: read('jet') };
}

/** One measure per importer as the spec's report rows {importerId, importer, byProduct}. */
export async function importerProductsReport(
  db: Database,
  user: AuthUser,
  period: ReportPeriod,
  measure: Measure,
): Promise<ImporterProductsRow[]> {
  const { rows } = await pivotQuery(user, period, { measure }).execute(db.db);
  return rows.map((row) => ({
    importerId: row.groupId,
    importer: row.groupName,
    byProduct: byProduct(row, 'measure'),
  }));
}
