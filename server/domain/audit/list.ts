import { sql } from 'kysely';
import {
  AUDIT_COUNT_AHEAD,
  AUDIT_PAGE_SIZE,
  type AuditPage,
  type AuditQuery,
} from '../../../schemas/audit.ts';
import type { Database } from '../../db/client.ts';
import { isoTime } from '../../db/sql-format.ts';

/** The rows the filters keep (aliased e). */
function matching(db: Database, query: AuditQuery) {
  let rows = db.db.selectFrom('auditEvents as e');
  if (query.userId) rows = rows.where('e.userId', '=', query.userId);
  if (query.kind) rows = rows.where('e.kind', '=', query.kind);
  if (query.recordType) rows = rows.where('e.recordType', '=', query.recordType);
  if (query.recordId) rows = rows.where('e.recordId', '=', query.recordId);
  // Dates are the server's calendar days, as the reports' date filters are.
  if (query.from) rows = rows.where(sql<boolean>`e.at >= ${query.from}::date`);
  if (query.to) rows = rows.where(sql<boolean>`e.at < ${query.to}::date + 1`);
  return rows;
}

/**
 * A page of the audit log, newest first (by time, then place in the chain), with the number of rows the
 * filters match counted up to AUDIT_COUNT_AHEAD past the page, 'at least' beyond: at national scale the
 * log holds a row per record change, and counting 17 million took 1.6 s. The page's places in the chain
 * come first, from the filter's index alone (in the list's order: migration 2026113001), and only its 50
 * rows are read whole; past the last page, the count is read apart.
 */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const offset = ((query.pageNumber ?? 1) - 1) * AUDIT_PAGE_SIZE;
  const cap = offset + AUDIT_COUNT_AHEAD;
  const counted = db.db
    .selectFrom(
      matching(db, query)
        .select('e.seq')
        .limit(cap + 1)
        .as('m'),
    )
    .select(sql<number>`count(*)::int`.as('n'));
  const rows = await db.db
    .selectFrom(
      matching(db, query)
        .select(['e.at', 'e.seq'])
        .orderBy('e.at', 'desc')
        .orderBy('e.seq', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset(offset)
        .as('p'),
    )
    .innerJoin('auditEvents as e', 'e.seq', 'p.seq')
    .leftJoin('users as u', 'u.id', 'e.userId')
    .select([
      'e.id',
      'e.seq',
      isoTime('e.at').as('at'),
      'e.userId',
      'u.email as user',
      'e.role',
      'e.address',
      'e.kind',
      'e.recordType',
      'e.recordId',
      sql<string>`e.detail::text`.as('detail'),
      counted.as('counted'),
    ])
    .orderBy('p.at', 'desc')
    .orderBy('p.seq', 'desc')
    .execute();
  const n = rows.length ? rows[0].counted! : offset ? (await counted.executeTakeFirstOrThrow()).n : 0;
  return {
    total: Math.min(n, cap),
    totalIsLowerBound: n > cap,
    rows: rows.map(({ counted: _counted, ...row }) => ({
      ...row,
      id: Number(row.id),
      kind: row.kind as AuditPage['rows'][number]['kind'],
    })),
  };
}
