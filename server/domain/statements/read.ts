import { sql } from 'kysely';
import {
  GENESIS_HASH,
  LEDGER_EXPORT_FORMAT,
  type LedgerExport,
  type LedgerRow,
  STATEMENT_FORMAT,
  type StatementBody,
} from '../../../schemas/statement.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { visibleImporterIds } from '../visibility.ts';

// What a statement and a ledger export read, each in one snapshot of the ledger (a REPEATABLE READ
// transaction, as ledger verification reads): the balances, the day's rows, the heads and the chains
// all describe one moment, however many postings commit meanwhile.

/** A timestamp as the hash covers it: UTC, to the microsecond (a JavaScript Date keeps milliseconds). */
const utcMicros = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A ledger row with every field its hash covers (schemas/statement.ts, ledgerRowAnswer). */
const ROW = sql`m.id, m.inventory_id, m.seq, m.quantity, m.kind, m.effective_date,
  ${utcMicros('m.recorded_at')} as recorded_at, m.source_type, m.source_id, m.user_id, m.prev_hash, m.hash`;

/** The importer, if the user may see it; otherwise 404, whether it exists or not. */
async function visibleImporter(db: Database, user: AuthUser, importerId: number) {
  const visible = visibleImporterIds(user);
  if (visible !== 'all' && !visible.includes(importerId)) throw notFound();
  const importer = await db.db
    .selectFrom('importers')
    .select(['id', 'name'])
    .where('id', '=', importerId)
    .executeTakeFirst();
  if (!importer) throw notFound();
  return importer;
}

const readAt = async (db: Database) =>
  (await sql<{ now: Date }>`select now() as now`.execute(db.db)).rows[0].now.toISOString();

/**
 * The statement of an importer's inventories as of the end of `date`, unsigned: per inventory the
 * balance (its movements effective on or before the day), the day's movements, the head (the chain's
 * last row effective on or before the day) and the chain's last row as read.
 */
export function readStatement(
  db: Database,
  user: AuthUser,
  importerId: number,
  date: string,
  keyFingerprint: string,
): Promise<StatementBody> {
  return db.transaction(
    async (tx) => {
      const importer = await visibleImporter(tx, user, importerId);
      const { rows: inventories } = await sql<Omit<StatementBody['inventories'][number], 'movements'>>`
        select i.id as inventory_id, i.storage_tank_id, st.number as storage_tank_number, st.product_id,
          p.name as product_name, i.is_active, coalesce(c.balance, 0) as balance,
          json_build_object('seq', coalesce(c.head_seq, 0), 'hash', coalesce(h.hash, ${GENESIS_HASH})) as head,
          json_build_object('seq', coalesce(c.read_seq, 0), 'hash', coalesce(r.hash, ${GENESIS_HASH})) as read_at
        from inventories i
        join storage_tanks st on st.id = i.storage_tank_id
        join products p on p.id = st.product_id
        left join lateral (
          select sum(m.quantity) filter (where m.effective_date <= ${date}::date) as balance,
            max(m.seq) filter (where m.effective_date <= ${date}::date) as head_seq,
            max(m.seq) as read_seq
          from ledger_movements m where m.inventory_id = i.id
        ) c on true
        left join ledger_movements h on h.inventory_id = i.id and h.seq = c.head_seq
        left join ledger_movements r on r.inventory_id = i.id and r.seq = c.read_seq
        where i.importer_id = ${importerId}
        order by st.number, i.id`.execute(tx.db);
      const { rows: movements } = await sql<LedgerRow>`
        select ${ROW} from ledger_movements m
        join inventories i on i.id = m.inventory_id
        where i.importer_id = ${importerId} and m.effective_date = ${date}::date
        order by m.inventory_id, m.seq`.execute(tx.db);
      return {
        format: STATEMENT_FORMAT,
        importer,
        asOf: date,
        generatedAt: await readAt(tx),
        keyFingerprint,
        inventories: inventories.map((inventory) => ({
          ...inventory,
          movements: movements.filter((m) => m.inventoryId === inventory.inventoryId),
        })),
      };
    },
    { isolation: 'repeatable read' },
  );
}

/** Every row of every chain of the importer's inventories, in chain order, from one snapshot. */
export function readLedgerExport(db: Database, user: AuthUser, importerId: number): Promise<LedgerExport> {
  return db.transaction(
    async (tx) => {
      const importer = await visibleImporter(tx, user, importerId);
      const inventories = await tx.db
        .selectFrom('inventories as i')
        .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
        .innerJoin('products as p', 'p.id', 'st.productId')
        .select(['i.id as inventoryId', 'st.number as storageTankNumber', 'p.name as productName'])
        .where('i.importerId', '=', importerId)
        .orderBy('st.number')
        .orderBy('i.id')
        .execute();
      const { rows } = await sql<LedgerRow>`
        select ${ROW} from ledger_movements m
        join inventories i on i.id = m.inventory_id
        where i.importer_id = ${importerId}
        order by m.inventory_id, m.seq`.execute(tx.db);
      const chains = Map.groupBy(rows, (row) => row.inventoryId);
      return {
        format: LEDGER_EXPORT_FORMAT,
        importer,
        generatedAt: await readAt(tx),
        inventories: inventories.map((inventory) => ({
          ...inventory,
          movements: chains.get(inventory.inventoryId) ?? [],
        })),
      };
    },
    { isolation: 'repeatable read' },
  );
}
