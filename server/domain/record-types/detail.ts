import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { RecordComment, RecordDocument, Review } from '../../../schemas/records.ts';
import { type RecordFlags, workflowFlags } from '../../../schemas/workflows/engine.ts';
import type { Database } from '../../db/client.ts';
import { fullName, isoTime } from '../../db/sql-format.ts';
import type { AuthUser } from '../auth-user.ts';
import { earlierActors, type FourEyesRow, fourEyesOf, fourEyesOn } from '../four-eyes.ts';
import type { RecordType } from './define.ts';

// What every record's detail (GET X/{id}) shows alike, read in the detail's own statement (issue 23:
// a detail in one statement): its history as the spec's reviews, its comments and documents, and what the
// flags need beyond the state (the four-eyes setting and the record's earlier actors). The statement
// reads the rows; the flags that depend on the user (may this comment be edited, this document deleted,
// this action taken) are worked out here from them, by the workflow declaration's own rules.

/** The shared columns of a detail, for the record row aliased `alias` (with id and status). */
export function activityColumns(db: Database, type: RecordType, alias: string) {
  const id = sql<number>`${sql.ref(`${alias}.id`)}`;
  const record = type.workflow.record;
  const actors = earlierActors(type.workflow, id, sql<string>`${sql.ref(`${alias}.status`)}`);
  return [
    jsonArrayFrom(
      db.db
        .selectFrom('recordHistory as h')
        .innerJoin('users as u', 'u.id', 'h.userId')
        .where('h.recordType', '=', record)
        .where('h.recordId', '=', id)
        .select([
          'h.id',
          fullName('u').as('submitter'),
          'h.action as reviewAction',
          isoTime('h.at').as('date'),
        ])
        .select('h.comment')
        .orderBy('h.id'),
    ).as('reviews'),
    jsonArrayFrom(
      db.db
        .selectFrom('comments as c')
        .innerJoin('users as u', 'u.id', 'c.userId')
        .where('c.recordType', '=', record)
        .where('c.recordId', '=', id)
        .where('c.deletedAt', 'is', null)
        .select(['c.id', fullName('u').as('submitter'), 'c.text', isoTime('c.createdAt').as('submittedDate')])
        .select([sql<boolean>`c.edited_at is not null`.as('edited'), 'c.userId'])
        .orderBy('c.id'),
    ).as('comments'),
    jsonArrayFrom(
      db.db
        .selectFrom('documents as d')
        .innerJoin('users as u', 'u.id', 'd.uploadedBy')
        .where('d.recordType', '=', record)
        .where('d.recordId', '=', id)
        .where('d.deletedAt', 'is', null)
        .$if(!type.documents, (q) => q.where(sql<boolean>`false`))
        .select([
          'd.id',
          'd.title',
          isoTime('d.uploadedAt').as('uploadedDate'),
          fullName('u').as('uploadedBy'),
        ])
        .select('d.uploadedBy as uploaderId')
        .orderBy('d.id'),
    ).as('documents'),
    fourEyesOn().as('fourEyesOn'),
    actors.submitterId.as('submitterId'),
    actors.reviewerId.as('reviewerId'),
  ] as const;
}

/** The row the shared columns give (activityColumns). */
export interface ActivityRow extends FourEyesRow {
  status: string;
  reviews: Review[];
  comments: (Omit<RecordComment, 'isEditable' | 'isDeletable'> & { userId: number })[];
  documents: (Omit<RecordDocument, 'isDeletable'> & { uploaderId: number })[];
}

/**
 * The detail's shared parts for this user from its row, and the rest of the row (`record`): the
 * reviews; the comments, which only their author may change while the workflow takes comments; the
 * documents, which only their uploader may delete while the user may manage documents; and the spec's
 * flags, an action the four-eyes rule would refuse not offered. `actor` is the user as the grants see
 * them (transferActor), when it differs.
 */
export function activityOf<R extends ActivityRow>(
  type: RecordType,
  row: R,
  user: AuthUser,
  actor: AuthUser = user,
) {
  const { reviews, comments, documents, fourEyesOn, submitterId, reviewerId, ...record } = row;
  const { workflow } = type;
  const flags: RecordFlags = workflowFlags(
    workflow,
    row.status,
    actor,
    fourEyesOf(workflow, row.status, actor, { fourEyesOn, submitterId, reviewerId }),
  );
  const open = workflow.comments.states.includes(row.status);
  return {
    record,
    flags,
    reviews,
    comments: comments.map(({ userId, ...comment }): RecordComment => {
      const own = userId === user.id && open;
      return { ...comment, isEditable: own, isDeletable: own };
    }),
    documents: documents.map(
      ({ uploaderId, ...document }): RecordDocument => ({
        ...document,
        isDeletable: uploaderId === actor.id && flags.canManageDocuments,
      }),
    ),
  };
}
