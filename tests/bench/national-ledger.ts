import { sql } from 'kysely';
import type { Database } from '../../server/db/client.ts';
import { rebuildSummaries } from '../../server/domain/ledger/index.ts';

// A national-scale ledger for the benchmarks (DESIGN.md section 5: 5M movements over 300 inventories
// and 5 years). Written in bulk with the chain and summary triggers off: the hash chains of these rows
// are NOT valid (the bench database is thrown away), which the balance benchmarks do not read; the
// summaries are then built by rebuildSummaries, as `npm run ledger:rebuild-summaries` would.

export interface NationalLedger {
  inventoryIds: number[];
  movements: number;
  /** The first day of the five years ('yyyy-MM-dd'). */
  from: string;
  /** How long writing the movements and building the summaries took (ms). */
  writeMs: number;
  summariseMs: number;
}

const YEARS = 5;

export async function nationalLedger(
  db: Database,
  options: { movements: number; inventories: number },
): Promise<NationalLedger> {
  const tanks = (await db.db.selectFrom('storageTanks').select('id').orderBy('id').execute()).map(
    (t) => t.id,
  );
  const importerCount = Math.ceil(options.inventories / tanks.length);
  const importers = await db.db
    .insertInto('importers')
    .values(
      Array.from({ length: importerCount }, (_, i) => ({
        name: `National ${i + 1}`,
        taxIdentificationNumber: `NAT-${i + 1}`,
        address: 'Bench',
        primaryPhone: '0',
      })),
    )
    .returning('id')
    .execute();
  const inventories = await db.db
    .insertInto('inventories')
    .values(
      importers
        .flatMap((importer) => tanks.map((storageTankId) => ({ importerId: importer.id, storageTankId })))
        .slice(0, options.inventories),
    )
    .returning('id')
    .execute();
  const inventoryIds = inventories.map((i) => i.id).sort((a, b) => a - b);
  const to = new Date();
  const from = new Date(Date.UTC(to.getUTCFullYear() - YEARS, to.getUTCMonth(), to.getUTCDate()));
  const fromDay = from.toISOString().slice(0, 10);
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);

  const started = Date.now();
  await sql`alter table ledger_movements disable trigger ledger_movements_chain`.execute(db.db);
  await sql`alter table ledger_movements disable trigger ledger_movements_summaries`.execute(db.db);
  try {
    // In slices, so that no single statement holds millions of rows in memory (PGlite).
    const slice = 250_000;
    for (let first = 0; first < options.movements; first += slice) {
      const last = Math.min(options.movements, first + slice) - 1;
      // Every tenth movement a shipment of up to 900,000 gallons, one in 97 a loading loss, the rest
      // sales of up to 9,000 gallons; spread evenly over the five years, in posting order.
      await sql`
        insert into ledger_movements (inventory_id, quantity, kind, effective_date, source_type, source_id, seq,
          prev_hash, hash)
        select ids[1 + n % cardinality(ids)],
          case when n % 10 = 0 then 1 + (n * 7919) % 900000 else -(1 + (n * 104729) % 9000) end,
          case when n % 10 = 0 then 'shipment' when n % 97 = 0 then 'loading_difference' else 'sale' end,
          ${fromDay}::date + (n::bigint * ${days} / ${options.movements})::int,
          'Bench', n % 2000000000, n / cardinality(ids) + 1, '', ''
        from (select ${inventoryIds}::int[] as ids) i, generate_series(${first}::bigint, ${last}::bigint) n`.execute(
        db.db,
      );
    }
  } finally {
    await sql`alter table ledger_movements enable trigger ledger_movements_chain`.execute(db.db);
    await sql`alter table ledger_movements enable trigger ledger_movements_summaries`.execute(db.db);
  }
  const writeMs = Date.now() - started;
  const summarised = Date.now();
  await rebuildSummaries(db);
  const summariseMs = Date.now() - summarised;
  await sql`analyze`.execute(db.db);
  return { inventoryIds, movements: options.movements, from: fromDay, writeMs, summariseMs };
}
