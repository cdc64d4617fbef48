import { sql } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '../../../schemas/audit.ts';
import type { Database } from '../../db/client.ts';
import { isoTime } from '../../db/sql-format.ts';

/** A page of the audit log, newest first, with the number of rows the filters match. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  let base = db.db.selectFrom('auditEvents as e').leftJoin('users as u', 'u.id', 'e.userId');
  if (query.userId) base = base.where('e.userId', '=', query.userId);
  if (query.kind) base = base.where('e.kind', '=', query.kind);
  if (query.recordType) base = base.where('e.recordType', '=', query.recordType);
  if (query.recordId) base = base.where('e.recordId', '=', query.recordId);
  // Dates are the server's calendar days, as the reports' date filters are.
  if (query.from) base = base.where(sql<boolean>`e.at >= ${query.from}::date`);
  if (query.to) base = base.where(sql<boolean>`e.at < ${query.to}::date + 1`);
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const page = query.pageNumber ?? 1;
  const rows = await base
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
    ])
    .orderBy('e.seq', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      kind: row.kind as AuditPage['rows'][number]['kind'],
    })),
  };
}
