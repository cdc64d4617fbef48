import { sql } from 'kysely';
import type { LedgerProblem, LedgerVerification } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';
import { type Beside, besideSnapshot } from '../../db/shared-snapshot.ts';
import { type ChainFlags, chainProblems, WHAT_IS_WRONG, withAltered } from '../chain-problems.ts';
import { oneSnapshotAtATime } from '../reuse.ts';
import { negativeBalances } from './invariant.ts';
import { summaryProblems } from './summaries.ts';

export type { LedgerProblem, LedgerVerification };

interface BadRow extends ChainFlags {
  id: number;
  inventoryId: number;
  seq: number;
}

/**
 * Recomputes every inventory's hash chain in SQL with the same function the insert trigger uses, and
 * names each row whose content or link does not match (an edit made behind the application's back);
 * then checks the daily and monthly summaries against the movements, and that no inventory's balance
 * is below zero on any day (the ledger's invariant, invariant.ts). Its queries read one snapshot (a
 * REPEATABLE READ transaction, and on PostgreSQL the transactions beside it that share its snapshot),
 * so the rows checked, the problems and the heads describe one moment however many postings commit
 * meanwhile. (PGlite runs one transaction at a time, so there it is one moment anyway.)
 */
export const verifyLedger: (db: Database) => Promise<LedgerVerification> = oneSnapshotAtATime(
  async (tx, outer) => verifySnapshot(tx, outer && (await besideSnapshot(outer, tx))),
);

/**
 * Stock Reconciliation's seals that differ from comparing again. Loaded when asked: the comparison
 * reads the record types, whose workflows post through this ledger, so a static import made a cycle (a
 * binding read before it was defined).
 */
async function sealProblemsOf(db: Database) {
  const { sealProblems } = await import('../reports/reconciliation-seals.ts');
  return sealProblems(db);
}

async function verifySnapshot(db: Database, beside: Beside | null): Promise<LedgerVerification> {
  // On PostgreSQL the summaries' and seals' checks run beside the chains', each on a connection of its
  // own in the same snapshot: at national scale (5 million movements) the chains took 40 s, the
  // summaries 37 and the seals 40, one after the other. Awaited below, where a failure is thrown.
  const besides = beside && { summaries: beside(summaryProblems), seals: beside(sealProblemsOf) };
  for (const started of Object.values(besides ?? {})) started.catch(() => undefined);
  // Each row's link and place in its inventory's chain: a window over every chain in order.
  const chained = await sql<{ rowsChecked: number; problems: BadRow[] }>`
      with checked as (
        select id, inventory_id, seq,
          prev_hash is distinct from coalesce(lag(hash) over w, repeat('0', 64)) as bad_link,
          seq is distinct from row_number() over w as bad_seq
        from ledger_movements
        window w as (partition by inventory_id order by seq, id)
      )
      select count(*) as rows_checked,
        coalesce(json_agg(json_build_object('id', id, 'inventoryId', inventory_id, 'seq', seq,
          'badContent', false, 'badLink', bad_link, 'badSeq', bad_seq))
          filter (where bad_link or bad_seq), '[]'::json) as problems
      from checked`.execute(db.db);
  // Each row's content against its hash, row by row apart from the window: PostgreSQL then shares the
  // scan and the hashing (most of the check's time) among parallel workers, the hash function being
  // parallel safe (migration 2026112702).
  const altered = await sql<{ id: number; inventoryId: number; seq: number }>`
    select id, inventory_id, seq from ledger_movements
    where hash is distinct from ledger_movement_hash(id, inventory_id, seq, quantity, kind, effective_date,
      recorded_at, source_type, source_id, user_id, prev_hash)`.execute(db.db);
  // Each chain's last row, one probe of its (inventory_id, seq) key per inventory.
  const heads = await sql<{ inventoryId: number; seq: number; hash: string }>`
    select i.id as inventory_id, h.seq, h.hash from inventories i
    cross join lateral (select m.seq, m.hash from ledger_movements m where m.inventory_id = i.id
      order by m.seq desc limit 1) h
    order by i.id`.execute(db.db);
  const { rowsChecked } = chained.rows[0];
  const problems = withAltered(chained.rows[0].problems, altered.rows)
    .sort((a, b) => a.inventoryId - b.inventoryId || a.seq - b.seq || a.id - b.id)
    .map((row) => {
      const problems: LedgerProblem['problems'] = chainProblems(row);
      return {
        id: row.id,
        inventoryId: row.inventoryId,
        seq: row.seq,
        problems,
        message: `Movement ${row.id} (inventory ${row.inventoryId}, #${row.seq}): ${problems.map((p) => WHAT_IS_WRONG[p]).join('; ')}.`,
      };
    });
  const negatives = (await negativeBalances(db)).map((row) => ({
    ...row,
    message: `Inventory ${row.inventoryId} stands at ${row.balance} gallons on ${row.day}: a balance is never below zero.`,
  }));
  const summaries = await (besides?.summaries ?? summaryProblems(db));
  const seals = await (besides?.seals ?? sealProblemsOf(db));
  return {
    ok: problems.length === 0 && summaries.length === 0 && seals.length === 0 && negatives.length === 0,
    rowsChecked,
    inventoriesChecked: heads.rows.length,
    problems,
    summaries,
    seals,
    negativeBalances: negatives,
    heads: heads.rows.map(({ inventoryId, seq, hash }) => ({ inventoryId, seq, hash })),
  };
}
