import type { RoleCode } from '../codes.ts';
import type { ActionDeclaration, Grant, StateDeclaration, Workflow } from './types.ts';

// Transfer order (spec part 1, points 2, 3, 4 and 9; DESIGN.md section 4): an importer sells a quantity
// of a product to a distributor, and the order climbs four approval stages:
//   0 Operations (R200) -> 10 Finance (R700) -> 20 Marketing (R600) -> 30 Control Room (R400)
// At each stage its role may Review (5), which records a review and keeps the order at the stage
// (Reviewed at Finance), and Approve (10), which moves it on to the next stage. Approval at Control Room
// leaves it at stage 30 as Approved, ready for delivery orders; it becomes Delivered (40) when fulfilled
// delivery orders cover it (the filling advice note issue moves it there).
// - The importer (R100 with P200, for its own importer) creates the order, edits it while it is at
//   Operations and not yet reviewed, and may cancel it while it is at Operations.
// - Cancel (20): the stage's role at its stage (Control Room also once Approved); never once a delivery
//   order on it is active (the effect refuseActiveDeliveryOrders). A cancelled order keeps its stage.
// - Documents: the importer while the order is open, and the stage's role at its stage. Comments: anyone
//   who sees it (its importer's users, its distributor's users and agents, internal staff) while open.
// The states are generated from the stage table below, so each stage reads the same way.

const importer: Grant = { role: 'R100', permission: 'P200' };

/** Who reads transfer orders (and delivery orders): everyone inside, importers, distributors and agents. */
export const ORDER_READERS: readonly RoleCode[] = [
  'R100',
  'R200',
  'R300',
  'R400',
  'R500',
  'R600',
  'R700',
  'R1100',
];

/** The approval stages in order: their state key, stage code (progress), name and role. */
const STAGES = [
  { key: 'Operations', code: 0, name: 'Operations', role: 'R200' },
  { key: 'Finance', code: 10, name: 'Finance', role: 'R700' },
  { key: 'Marketing', code: 20, name: 'Marketing', role: 'R600' },
  { key: 'ControlRoom', code: 30, name: 'Control Room', role: 'R400' },
] as const satisfies readonly { key: string; code: number; name: string; role: RoleCode }[];

type StageKey = (typeof STAGES)[number]['key'];
/** At a stage, waiting for its role (Finance), or reviewed there and waiting for approval (FinanceReviewed). */
type StageState = StageKey | `${StageKey}Reviewed`;
export type TransferOrderState = StageState | 'Approved' | 'Delivered' | 'Cancelled';
export type TransferOrderAction = 'Review' | 'Approve' | 'Cancel';
/** What another record enters: a filling advice note's issue delivers the orders it covers. */
export type TransferOrderSystem = 'Deliver';

/** A stage's two states: waiting for its role, and reviewed by it. */
const statesOf = (stage: (typeof STAGES)[number]): [StageState, StateDeclaration][] => [
  [stage.key, { code: stage.code, label: stage.name, word: `at ${stage.name}`, open: true, tile: true }],
  [
    `${stage.key}Reviewed`,
    {
      code: stage.code,
      label: `Reviewed at ${stage.name}`,
      word: `reviewed at ${stage.name}`,
      open: true,
      tile: true,
    },
  ],
];

/** Where Approve leads from a stage: the next stage, or Approved after the last. */
const nextOf = (index: number): TransferOrderState => STAGES[index + 1]?.key ?? 'Approved';

/** The same value for both states of every stage. */
const perStage = <T>(value: (stage: (typeof STAGES)[number], index: number) => T) =>
  Object.fromEntries(
    STAGES.flatMap((stage, index) => [
      [stage.key, value(stage, index)],
      [`${stage.key}Reviewed`, value(stage, index)],
    ]),
  ) as Record<StageState, T>;

const stageRole = (stage: (typeof STAGES)[number]): Grant => ({ role: stage.role });
const first = STAGES[0];
const last = STAGES[STAGES.length - 1];

/** Who may cancel: the stage's role, and the importer too while the order is at the first stage. */
const cancellers = (stage: (typeof STAGES)[number]): readonly Grant[] =>
  stage === first ? [stageRole(stage), importer] : [stageRole(stage)];

const review: ActionDeclaration<TransferOrderState> = {
  code: 5,
  name: 'Review',
  past: 'reviewed',
  transitions: Object.fromEntries(STAGES.map((stage) => [stage.key, `${stage.key}Reviewed`])),
  grants: Object.fromEntries(STAGES.map((stage) => [stage.key, [stageRole(stage)]])),
  effects: [],
};

const approve: ActionDeclaration<TransferOrderState> = {
  code: 10,
  name: 'Approve',
  past: 'approved',
  transitions: perStage((_, index) => nextOf(index)),
  grants: perStage((stage) => [stageRole(stage)]),
  effects: [],
  // Four-eyes (when set): who reviewed the order at this stage, or created it, may not approve it here.
  otherEyes: ['submitter', 'reviewer'],
};

const cancel: ActionDeclaration<TransferOrderState> = {
  code: 20,
  name: 'Cancel',
  past: 'cancelled',
  withdraws: true,
  transitions: { ...perStage(() => 'Cancelled' as const), Approved: 'Cancelled' },
  grants: { ...perStage(cancellers), Approved: [stageRole(last)] },
  effects: ['refuseActiveDeliveryOrders'],
};

const STATES = Object.fromEntries([
  ...STAGES.flatMap(statesOf),
  ['Approved', { code: last.code, label: 'Approved', word: 'approved', open: true, tile: true }],
  ['Delivered', { code: 40, label: 'Delivered', word: 'delivered', open: false, tile: true }],
  // Not a stage of the spec's (0 to 40): the code only lets lists filter cancelled orders.
  [
    'Cancelled',
    { code: 50, label: 'Cancelled', word: 'cancelled', open: false, tile: false, keepsStage: true },
  ],
]) as Record<TransferOrderState, StateDeclaration>;

const OPEN = (Object.keys(STATES) as TransferOrderState[]).filter((state) => STATES[state].open);

export const transferOrderWorkflow: Workflow<TransferOrderState, TransferOrderAction, TransferOrderSystem> = {
  record: 'TransferOrder',
  detailRoute: '/transfer-order-detail/:id',
  label: 'transfer order',
  readers: ORDER_READERS,
  create: { grants: [importer], for: 'importer' },
  initial: first.key,
  states: STATES,
  actions: { Review: review, Approve: approve, Cancel: cancel },
  edit: { states: [first.key], grants: [importer] },
  documents: {
    states: OPEN,
    grants: {
      ...perStage((stage) => [importer, stageRole(stage)]),
      Approved: [importer, stageRole(last)],
    },
  },
  comments: { states: OPEN },
  flags: { canReview: 'Review', canApprove: 'Approve', canCancel: 'Cancel' },
  // Delivered once fulfilled delivery orders cover it: a filling advice note's issue enters it.
  system: { Deliver: { name: 'Deliver', past: 'delivered', transitions: { Approved: 'Delivered' } } },
};
