import { sql } from 'kysely';
import type { LedgerProblem, LedgerVerification } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';
import { negativeBalances } from './invariant.ts';
import { summaryProblems } from './summaries.ts';

export type { LedgerProblem, LedgerVerification };

interface BadRow {
  id: number;
  inventoryId: number;
  seq: number;
  badContent: boolean;
  badLink: boolean;
  badSeq: boolean;
}

/**
 * Recomputes every inventory's hash chain in SQL with the same function the insert trigger uses, and
 * names each row whose content or link does not match (an edit made behind the application's back);
 * then checks the daily and monthly summaries against the movements, and that no inventory's balance
 * is below zero on any day (the ledger's invariant, invariant.ts). Its queries read one snapshot (a REPEATABLE READ transaction), so the rows checked, the problems and
 * the heads describe one moment however many postings commit meanwhile. (PGlite runs one transaction
 * at a time, so there it is one moment anyway.)
 */
export function verifyLedger(db: Database): Promise<LedgerVerification> {
  return db.transaction((tx) => verifySnapshot(tx), { isolation: 'repeatable read' });
}

async function verifySnapshot(db: Database): Promise<LedgerVerification> {
  const checked = await sql<{ rowsChecked: number; problems: BadRow[] }>`
      with checked as (
        select id, inventory_id, seq,
          hash is distinct from ledger_movement_hash(id, inventory_id, seq, quantity, kind, effective_date,
            recorded_at, source_type, source_id, user_id, prev_hash) as bad_content,
          prev_hash is distinct from coalesce(lag(hash) over w, repeat('0', 64)) as bad_link,
          seq is distinct from row_number() over w as bad_seq
        from ledger_movements
        window w as (partition by inventory_id order by seq, id)
      )
      select count(*) as rows_checked,
        coalesce(json_agg(json_build_object('id', id, 'inventoryId', inventory_id, 'seq', seq,
          'badContent', bad_content, 'badLink', bad_link, 'badSeq', bad_seq) order by inventory_id, seq, id)
          filter (where bad_content or bad_link or bad_seq), '[]'::json) as problems
      from checked`.execute(db.db);
  const heads = await sql<{ inventoryId: number; seq: number; hash: string }>`
    select distinct on (inventory_id) inventory_id, seq, hash
    from ledger_movements order by inventory_id, seq desc, id desc`.execute(db.db);
  const { rowsChecked, problems: bad } = checked.rows[0];
  const problems = bad.map((row) => {
    const problems: LedgerProblem['problems'] = [];
    if (row.badContent) problems.push('content');
    if (row.badLink) problems.push('link');
    if (row.badSeq) problems.push('sequence');
    const what = {
      content: 'its content does not match its hash',
      link: 'its link does not match the previous row',
      sequence: 'its place in the chain is wrong (a row is missing or moved)',
    };
    return {
      id: row.id,
      inventoryId: row.inventoryId,
      seq: row.seq,
      problems,
      message: `Movement ${row.id} (inventory ${row.inventoryId}, #${row.seq}): ${problems.map((p) => what[p]).join('; ')}.`,
    };
  });
  const summaries = await summaryProblems(db);
  const negatives = (await negativeBalances(db)).map((row) => ({
    ...row,
    message: `Inventory ${row.inventoryId} stands at ${row.balance} gallons on ${row.day}: a balance is never below zero.`,
  }));
  return {
    ok: problems.length === 0 && summaries.length === 0 && negatives.length === 0,
    rowsChecked,
    inventoriesChecked: heads.rows.length,
    problems,
    summaries,
    negativeBalances: negatives,
    heads: heads.rows.map(({ inventoryId, seq, hash }) => ({ inventoryId, seq, hash })),
  };
}
