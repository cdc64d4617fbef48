import { sql } from 'kysely';
import type { RequestAction, RequestState } from '../../schemas/workflows/review-approve.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../db/client.ts';
import { isoTime } from '../db/sql-format.ts';
import { productMail } from './mail.ts';
import type { TransitionContext } from './workflow.ts';

// What the server does alike for every record type of the importers' request life cycle
// (schemas/workflows/review-approve.ts: stock updates, stock transfers): their tables share the
// state and step columns, their submitters hear of approvals and cancellations the same way.

type Context = TransitionContext<RequestState, RequestAction>;

/** The tables of request types; each has status and the reviewed/approved/cancelled at/by columns. */
export type RequestTable = 'stockUpdates' | 'stockTransfers';

const STEPS = {
  Review: { at: 'reviewedAt', by: 'reviewedBy' },
  Approve: { at: 'approvedAt', by: 'approvedBy' },
  Cancel: { at: 'cancelledAt', by: 'cancelledBy' },
} as const;

/** Writes the request's new state and the action's step: when, and by whom. */
export async function setRequestState(tx: Database, table: RequestTable, id: number, context: Context) {
  const step = STEPS[context.actionKey];
  await tx.db
    .updateTable(table)
    .set({ status: context.to, [step.at]: context.at, [step.by]: context.user.id })
    .where('id', '=', id)
    .execute();
}

export interface SubmittedRequest {
  id: number;
  submittedBy: number;
  referenceNumber: string | null;
}

/** Tells the submitter, after commit, what happened to its request ('... was approved by ...'). */
export async function notifySubmitter(
  tx: Database,
  workflow: Workflow,
  record: SubmittedRequest,
  context: Context,
) {
  const { mailer } = context;
  if (!mailer || record.submittedBy === context.user.id) return;
  const submitter = await tx.db
    .selectFrom('users')
    .select(['email', 'firstName', 'isActive'])
    .where('id', '=', record.submittedBy)
    .executeTakeFirst();
  if (!submitter?.isActive) return;
  const reference = record.referenceNumber ? ` (reference ${record.referenceNumber})` : '';
  const what = `${workflow.label} #${record.id}`;
  const paragraphs = [
    `Dear ${submitter.firstName},`,
    `Your ${what}${reference} was ${context.action.past} by ${context.user.firstName} ${context.user.lastName}.`,
    ...(context.comment ? [`Comment: ${context.comment}`] : []),
  ];
  const subject = `${what[0].toUpperCase()}${what.slice(1)} ${context.action.past}`;
  const mail = productMail(submitter.email, subject, paragraphs);
  tx.onCommit(() => mailer.send(mail));
}

/** The full name of the user whose id is in the column, or null: a correlated lookup. */
const nameOf = (column: string) =>
  sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.ref(column)})`;

/** The steps of the request row aliased `alias`: submitted, reviewed, approved and cancelled, when and by whom. */
export const requestSteps = (alias: string) =>
  [
    isoTime(`${alias}.submittedAt`).as('submittedDate'),
    sql<string>`${nameOf(`${alias}.submittedBy`)}`.as('submitter'),
    isoTime(`${alias}.reviewedAt`).as('reviewedDate'),
    nameOf(`${alias}.reviewedBy`).as('reviewedBy'),
    isoTime(`${alias}.approvedAt`).as('approvedDate'),
    nameOf(`${alias}.approvedBy`).as('approvedBy'),
    isoTime(`${alias}.cancelledAt`).as('cancelledDate'),
    nameOf(`${alias}.cancelledBy`).as('cancelledBy'),
  ] as const;
