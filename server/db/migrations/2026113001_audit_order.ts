import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// The audit log's filters in its list's order (CONTRIBUTING.md lists them with their reason). GET Audit
// reads newest first: by time, then place in the chain. Its filters' indexes ended in id, and its date
// range had an index of its own, so at national scale (a row per record change, 17 million) a page sorted
// every row a filter matched, or walked the chain back from its end past every newer row (a month a year
// ago: 1.5 s). On (filter, at, seq) a page is a run of one index's entries, dates or not.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    drop index audit_events_user;
    drop index audit_events_kind;
    drop index audit_events_record;
    drop index audit_events_at;
    create index audit_events_user on audit_events (user_id, at, seq);
    create index audit_events_kind on audit_events (kind, at, seq);
    create index audit_events_record on audit_events (record_type, record_id, at, seq);
    create index audit_events_at on audit_events (at, seq);
  `,
  );
}
