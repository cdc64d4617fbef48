import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The audit log's hash function is marked parallel safe, as the ledger's is (2026112702), so that
// verifying every row's hash (audit/verify.ts) is shared among PostgreSQL's parallel workers: at national
// scale (17 million rows, a row per record change) the hashing took 100 of the check's 110 s. It is a
// pure expression of its arguments (sha256, convert_to, concat_ws, extract, jsonb's text), writing
// nothing, reading no table. The insert trigger calls it as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    alter function audit_event_hash(bigint, integer, timestamptz, integer, text, text, text, text, integer,
      jsonb, text) parallel safe;
  `,
  );
}
