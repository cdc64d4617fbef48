import { sql } from 'kysely';
import { waitingGrants } from '../../schemas/workflows/engine.ts';
import { workflowOf } from '../../schemas/workflows/index.ts';
import type { Grant } from '../../schemas/workflows/types.ts';
import type { Database } from '../db/client.ts';
import { loadAuthUser } from './auth-user.ts';
import type { HistoryEntry } from './history.ts';
import { type Mailer, productMail } from './mail.ts';
import { runEvery } from './periodic.ts';
import type { DefinedRecordType } from './record-types/define.ts';
import { waitingFor } from './record-types/waiting.ts';

// The mail side of 'Waiting for me' (issue 20, item 2). A record that reaches a step (a history row that
// leads to a state) makes a digest due, in the same transaction, for every active user whose role and
// permission the declaration names for a step forward from there, and who has not turned the mail off.
// A job sends the due digests of users whose last one went an hour ago or more: each lists what waits for
// them then, read as the dashboard reads it. Marks are rows, so nothing is sent for a change that rolls
// back, and the claim is one UPDATE, so two processes never send one digest twice.

/** The least time between two digests to one user. */
export const DIGEST_GAP_MINUTES = 60;
/** How many records a digest lists (the total counts all). */
const LISTED = 20;

/** SQL: the user row u holds one of the grants (its role, and the permission where one is named). */
const holdsOneOf = (grants: readonly Grant[]) =>
  sql.join(
    grants.map(
      (g) =>
        sql`(r.code = ${g.role}${
          g.permission
            ? sql` and exists (select 1 from user_permissions up join permissions p on p.id = up.permission_id
              where up.user_id = u.id and p.code = ${g.permission})`
            : sql``
        })`,
    ),
    sql` or `,
  );

/** Marks a digest due for whoever may take a step forward from the states these history rows lead to. */
export async function markWaiting(tx: Database, entries: readonly HistoryEntry[]): Promise<void> {
  for (const entry of entries) {
    if (!entry.toState) continue;
    const workflow = workflowOf(entry.recordType);
    const grants = workflow ? waitingGrants(workflow, entry.toState) : [];
    if (!grants.length) continue;
    await sql`
      insert into waiting_digests (user_id, due)
      select u.id, true from users u join roles r on r.id = u.role_id
      where u.is_active and u.mail_waiting and u.id <> ${entry.userId} and (${holdsOneOf(grants)})
      on conflict (user_id) do update set due = true where not waiting_digests.due`.execute(tx.db);
  }
}

/**
 * Sends the digests that are due and whose user's last went DIGEST_GAP_MINUTES ago or more: claims them
 * (one UPDATE), then mails each user what waits for them now; a user for whom nothing waits any more
 * gets nothing. Answers how many were sent.
 */
export async function sendDueDigests(
  db: Database,
  types: readonly DefinedRecordType[],
  mailer: Mailer,
  baseUrl: string,
  now = new Date(),
): Promise<number> {
  const { rows } = await sql<{ userId: number; previous: Date | null }>`
    with claimed as (
      select d.user_id, d.last_sent_at from waiting_digests d join users u on u.id = d.user_id
      where d.due and u.is_active and u.mail_waiting
        and (d.last_sent_at is null or d.last_sent_at <= ${now}::timestamptz - make_interval(mins => ${DIGEST_GAP_MINUTES}))
      for update of d skip locked)
    update waiting_digests d set due = false, last_sent_at = ${now}
    from claimed c where c.user_id = d.user_id
    returning d.user_id as "userId", c.last_sent_at as previous`.execute(db.db);
  let sent = 0;
  for (const { userId, previous } of rows) {
    const user = await loadAuthUser(db, userId);
    const waiting = user ? await waitingFor(db, user, types, LISTED) : null;
    if (!user || !waiting?.total) {
      // Nothing waits any more (another user took the step): no mail, so the hour has not begun.
      await db.db
        .updateTable('waitingDigests')
        .set({ lastSentAt: previous })
        .where('userId', '=', userId)
        .execute();
      continue;
    }
    const lines = waiting.records.map((row) => {
      const route = workflowOf(row.record)?.detailRoute ?? '';
      const name = `${row.label} ${row.number ?? `#${row.id}`}`;
      return `${name[0].toUpperCase()}${name.slice(1)} (${row.status}): ${baseUrl}${route.replace(':id', String(row.id))}`;
    });
    const more =
      waiting.total > waiting.records.length ? [`… and ${waiting.total - waiting.records.length} more.`] : [];
    await mailer.send(
      productMail(
        user.email,
        `${waiting.total} ${waiting.total === 1 ? 'record waits' : 'records wait'} for you`,
        [
          `Dear ${user.firstName},`,
          'These records wait for a step that is yours to take, oldest first:',
          ...lines,
          ...more,
          'You can turn these mails off on your profile.',
        ],
        { label: 'Open the console', url: `${baseUrl}/` },
      ),
    );
    sent += 1;
  }
  return sent;
}

/** Runs sendDueDigests every `seconds` until stopped (the server's job; errors are logged, not thrown). */
export function startDigestJob(
  db: Database,
  types: readonly DefinedRecordType[],
  mailer: Mailer,
  baseUrl: string,
  seconds: number,
  log: (error: unknown) => void,
): () => Promise<void> {
  return runEvery(seconds, () => sendDueDigests(db, types, mailer, baseUrl), log);
}
