import { sql } from 'kysely';
import type { LedgerProblem, LedgerVerification } from '../../../schemas/ledger.ts';
import type { Database } from '../../db/client.ts';

export type { LedgerProblem, LedgerVerification };

/**
 * Recomputes every inventory's hash chain in SQL with the same function the insert trigger uses, and
 * names each row whose content or link does not match (an edit made behind the application's back).
 */
export async function verifyLedger(db: Database): Promise<LedgerVerification> {
  const [checked, heads] = await Promise.all([
    sql<{
      id: number;
      inventoryId: number;
      seq: number;
      badContent: boolean;
      badLink: boolean;
      badSeq: boolean;
    }>`
      select * from (
        select id, inventory_id, seq,
          hash is distinct from ledger_movement_hash(id, inventory_id, seq, quantity, kind, effective_date,
            recorded_at, source_type, source_id, user_id, prev_hash) as bad_content,
          prev_hash is distinct from coalesce(lag(hash) over w, repeat('0', 64)) as bad_link,
          seq is distinct from row_number() over w as bad_seq
        from ledger_movements
        window w as (partition by inventory_id order by seq, id)
      ) c
      where bad_content or bad_link or bad_seq
      order by inventory_id, seq, id`.execute(db.db),
    sql<{ inventoryId: number; seq: number; hash: string; rows: number }>`
      select distinct on (inventory_id) inventory_id, seq, hash, count(*) over (partition by inventory_id) as rows
      from ledger_movements order by inventory_id, seq desc, id desc`.execute(db.db),
  ]);
  const problems = checked.rows.map((row) => {
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
  return {
    ok: problems.length === 0,
    rowsChecked: heads.rows.reduce((sum, h) => sum + Number(h.rows), 0),
    inventoriesChecked: heads.rows.length,
    problems,
    heads: heads.rows.map(({ inventoryId, seq, hash }) => ({ inventoryId, seq, hash })),
  };
}
