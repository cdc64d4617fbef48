import { type RawBuilder, sql } from 'kysely';
import { PRODUCT_KEYS, type ProductKey } from '../../../schemas/reports/answers.ts';
import type { ReportPeriod } from '../../../schemas/reports/payloads.ts';
import type { AuthUser } from '../auth-user.ts';
import type { MovementKind } from '../ledger/kinds.ts';
import { summaryPeriodQuery } from '../ledger/summaries.ts';
import { visibleInventories } from './scope.ts';

/** What a column of a per-importer report sums: some kinds of movement, counted with a sign. */
export interface Measure {
  kinds: readonly MovementKind[];
  /** 1 as posted; -1 for stock that left (losses shown as positive); 'abs' to add every gallon moved. */
  sign: 1 | -1 | 'abs';
}

type Columns<M extends string> = { [K in `${M}${Capitalize<ProductKey>}`]: number };
export type PivotRow<M extends string> = { importerId: number; importer: string } & Columns<M>;

const capital = (key: string) => key[0].toUpperCase() + key.slice(1);

/**
 * Per importer the user may see, each measure's gallons per product (AGO, PMS, JET) in the period, from
 * the ledger summaries, in one statement: columns {measure}_{ago|pms|jet} (read as measureAgo...);
 * measure names are code constants in lower case.
 * Importers with nothing in the first measure are left out.
 */
export function importerPivotQuery<M extends string>(
  user: AuthUser,
  period: ReportPeriod,
  measures: Record<M, Measure>,
): RawBuilder<PivotRow<M>> {
  const entries = Object.entries(measures) as [M, Measure][];
  const column = ([name, measure]: [M, Measure], key: ProductKey) => {
    const value = measure.sign === 'abs' ? sql`abs(s.quantity)` : sql`${sql.lit(measure.sign)} * s.quantity`;
    const kinds = sql.join(measure.kinds.map((kind) => sql.lit(kind)));
    return sql`coalesce(sum(${value}) filter (where s.kind in (${kinds}) and v.product_key = ${sql.lit(key)}), 0)::bigint
      as ${sql.raw(`${name}_${key}`)}`;
  };
  const [first] = entries;
  const firstKinds = sql.join(first[1].kinds.map((kind) => sql.lit(kind)));
  return sql<PivotRow<M>>`
    select v.importer_id, min(v.importer) as importer,
      ${sql.join(entries.flatMap((entry) => PRODUCT_KEYS.map((key) => column(entry, key))))}
    from (${visibleInventories(user)}) v
    join (${summaryPeriodQuery(period)}) s on s.inventory_id = v.inventory_id
    where v.product_key is not null
    group by v.importer_id
    having coalesce(sum(s.quantity) filter (where s.kind in (${firstKinds})), 0) <> 0
    order by min(v.importer), v.importer_id`;
}

/** A measure's three columns of a pivot row as the spec's {ago, pms, jet}. */
export function byProduct<M extends string>(row: PivotRow<M>, measure: M): Record<ProductKey, number> {
  const read = (key: ProductKey) => (row as Record<string, number>)[`${measure}${capital(key)}`];
  return { ago: read('ago'), pms: read('pms'), jet: read('jet') };
}
