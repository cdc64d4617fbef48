import { type RawBuilder, sql } from 'kysely';
import type { RoleCode } from '../../../schemas/codes.ts';
import type { ProductKey } from '../../../schemas/reports/answers.ts';
import type { AuthUser } from '../auth-user.ts';
import { visibleImporterIds } from '../visibility.ts';

/** The spec's guard of /reporting: R100 to R600. External users read their own entities' figures only. */
export const REPORT_READERS: RoleCode[] = ['R100', 'R200', 'R300', 'R400', 'R500', 'R600'];

/**
 * `and {column} in (the user's importers)` for an external user (an importer user sees its importer
 * only; a distributor user no importer's stock); nothing for staff, who see every importer.
 */
export function importerScope(user: AuthUser, column: RawBuilder<unknown>): RawBuilder<unknown> {
  const ids = visibleImporterIds(user);
  return ids === 'all' ? sql`` : sql`and ${column} = any(${ids}::int[])`;
}

/** The report column of a product, by the spec's names (JET is also written JET-A1); null for others. */
export const productKey = (name: RawBuilder<unknown>): RawBuilder<ProductKey | null> =>
  sql`case upper(${name}) when 'AGO' then 'ago' when 'PMS' then 'pms' when 'JET' then 'jet'
    when 'JET-A1' then 'jet' end`;

/**
 * Every inventory a report may read for this user, with what names it (aliases: inventory_id,
 * importer_id, importer, storage_tank_id, storage_tank_number, product_id, product, product_key).
 */
export const visibleInventories = (user: AuthUser) => sql`
  select i.id as inventory_id, i.importer_id, imp.name as importer, i.storage_tank_id,
    st.number as storage_tank_number, st.product_id, p.name as product, ${productKey(sql`p.name`)} as product_key
  from inventories i
  join importers imp on imp.id = i.importer_id
  join storage_tanks st on st.id = i.storage_tank_id
  join products p on p.id = st.product_id
  where true ${importerScope(user, sql`i.importer_id`)}`;
