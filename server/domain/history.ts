import type { Database } from '../db/client.ts';
import { RECORD_CHANGE, writeAudit } from './audit/write.ts';
import { markWaiting } from './waiting-digests.ts';

export interface HistoryEntry {
  recordType: string;
  recordId: number;
  /** 'Review', 'Approve', 'Cancel', 'Comment', 'Edit Comment', 'Delete Comment', 'Submit', 'Edit'... */
  action: string;
  actionCode?: number | null;
  fromState?: string | null;
  toState?: string | null;
  userId: number;
  comment?: string | null;
  at?: Date;
}

/** Appends one row to a record's history (inside the transaction of the change it describes). */
export const recordHistory = (tx: Database, entry: HistoryEntry): Promise<void> =>
  recordHistories(tx, [entry]);

/**
 * Appends rows to records' histories in one statement (one change that moves several records). A row
 * that leads to a state is where a record reaches a step: its waiting digests are marked here.
 */
export async function recordHistories(tx: Database, entries: HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.db
    .insertInto('recordHistory')
    .values(
      entries.map((entry) => ({
        recordType: entry.recordType,
        recordId: entry.recordId,
        action: entry.action,
        actionCode: entry.actionCode ?? null,
        fromState: entry.fromState ?? null,
        toState: entry.toState ?? null,
        userId: entry.userId,
        comment: entry.comment ?? null,
        ...(entry.at ? { at: entry.at } : {}),
      })),
    )
    .execute();
  // Every record change passes here, inside its transaction: the audit log hears of it once.
  await writeAudit(
    tx,
    entries.map((entry) => ({
      kind: RECORD_CHANGE,
      userId: entry.userId,
      recordType: entry.recordType,
      recordId: entry.recordId,
      detail: { action: entry.action, from: entry.fromState ?? null, to: entry.toState ?? null },
      ...(entry.at ? { at: entry.at } : {}),
    })),
  );
  await markWaiting(tx, entries);
}
