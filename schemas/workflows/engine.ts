import { hasPermission, hasRole, type TokenUser } from '../codes.ts';
import type { KeyValue } from '../dashboard.ts';
import type { Message } from '../i18n/message.ts';
import { msg } from '../i18n/msg.ts';
import { recordWord } from '../i18n/words.ts';
import type { ActionDeclaration, EarlierActor, Grant, Grants, Workflow } from './types.ts';

// Pure readings of a workflow declaration, shared by the server (which enforces them) and anything
// that wants to explain them. Entity scope (an importer user acts only on its importer's records) is
// not here: the server checks visibility before it asks these.

type Caller = Pick<TokenUser, 'rCodes' | 'pCodes'>;

export const granted = (grants: readonly Grant[] | undefined, user: Caller): boolean =>
  !!grants?.some((g) => hasRole(user, g.role) && (!g.permission || hasPermission(user, g.permission)));

/** The grants that hold in a state, whether declared for every state or per state. */
export const grantsIn = <S extends string>(grants: Grants<S>, state: S): readonly Grant[] | undefined =>
  Array.isArray(grants) ? grants : (grants as Partial<Record<S, readonly Grant[]>>)[state];

/** Every grant of a per-state (or all-states) grant table: who holds it in some state. */
export const everyGrant = <S extends string>(grants: Grants<S>): readonly Grant[] =>
  Array.isArray(grants)
    ? grants
    : Object.values<readonly Grant[] | undefined>(grants as Partial<Record<S, readonly Grant[]>>).flatMap(
        (g) => g ?? [],
      );

/** Who may ever use an ability of the declaration (its route guard), in some state. */
export const abilityGrants = (workflow: Workflow, ability: string): readonly Grant[] => {
  const declared = workflow.abilities?.[ability];
  if (!declared) throw new Error(`${workflow.record} declares no ability ${ability}.`);
  return everyGrant(declared.grants);
};

/** May the user create a record of this type (its entity link aside)? */
export const canCreate = (workflow: Workflow, user: Caller): boolean => granted(workflow.create.grants, user);

/** The action with this code, or undefined. */
export function actionByCode<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  code: number,
): [A, ActionDeclaration<S>] | undefined {
  const entry = (Object.entries(workflow.actions) as [A, ActionDeclaration<S>][]).find(
    ([, action]) => action.code === code,
  );
  return entry;
}

/** May the user take the action on a record in this state? */
export const canTake = <S extends string>(action: ActionDeclaration<S>, state: S, user: Caller): boolean =>
  action.transitions[state] !== undefined && granted(action.grants[state], user);

/**
 * The states in which a record waits for this user ('Waiting for me'): those where the user may take an
 * action that moves the work forward (not one that only withdraws it, Cancel). Entity scope is the
 * caller's, as for every rule here: the server narrows it to the records the user sees.
 */
export const waitingStates = <S extends string, A extends string>(
  workflow: Workflow<S, A>,
  user: Caller,
): S[] =>
  (Object.keys(workflow.states) as S[]).filter((state) =>
    Object.values<ActionDeclaration<S>>(workflow.actions).some(
      (action) => !action.withdraws && canTake(action, state, user),
    ),
  );

/** Who a record in this state waits for: the grants of the actions that move it forward, each once. */
export function waitingGrants<S extends string>(workflow: Workflow<S>, state: S): Grant[] {
  const grants = Object.values<ActionDeclaration<S>>(workflow.actions).flatMap((action) =>
    !action.withdraws && action.transitions[state] !== undefined ? [...(action.grants[state] ?? [])] : [],
  );
  return grants.filter(
    (grant, i) => grants.findIndex((g) => g.role === grant.role && g.permission === grant.permission) === i,
  );
}

/** Does anybody hold the action in some state (used to tell 403 from 400)? */
export const mayEverTake = <S extends string>(action: ActionDeclaration<S>, user: Caller): boolean =>
  Object.values<readonly Grant[] | undefined>(action.grants).some((grants) => granted(grants, user));

const isFinal = <S extends string>(workflow: Workflow<S>, state: S) =>
  !Object.values<ActionDeclaration<S>>(workflow.actions).some((a) => a.transitions[state] !== undefined);

