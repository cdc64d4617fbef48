import type { Database } from '../../db/client.ts';
import { currentAddress } from './context.ts';

/** What happened: sign-ins and -outs, passwords, administrative changes, record state changes. */
export type AuditKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'second-factor-sent'
  | 'second-factor-failed'
  | 'sign-out'
  | 'password-change'
  | 'password-reset'
  | 'admin-change'
  | 'record-change';

export interface AuditEvent {
  kind: AuditKind;
  userId: number | null;
  recordType?: string | null;
  recordId?: number | null;
  /** What was done, and for administrative changes the before and after: never a password or token. */
  detail?: Record<string, unknown>;
  at?: Date;
  /** Defaults to the current request's address. */
  address?: string | null;
}

/** The row every record history row writes beside it (history.ts); the bench's seed writes it too. */
export const RECORD_CHANGE: AuditKind = 'record-change';

const SECRET = /password|hash|token|secret/i;

/** Drops any field whose name says it holds a secret, at any depth: an audit row never holds one. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

/**
 * Appends audit rows inside the caller's transaction, so they commit or vanish with the change they
 * describe. The user's role is read here (as it is at the time); the insert trigger fills seq,
 * prev_hash and hash under the chain's lock.
 */
export async function writeAudit(tx: Database, events: AuditEvent[]): Promise<void> {
  tx.assertTransaction();
  if (!events.length) return;
  const userIds = [...new Set(events.flatMap((e) => (e.userId ? [e.userId] : [])))];
  const roles = new Map(
    userIds.length
      ? (
          await tx.db
            .selectFrom('users as u')
            .leftJoin('roles as r', 'r.id', 'u.roleId')
            .select(['u.id', 'r.code'])
            .where('u.id', 'in', userIds)
            .execute()
        ).map((row) => [row.id, row.code])
      : [],
  );
  const address = currentAddress();
  await tx.db
    .insertInto('auditEvents')
    .values(
      events.map((e) => ({
        kind: e.kind,
        userId: e.userId,
        role: (e.userId && roles.get(e.userId)) || null,
        address: e.address === undefined ? address : e.address,
        recordType: e.recordType ?? null,
        recordId: e.recordId ?? null,
        detail: JSON.stringify(withoutSecrets(e.detail ?? {})),
        ...(e.at ? { at: e.at } : {}),
      })),
    )
    .execute();
}
