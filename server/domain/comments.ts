import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import type { Database } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { say } from '../i18n/index.ts';
import type { AuthUser } from './auth-user.ts';
import { recordHistory } from './history.ts';
import { lockVisibleRecord, type RecordType } from './record-types/define.ts';

// Comments on any record with a life cycle. Anyone who sees the record may comment while its workflow
// allows comments (its open states: stock updates New or Reviewed); only the author edits or deletes a comment, in the
// same states. Every change is a history row: Comment, Edit Comment, Delete Comment.

const open = (kind: RecordType, state: string) => kind.workflow.comments.states.includes(state);

/** Locks the record (FOR SHARE) and checks it is visible (404) and open to comments (400). */
async function openRecord(tx: Database, kind: RecordType, user: AuthUser, recordId: number) {
  const state = await lockVisibleRecord(tx, kind, user, recordId);
  if (!open(kind, state)) {
    const words = (...path: string[]) => recordWord(kind.workflow.record, ...path);
    throw badRequest(msg('comment.closed', { this: words('this'), word: words('states', state, 'word') }));
  }
}

/** The user's own live comment on the record, locked; 404 when there is none, 403 for someone else's. */
async function ownComment(
  tx: Database,
  kind: RecordType,
  user: AuthUser,
  recordId: number,
  commentId: number,
) {
  const comment = await tx.db
    .selectFrom('comments')
    .select(['id', 'userId'])
    .where('id', '=', commentId)
    .where('recordType', '=', kind.workflow.record)
    .where('recordId', '=', recordId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!comment) throw notFound(say('server.the.comment'));
  if (comment.userId !== user.id) throw forbidden(msg('comment.notAuthor'));
}

export async function addComment(
  db: Database,
  kind: RecordType,
  user: AuthUser,
  recordId: number,
  text: string,
) {
  await db.transaction(async (tx) => {
    await openRecord(tx, kind, user, recordId);
    await tx.db
      .insertInto('comments')
      .values({ recordType: kind.workflow.record, recordId, userId: user.id, text })
      .execute();
    await recordHistory(tx, {
      recordType: kind.workflow.record,
      recordId,
      action: 'Comment',
      userId: user.id,
      comment: text,
    });
  });
  return { message: msg('comment.added') };
}

export async function editComment(
  db: Database,
  kind: RecordType,
  user: AuthUser,
  recordId: number,
  commentId: number,
  text: string,
) {
  await db.transaction(async (tx) => {
    await openRecord(tx, kind, user, recordId);
    await ownComment(tx, kind, user, recordId, commentId);
    await tx.db
      .updateTable('comments')
      .set({ text, editedAt: new Date() })
      .where('id', '=', commentId)
      .execute();
    await recordHistory(tx, {
      recordType: kind.workflow.record,
      recordId,
      action: 'Edit Comment',
      userId: user.id,
      comment: text,
    });
  });
  return { message: msg('comment.edited') };
}

export async function deleteComment(
  db: Database,
  kind: RecordType,
  user: AuthUser,
  recordId: number,
  commentId: number,
) {
  await db.transaction(async (tx) => {
    await openRecord(tx, kind, user, recordId);
    await ownComment(tx, kind, user, recordId, commentId);
    await tx.db.updateTable('comments').set({ deletedAt: new Date() }).where('id', '=', commentId).execute();
    await recordHistory(tx, {
      recordType: kind.workflow.record,
      recordId,
      action: 'Delete Comment',
      userId: user.id,
    });
  });
  return { message: msg('comment.deleted') };
}
