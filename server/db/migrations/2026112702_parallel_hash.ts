import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The ledger's hash function is marked parallel safe, so that verifying every row's hash (verify.ts) is
// shared among PostgreSQL's parallel workers: at national scale (5 million movements) the hashing is
// most of the check. It is: a pure expression of its arguments (sha256, to_char, extract), writing
// nothing, reading no table. Posting calls it as before (the insert trigger); nothing else changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    alter function ledger_movement_hash(bigint, integer, integer, bigint, text, date, timestamptz, text,
      integer, integer, text) parallel safe;
  `,
  );
}
