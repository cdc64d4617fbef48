import type { RoleCode } from '../../../schemas/codes.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { ActionDeclaration, Workflow } from '../../../schemas/workflows/types.ts';

// The states, stage codes, actions and roles the national history writes, read from the workflow
// declarations (schemas/workflows/), so the seeded records are in the states and carry the history rows
// the workflow runner itself would have written. A declaration that no longer has a step the seed
// writes fails here, loudly, rather than seeding records no workflow could reach.

function step<S extends string>(workflow: Workflow<S>, action: ActionDeclaration<S>, from: S) {
  const to = action.transitions[from];
  if (to === undefined) throw new Error(`${workflow.record}: ${action.name} leads nowhere from ${from}.`);
  const role = action.grants[from]?.[0]?.role;
  if (!role) throw new Error(`${workflow.record}: nobody may ${action.name} from ${from}.`);
  return { from, to, code: action.code, name: action.name, role };
}

const code = <S extends string>(workflow: Workflow<S>, state: S) => workflow.states[state].code;

/** A transfer order's approval stages in order (Operations ... Control Room), from the declaration. */
function transferOrderStages() {
  const { actions, initial } = transferOrderWorkflow;
  const stages = [];
  let state = initial;
  while (actions.Review.transitions[state] !== undefined) {
    const review = step(transferOrderWorkflow, actions.Review, state);
    const approve = step(transferOrderWorkflow, actions.Approve, state);
    stages.push({ state, reviewed: review.to, code: code(transferOrderWorkflow, state), role: approve.role });
    state = approve.to;
  }
  return { stages, approved: state };
}

const to = transferOrderStages();
const toDelivered = transferOrderWorkflow.system?.Deliver?.transitions[to.approved];
if (!toDelivered) throw new Error('TransferOrder: Deliver leads nowhere from Approved.');

const d = deliveryOrderWorkflow;
const doReview = step(d, d.actions.Review, d.initial);
const doApprove = step(d, d.actions.Approve, doReview.to);
const doCancel = step(d, d.actions.Cancel, doReview.to);
const doFulfilled = d.system?.Fulfil?.transitions[doApprove.to];
if (!doFulfilled) throw new Error('DeliveryOrder: Fulfil leads nowhere from Approved.');

const n = fillingAdviceNoteWorkflow;
const su = stockUpdateWorkflow;
const suReview = step(su, su.actions.Review, su.initial);

export const NAMES = {
  transferOrder: {
    record: transferOrderWorkflow.record,
    initial: transferOrderWorkflow.initial,
    stages: to.stages,
    approved: to.approved,
    approvedCode: code(transferOrderWorkflow, to.approved),
    delivered: toDelivered,
    deliveredCode: code(transferOrderWorkflow, toDelivered),
    review: transferOrderWorkflow.actions.Review,
    approve: transferOrderWorkflow.actions.Approve,
    cancel: transferOrderWorkflow.actions.Cancel,
    cancelled: transferOrderWorkflow.actions.Cancel.transitions[transferOrderWorkflow.initial] as string,
    deliver: transferOrderWorkflow.system?.Deliver?.name ?? 'Deliver',
  },
  deliveryOrder: {
    record: d.record,
    initial: d.initial,
    initialCode: code(d, d.initial),
    review: doReview,
    reviewedCode: code(d, doReview.to),
    approve: doApprove,
    approvedCode: code(d, doApprove.to),
    cancel: doCancel,
    fulfilled: doFulfilled,
    fulfilledCode: code(d, doFulfilled),
    fulfil: d.system?.Fulfil?.name ?? 'Fulfil',
  },
  note: {
    record: n.record,
    initial: n.initial,
    issue: step(n, n.actions.Issue, n.initial),
    cancel: step(n, n.actions.Cancel, n.initial),
  },
  /** Stock updates and stock transfers share the request life cycle (review-approve.ts). */
  request: {
    initial: su.initial,
    review: suReview,
    approve: step(su, su.actions.Approve, suReview.to),
    cancelNew: step(su, su.actions.Cancel, su.initial),
    cancelReviewed: step(su, su.actions.Cancel, suReview.to),
  },
} as const;

/** The roles whose users take the seeded steps: the stage roles, Control Room, Operations, stock control. */
export const SEED_ROLES: readonly RoleCode[] = [
  ...new Set<RoleCode>([
    ...to.stages.map((s) => s.role as RoleCode),
    doReview.role as RoleCode,
    doApprove.role as RoleCode,
    NAMES.note.issue.role as RoleCode,
    suReview.role as RoleCode,
  ]),
];
