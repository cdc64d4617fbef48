import type { PermissionCode, RoleCode } from '../codes.ts';

// The format every record type with a life cycle is declared in (DESIGN.md section 4). A declaration
// is data, and the only source of who may do what with the record type: the server runs its
// transitions (server/domain/workflow.ts) and guards its routes with it, the record's flags and the
// dashboard's create flags come from it (./engine.ts), and the browser's route and action rules too
// (src/routing/routeAccess.ts). tests/api/rights walks every declaration x role x state against the
// server and the browser's rules.

/** Who may do something: a role, and the permission it must carry when given. */
export interface Grant {
  role: RoleCode;
  permission?: PermissionCode;
}

/** Who may do something in each state: the same grants everywhere, or per state (the stage's role). */
export type Grants<S extends string> = readonly Grant[] | Partial<Record<S, readonly Grant[]>>;

export interface StateDeclaration {
  /**
   * The stage code lists filter and dashboard tiles use (?stage={code}), and the record's progress.
   * Several states may share one: a transfer order reviewed at Operations is still at stage 0. The
   * stage is named by the first state declared with its code.
   */
  code: number;
  /** Shown as the record's status. */
  label: string;
  /** The state in a sentence: 'This stock update request is already {word}.' */
  word: string;
  /** Open records count in pending totals and accept comments, documents and actions. */
  open: boolean;
  /** Shown as a dashboard count tile. */
  tile: boolean;
  /**
   * The record stays at the stage it was at (a cancelled transfer order shows where it stopped): its
   * progress is the stage it left, and the state is no step of a progress bar.
   */
  keepsStage?: boolean;
}

export interface ActionDeclaration<S extends string> {
  /** The spec's action code (StatusUpdate status, TransferOrder/Actions actionCode). */
  code: number;
  /** The history row's action and the button: 'Review', 'Approve', 'Cancel'. */
  name: string;
  /** In a sentence: 'This stock update request can not be {past} while it is New.' */
  past: string;
  /** From-state to the state the action leads to; an action is possible only from these states. */
  transitions: Partial<Record<S, S>>;
  /** Who may take the action, per from-state. */
  grants: Partial<Record<S, readonly Grant[]>>;
  /** Named side effects the server runs in the same transaction (ledger postings, notifications). */
  effects: readonly string[];
  /**
   * A way out, not a step forward (Cancel): a record does not wait for whoever may take only this, so it
   * is left out of 'Waiting for me' and of the digests.
   */
  withdraws?: true;
  /**
   * Under the four-eyes setting (off by default), the record's earlier actors who may not take this
   * action: its submitter, and the user whose review brought it into its current state.
   */
  otherEyes?: readonly EarlierActor[];
}

/** An earlier actor of a record, as its history says (schemas/workflows/engine.ts, fourEyesRefusal). */
export type EarlierActor = 'submitter' | 'reviewer';

/**
 * A transition no user takes: another record's effect enters it (a filling advice note's issue fulfils
 * its delivery orders). The runner performs it like an action, with a history row.
 */
export interface SystemTransition<S extends string> {
  /** The history row's action: 'Fulfil'. */
  name: string;
  /** In a sentence: 'fulfilled'. */
  past: string;
  /** From-state to the state it leads to; from any other state it is refused. */
  transitions: Partial<Record<S, S>>;
}

export interface Workflow<S extends string = string, A extends string = string, Y extends string = string> {
  /** The record type: the API base path and the key of its history, comments and documents. */
  record: string;
  /** The record in a sentence: 'stock update request'. */
  label: string;
  /** The browser's address of a record ('/transfer-order-detail/:id'): its page, and mailed links to it. */
  detailRoute: string;
  /** The roles that may read records of this type at all (then each sees its own entities' only). */
  readers: readonly RoleCode[];
  /** Who may create a record (and ask what a new one can draw on), and for which entity of theirs. */
  create: { grants: readonly Grant[]; for: 'importer' | 'distributor' };
  initial: S;
  states: Record<S, StateDeclaration>;
  actions: Record<A, ActionDeclaration<S>>;
  /** Who may edit the record, and in which states. */
  edit: { states: readonly S[]; grants: readonly Grant[] };
  /** Who may upload documents, and in which states (deleting also needs being the uploader). */
  documents: { states: readonly S[]; grants: Grants<S> };
  /** In which states anyone who sees the record may comment. */
  comments: { states: readonly S[] };
  /** The spec's action flags of this record type: flag name -> action. */
  flags: Record<string, A>;
  /** Flags of things that are no transition (a delivery order's Update Tank): who, in which states. */
  abilities?: Record<string, { states: readonly S[]; grants: Grants<S> }>;
  /** Transitions other records' effects enter, by key: no user action takes them. */
  system?: Record<Y, SystemTransition<S>>;
}
