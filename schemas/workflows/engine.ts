import { hasPermission, hasRole, type TokenUser } from '../codes.ts';
import type { KeyValue } from '../dashboard.ts';
import type { ActionDeclaration, Grant, Workflow } from './types.ts';

// Pure readings of a workflow declaration, shared by the server (which enforces them) and anything
// that wants to explain them. Entity scope (an importer user acts only on its importer's records) is
// not here: the server checks visibility before it asks these.

type Caller = Pick<TokenUser, 'rCodes' | 'pCodes'>;

export const granted = (grants: readonly Grant[] | undefined, user: Caller): boolean =>
  !!grants?.some((g) => hasRole(user, g.role) && (!g.permission || hasPermission(user, g.permission)));

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

/** Does anybody hold the action in some state (used to tell 403 from 400)? */
export const mayEverTake = <S extends string>(action: ActionDeclaration<S>, user: Caller): boolean =>
  Object.values<readonly Grant[] | undefined>(action.grants).some((grants) => granted(grants, user));

const isFinal = <S extends string>(workflow: Workflow<S>, state: S) =>
  !Object.values<ActionDeclaration<S>>(workflow.actions).some((a) => a.transitions[state] !== undefined);

/**
 * Why the action can not be taken in this state (the record has moved on), or null when it can:
 * 'This stock update request is already approved.'
 */
export function stateRefusal<S extends string>(
  workflow: Workflow<S>,
  action: ActionDeclaration<S>,
  state: S,
): string | null {
  if (action.transitions[state] !== undefined) return null;
  const declared = workflow.states[state];
  const leadsHere = Object.values<S | undefined>(action.transitions).includes(state);
  if (leadsHere || isFinal(workflow, state)) return `This ${workflow.label} is already ${declared.word}.`;
  return `This ${workflow.label} can not be ${action.past} while it is ${declared.label}.`;
}

export interface RecordFlags {
  isEditable: boolean;
  canManageDocuments: boolean;
  canAddComment: boolean;
  [flag: string]: boolean;
}

/** The flags the spec sends with a record, for this user and state. */
export function workflowFlags<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  state: S,
  user: Caller,
): RecordFlags {
  const flags: RecordFlags = {
    isEditable: workflow.edit.states.includes(state) && granted(workflow.edit.grants, user),
    canManageDocuments: workflow.documents.states.includes(state) && granted(workflow.documents.grants, user),
    canAddComment: workflow.comments.states.includes(state),
  };
  for (const [flag, actionKey] of Object.entries(workflow.flags) as [string, A][]) {
    flags[flag] = canTake(workflow.actions[actionKey], state, user);
  }
  return flags;
}

/** The states as filter options: {key: code, value: label}. */
export const stageOptions = (workflow: Workflow): KeyValue[] =>
  Object.values(workflow.states).map((s) => ({ key: s.code, value: s.label }));

export const stateByCode = <S extends string>(workflow: Workflow<S>, code: number): S | undefined =>
  (Object.entries(workflow.states) as [S, { code: number }][]).find(([, s]) => s.code === code)?.[0];

/** States whose records are still open (pending totals, comments). */
export const openStates = <S extends string>(workflow: Workflow<S>): S[] =>
  (Object.entries(workflow.states) as [S, { open: boolean }][]).filter(([, s]) => s.open).map(([k]) => k);

/** The state codes (stage filters, tiles): the code table a stage is checked against. */
export const stateCodes = (workflow: Workflow): number[] => Object.values(workflow.states).map((s) => s.code);

/** The action codes (StatusUpdate status, Actions actionCode): the code table an action is checked against. */
export const actionCodes = (workflow: Workflow): number[] =>
  Object.values<ActionDeclaration<string>>(workflow.actions).map((a) => a.code);
