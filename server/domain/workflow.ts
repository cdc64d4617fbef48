import { type RawBuilder, sql } from 'kysely';
import type { Message } from '../../schemas/i18n/message.ts';
import { msg } from '../../schemas/i18n/msg.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import {
  abilityRefusal,
  actionByCode,
  actionKeyOf,
  actionRefusal,
  fourEyesRefusal,
  granted,
  mayEverTake,
} from '../../schemas/workflows/engine.ts';
import type { ActionDeclaration, SystemTransition, Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { AuthUser } from './auth-user.ts';
import { fourEyesFor } from './four-eyes.ts';
import { recordHistory } from './history.ts';
import { type LedgerScope, lockLedger } from './ledger/index.ts';
import type { Mailer } from './mail.ts';

// The one runner of every declared workflow (schemas/workflows/): a record type binds its declaration
// to its table (lock, state write) and implements the effects the declaration names. Nothing else
// changes a record's state: users' actions go through runTransition, the transitions another record's
// effect enters (a note's issue fulfils its delivery orders) through runSystemTransitions.

export interface TransitionContext<S extends string, A extends string> {
  user: AuthUser;
  actionKey: A;
  /** The user's action, or a system transition (which has no code, grants or effects). */
  action: Pick<ActionDeclaration<S>, 'name' | 'past' | 'transitions'> & { code?: number };
  from: S;
  to: S;
  comment: string | null;
  /** The action's own inputs from the request (an approval's priority), validated by its route. */
  inputs: Readonly<Record<string, unknown>>;
  /** When it happens: now, except in the demo seed, which replays history. */
  at: Date;
  mailer: Mailer | null;
}

export type Effect<R, S extends string, A extends string> = (
  tx: Database,
  record: R,
  context: TransitionContext<S, A>,
) => Promise<void>;

export interface WorkflowBinding<
  R extends { id: number; status: string },
  S extends string,
  A extends string,
  Y extends string = never,
> {
  workflow: Workflow<S, A, Y>;
  /**
   * The ledger locks the action will need (its postings' inventories), taken before the record's row is
   * locked, as the lock order says (server/domain/ledger/locks.ts). Read without locks: it may be stale,
   * which costs at most a lock taken late.
   */
  ledgerScope?(tx: Database, id: number, action: A): Promise<LedgerScope>;
  /** The record locked FOR UPDATE, if this user may see it; undefined answers 404. */
  lockVisible(tx: Database, user: AuthUser, id: number): Promise<R | undefined>;
  /**
   * The user as the declaration's grants see them on this record, where the record type narrows them
   * (a stock transfer's receiving importer sees it but acts for its sender in nothing). Default: the user.
   */
  actor?(record: R, user: AuthUser): AuthUser;
  /** Writes the new state and the action's own stamps (reviewed at/by...). */
  setState(tx: Database, record: R, context: TransitionContext<S, A | Y>): Promise<void>;
  /** Every effect the declaration names, by name. */
  effects: Record<string, Effect<R, S, A>>;
}

/** Fails at start-up when a declaration names an effect its binding does not implement. */
export function bindWorkflow<
  R extends { id: number; status: string },
  S extends string,
  A extends string,
  Y extends string = never,
>(binding: WorkflowBinding<R, S, A, Y>): WorkflowBinding<R, S, A, Y> {
  for (const [key, action] of Object.entries<ActionDeclaration<S>>(binding.workflow.actions)) {
    for (const effect of action.effects) {
      if (!binding.effects[effect]) {
        throw new Error(
          `${binding.workflow.record}.${key} names effect ${effect}, which is not implemented.`,
        );
      }
    }
  }
  return binding;
}

export interface TransitionRequest {
  id: number;
  actionCode: number;
  user: AuthUser;
  comment?: string | null;
  inputs?: Readonly<Record<string, unknown>>;
  at?: Date;
  mailer?: Mailer | null;
}

/**
 * Runs one action in one transaction: checks the user may ever take it (403), locks the record if
 * visible (404), refuses a record that has moved on (400, 'This stock update request is already
 * approved.') or an action that is not the user's in this state (403) as the declaration says
 * (actionRefusal), or one the four-eyes setting gives other eyes (400, fourEyesRefusal), runs the
 * effects, writes the state and a history row. Concurrent attempts queue on
 * the row lock; the later ones find the new state.
 */
export async function runTransition<
  R extends { id: number; status: string },
  S extends string,
  A extends string,
  Y extends string = never,
>(
  db: Database,
  binding: WorkflowBinding<R, S, A, Y>,
  request: TransitionRequest,
): Promise<{ record: R; from: S; to: S; action: ActionDeclaration<S> }> {
  const { workflow } = binding;
  const found = actionByCode(workflow, request.actionCode);
  if (!found) throw badRequest(msg('workflow.actionInvalid'), { status: msg('workflow.actionInvalid') });
  const [actionKey, action] = found;
  if (!mayEverTake(action, request.user)) throw forbidden();
  return db.transaction(async (tx) => {
    if (binding.ledgerScope) await lockLedger(tx, await binding.ledgerScope(tx, request.id, actionKey));
    const record = await binding.lockVisible(tx, request.user, request.id);
    if (!record) throw notFound(recordWord(workflow, 'The'));
    const from = record.status as S;
    const actor = binding.actor?.(record, request.user) ?? request.user;
    const refusal =
      actionRefusal(workflow, action, from, actor) ??
      (action.otherEyes?.length
        ? fourEyesRefusal(workflow, action, await fourEyesFor(tx, workflow, record.id, from, request.user))
        : null);
    if (refusal) throw refuse(refusal);
    const to = action.transitions[from] as S;
    const context: TransitionContext<S, A> = {
      user: request.user,
      actionKey,
      action,
      from,
      to,
      comment: request.comment?.trim() || null,
      inputs: request.inputs ?? {},
      at: request.at ?? new Date(),
      mailer: request.mailer ?? null,
    };
    for (const effect of action.effects) await binding.effects[effect](tx, record, context);
    await binding.setState(tx, record, context);
    await recordHistory(tx, {
      recordType: workflow.record,
      recordId: record.id,
      action: action.name,
      actionCode: action.code,
      fromState: from,
      toState: to,
      userId: request.user.id,
      comment: context.comment,
      at: context.at,
    });
    return { record, from, to, action };
  });
}

export interface SystemTransitionRequest {
  /** Who caused it (the user whose action's effect this is). */
  user: AuthUser;
  at: Date;
  /** The history row's comment: what caused it ('Filling advice note #12 issued.'). */
  comment: string;
}

/**
 * Enters a system transition of the declaration (`Fulfil`) on these records, inside the transaction of
 * the action whose effect it is: each record locked FOR UPDATE in ascending id order (they must be
 * visible to the user), refused (400) unless the declaration leads there from its state, then its
 * state written by the binding, with a history row, as runTransition does for users' actions.
 */
export async function runSystemTransitions<
  R extends { id: number; status: string },
  S extends string,
  A extends string,
  Y extends string,
>(
  tx: Database,
  binding: WorkflowBinding<R, S, A, Y>,
  key: Y,
  ids: readonly number[],
  request: SystemTransitionRequest,
): Promise<R[]> {
  tx.assertTransaction();
  const { workflow } = binding;
  const transition = workflow.system?.[key] as SystemTransition<S> | undefined;
  if (!transition) throw new Error(`${workflow.record} declares no system transition ${key}.`);
  const records: R[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const record = await binding.lockVisible(tx, request.user, id);
    if (!record) throw notFound(recordWord(workflow, 'The'));
    const from = record.status as S;
    const to = transition.transitions[from];
    if (to === undefined) {
      const words = (...path: string[]) => recordWord(workflow, ...path);
      throw badRequest(
        msg('workflow.cannot', {
          This: words('This'),
          past: words('actions', key, 'past'),
          it: words('it'),
          word: words('states', from, 'word'),
        }),
      );
    }
    const context: TransitionContext<S, A | Y> = {
      user: request.user,
      actionKey: key,
      action: transition,
      from,
      to,
      comment: request.comment,
      inputs: {},
      at: request.at,
      mailer: null,
    };
    await binding.setState(tx, record, context);
    await recordHistory(tx, {
      recordType: workflow.record,
      recordId: record.id,
      action: transition.name,
      fromState: from,
      toState: to,
      userId: request.user.id,
      comment: request.comment,
      at: request.at,
    });
    records.push(record);
  }
  return records;
}

/** The stage code of a record from its status column, in SQL (-1 for a status the declaration lacks). */
export const stageOf = (workflow: Workflow, status: string): RawBuilder<number> =>
  sql<number>`(case ${sql.ref(status)} ${sql.join(
    Object.entries(workflow.states).map(([state, s]) => sql`when ${state} then ${s.code}::int`),
    sql` `,
  )} else -1 end)`;

const refuse = (refusal: { status: 400 | 403; message: Message }) =>
  refusal.status === 400 ? badRequest(refusal.message) : forbidden(refusal.message);

/** Refuses an ability (Update Tank) the declaration does not give this user in this state (400 or 403). */
export function assertAbility(workflow: Workflow, ability: string, state: string, user: AuthUser): void {
  const refusal = abilityRefusal(workflow, ability, state, user);
  if (refusal) throw refuse(refusal);
}

/** Refuses an edit the declaration does not allow: 400 once the record has moved on, 403 for the user. */
export function assertEditable(workflow: Workflow, state: string, user: AuthUser): void {
  if (!workflow.edit.states.includes(state))
    throw badRequest(msg('workflow.notEditable', { This: recordWord(workflow, 'This') }));
  if (!granted(workflow.edit.grants, user)) throw forbidden();
}

/** 'Stock update request successfully approved.': what a route answers after an action. */
export const doneMessage = <S extends string>(workflow: Workflow<S>, action: ActionDeclaration<S>): Message =>
  msg('workflow.done', {
    Name: recordWord(workflow, 'Name'),
    past: recordWord(workflow, 'actions', actionKeyOf(workflow, action), 'past'),
  });