/** The states a record in `from` can still reach, by any actions (itself only through a cycle). */
export function reachableFrom<S extends string>(workflow: Workflow<S>, from: S): Set<S> {
  const seen = new Set<S>();
  const queue: S[] = [from];
  while (queue.length) {
    const state = queue.shift() as S;
    for (const action of Object.values<ActionDeclaration<S>>(workflow.actions)) {
      const next = action.transitions[state];
      if (next !== undefined && next !== state && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

export interface Refusal {
  /** 400: the record has moved on or the action does not apply to it; 403: it is not this user's to take. */
  status: 400 | 403;
  message: Message;
}

/** The record's words of schemas/i18n/en/workflows.ts: word(workflow, 'states', state, 'word'). */
const word = (workflow: Workflow, ...path: string[]) => recordWord(workflow, ...path);

/** The key an action is declared under (its words are filed by it). */
export const actionKeyOf = <S extends string>(workflow: Workflow<S>, action: ActionDeclaration<S>) =>
  Object.keys(workflow.actions).find((key) => workflow.actions[key] === action) ?? action.name;

/**
 * Why this user can not take the action on a record in this state, or null when they can. A record
 * that has moved on is a 400 the user can read ('This transfer order is already at Finance.'): the
 * action leads to this state, the state is final, or the user could take the action in a state the
 * record has since left (an approver who clicks on a page that another approver already moved on).
 * An action that does not apply here is a 400 too; one that does, but for other roles, is a 403.
 */
export function actionRefusal<S extends string>(
  workflow: Workflow<S>,
  action: ActionDeclaration<S>,
  state: S,
  user: Caller,
): Refusal | null {
  if (canTake(action, state, user)) return null;
  const key = actionKeyOf(workflow, action);
  const already: Refusal = {
    status: 400,
    message: msg('workflow.already', {
      This: word(workflow, 'This'),
      word: word(workflow, 'states', state, 'word'),
    }),
  };
  const movedOn = (Object.keys(action.transitions) as S[]).some(
    (from) => granted(action.grants[from], user) && reachableFrom(workflow, from).has(state),
  );
  if (action.transitions[state] !== undefined) {
    return movedOn
      ? already
      : {
          status: 403,
          message: msg('workflow.notYours', {
            do: word(workflow, 'actions', key, 'do'),
            a: word(workflow, 'a'),
            word: word(workflow, 'states', state, 'word'),
          }),
        };
  }
  const leadsHere = Object.values<S | undefined>(action.transitions).includes(state);
  if (leadsHere || movedOn || isFinal(workflow, state)) return already;
  return {
    status: 400,
    message: msg('workflow.notWhile', {
      This: word(workflow, 'This'),
      past: word(workflow, 'actions', key, 'past'),
      it: word(workflow, 'it'),
      state: word(workflow, 'states', state, 'label'),
    }),
  };
}

/**
 * Why this user can not use an ability (Update Tank) on a record in this state, or null when they can:
 * the same rule as actions, a record that has moved on is a 400, another role's ability a 403.
 */
export function abilityRefusal<S extends string>(
  workflow: Workflow<S>,
  ability: string,
  state: S,
  user: Caller,
): Refusal | null {
  const declared = workflow.abilities?.[ability];
  if (!declared) throw new Error(`${workflow.record} declares no ability ${ability}.`);
  if (!declared.states.includes(state))
    return {
      status: 400,
      message: msg('workflow.already', {
        This: word(workflow, 'This'),
        word: word(workflow, 'states', state, 'word'),
      }),
    };
  if (!granted(grantsIn(declared.grants, state), user))
    return { status: 403, message: msg('workflow.noAccess') };
  return null;
}

/** The four-eyes rule's inputs for one record, given only while the setting is on. */
export interface FourEyes {
  /** The user who would act. */
  userId: number;
  /** The record's earlier actors by what they did (absent or null: nobody yet). */
  actors: Partial<Record<EarlierActor, number | null>>;
}

/**
 * Why the four-eyes rule refuses this user the action (a 400 to read), or null: the action names the
 * record's earlier actors it needs other eyes than (otherEyes), the submitter checked first. Without
 * `eyes` (the setting is off) it never refuses.
 */
export function fourEyesRefusal<S extends string>(
  workflow: Workflow<S>,
  action: ActionDeclaration<S>,
  eyes: FourEyes | undefined,
): Refusal | null {
  if (!eyes) return null;
  const who = (['submitter', 'reviewer'] as const).find(
    (actor) => action.otherEyes?.includes(actor) && eyes.actors[actor] === eyes.userId,
  );
  if (!who) return null;
  return {
    status: 400,
    message: msg('workflow.fourEyes', {
      eyes: msg(`workflow.eyes.${who}`),
      do: word(workflow, 'actions', actionKeyOf(workflow, action), 'do'),
    }),
  };
}

/** Does some action of the declaration need other eyes from this state (so its earlier actors matter)? */
export const needsOtherEyes = <S extends string>(workflow: Workflow<S>, state: S): boolean =>
  Object.values<ActionDeclaration<S>>(workflow.actions).some(
    (action) => !!action.otherEyes?.length && action.transitions[state] !== undefined,
  );

export interface RecordFlags {
  isEditable: boolean;
  canManageDocuments: boolean;
  canAddComment: boolean;
  [flag: string]: boolean;
}

/**
 * The flags the spec sends with a record, for this user and state; with `eyes` (the four-eyes setting
 * is on) an action the rule refuses this user is not offered.
 */
export function workflowFlags<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  state: S,
  user: Caller,
  eyes?: FourEyes,
): RecordFlags {
  const flags: RecordFlags = {
    isEditable: workflow.edit.states.includes(state) && granted(workflow.edit.grants, user),
    canManageDocuments:
      workflow.documents.states.includes(state) && granted(grantsIn(workflow.documents.grants, state), user),
    canAddComment: workflow.comments.states.includes(state),
  };
  for (const [flag, actionKey] of Object.entries(workflow.flags) as [string, A][]) {
    const action = workflow.actions[actionKey];
    flags[flag] = canTake(action, state, user) && !fourEyesRefusal(workflow, action, eyes);
  }
  for (const [flag, ability] of Object.entries(workflow.abilities ?? {}) as [
    string,
    { states: readonly S[]; grants: Grants<S> },
  ][]) {
    flags[flag] = ability.states.includes(state) && granted(grantsIn(ability.grants, state), user);
  }
  return flags;
}

/** The stages as filter options, {key: code, value: name}, each code once (states may share one). */
export const stageOptions = (workflow: Workflow): KeyValue[] => {
  const stages = new Map<number, string>();
  for (const state of Object.values(workflow.states)) {
    if (!stages.has(state.code)) stages.set(state.code, state.label);
  }
  return [...stages].map(([key, value]) => ({ key, value }));
};

/** The steps of a progress bar: the stages a record passes through (not those it stops at). */
export const progressSteps = (workflow: Workflow): KeyValue[] =>
  stageOptions({
    ...workflow,
    states: Object.fromEntries(Object.entries(workflow.states).filter(([, s]) => !s.keepsStage)),
  });

/** A record's progress once it enters `to`: the state's stage, or where it was for a state that keeps it. */
export const progressAfter = <S extends string>(workflow: Workflow<S>, to: S, current: number): number =>
  workflow.states[to].keepsStage ? current : workflow.states[to].code;

/** The spec's status of a record with stages: its stage and its state in words ('Reviewed at Finance'). */
export const stageStatus = (workflow: Workflow, state: string, progress: number) => ({
  progress,
  value: workflow.states[state]?.label ?? state,
});

/** The states of a stage code (none for an unknown code). */
export const statesByCode = <S extends string>(workflow: Workflow<S>, code: number): S[] =>
  (Object.entries(workflow.states) as [S, { code: number }][])
    .filter(([, s]) => s.code === code)
    .map(([k]) => k);

/** States whose records are still open (pending totals, comments). */
export const openStates = <S extends string>(workflow: Workflow<S>): S[] =>
  (Object.entries(workflow.states) as [S, { open: boolean }][]).filter(([, s]) => s.open).map(([k]) => k);

/** Dashboard tiles from the records counted per stage: one per stage that shows as a tile, in order. */
export function stageTiles(
  workflow: Workflow,
  counts: readonly { stage: number; count: number }[],
): { name: string; count: number; stage: number; order: number }[] {
  const shown = stageOptions({
    ...workflow,
    states: Object.fromEntries(Object.entries(workflow.states).filter(([, s]) => s.tile)),
  });
  return shown.map(({ key, value }, order) => ({
    name: value,
    count: Number(counts.find((c) => c.stage === key)?.count ?? 0),
    stage: key,
    order,
  }));
}

/** The stage codes (stage filters, tiles): the code table a stage is checked against. */
export const stateCodes = (workflow: Workflow): number[] => stageOptions(workflow).map((s) => s.key);

/** The action codes (StatusUpdate status, Actions actionCode): the code table an action is checked against. */
export const actionCodes = (workflow: Workflow): number[] =>
  Object.values<ActionDeclaration<string>>(workflow.actions).map((a) => a.code);
