import { ORDER_READERS } from './transfer-order.ts';
import type { Grant, StateDeclaration, Workflow } from './types.ts';

// Delivery order (spec part 2, points 2, 4 and 9; DESIGN.md sections 3 and 4): a distributor's lifting
// drawn on approved transfer orders, each line from a tank of the transfer orders' importer.
// New -> Review (5) -> Reviewed -> Approve (10, carries the priority) -> Approved -> Fulfilled, which the
// issue of its filling advice note enters (no user action does); Cancel (25) while it is not fulfilled.
// - The distributor (R300 with P300) or its agent (R1100 with P300), for its own distributor, creates the
//   order, edits it while New and may cancel it while New.
// - Operations (R200) reviews it.
// - Control Room (R400) assigns tanks (Update Tank), sets the priority and approves, and may cancel it
//   while it is not on an issued note: an issued note fulfils its orders, so until then.
// - Approval needs a tank on every line (the effect requireTanks) and sets the priority (setPriority).
// - Documents: the distributor side while open, and the role whose turn it is. Comments: anyone who sees
//   it (its distributor's users and agents, its importer's users, internal staff) while open.
// Progress codes are ours (the spec shows none): 0 New, 10 Reviewed, 20 Approved, 30 Fulfilled; a
// cancelled order keeps the stage it stopped at (40 only lets lists filter cancelled orders).

export type DeliveryOrderState = 'New' | 'Reviewed' | 'Approved' | 'Fulfilled' | 'Cancelled';
export type DeliveryOrderAction = 'Review' | 'Approve' | 'Cancel';
/** What another record enters: its note's issue fulfils it. */
export type DeliveryOrderSystem = 'Fulfil';

const distributor: Grant = { role: 'R300', permission: 'P300' };
const agent: Grant = { role: 'R1100', permission: 'P300' };
const operations: Grant = { role: 'R200' };
const controlRoom: Grant = { role: 'R400' };

const STATES: Record<DeliveryOrderState, StateDeclaration> = {
  New: { code: 0, label: 'New', word: 'new', open: true, tile: true },
  Reviewed: { code: 10, label: 'Reviewed', word: 'reviewed', open: true, tile: true },
  Approved: { code: 20, label: 'Approved', word: 'approved', open: true, tile: true },
  Fulfilled: { code: 30, label: 'Fulfilled', word: 'fulfilled', open: false, tile: true },
  Cancelled: { code: 40, label: 'Cancelled', word: 'cancelled', open: false, tile: false, keepsStage: true },
};

export const deliveryOrderWorkflow: Workflow<DeliveryOrderState, DeliveryOrderAction, DeliveryOrderSystem> = {
  record: 'DeliveryOrder',
  detailRoute: '/delivery-order-detail/:id',
  label: 'delivery order',
  readers: ORDER_READERS,
  create: { grants: [distributor, agent], for: 'distributor' },
  initial: 'New',
  states: STATES,
  actions: {
    Review: {
      code: 5,
      name: 'Review',
      past: 'reviewed',
      transitions: { New: 'Reviewed' },
      grants: { New: [operations] },
      effects: [],
    },
    Approve: {
      code: 10,
      name: 'Approve',
      past: 'approved',
      transitions: { Reviewed: 'Approved' },
      grants: { Reviewed: [controlRoom] },
      effects: ['requireTanks', 'setPriority'],
      otherEyes: ['submitter', 'reviewer'],
    },
    Cancel: {
      code: 25,
      name: 'Cancel',
      past: 'cancelled',
      withdraws: true,
      transitions: { New: 'Cancelled', Reviewed: 'Cancelled', Approved: 'Cancelled' },
      grants: { New: [distributor, agent, controlRoom], Reviewed: [controlRoom], Approved: [controlRoom] },
      effects: [],
    },
  },
  edit: { states: ['New'], grants: [distributor, agent] },
  documents: {
    states: ['New', 'Reviewed', 'Approved'],
    grants: {
      New: [distributor, agent, operations],
      Reviewed: [distributor, agent, controlRoom],
      Approved: [distributor, agent, controlRoom],
    },
  },
  comments: { states: ['New', 'Reviewed', 'Approved'] },
  flags: { isReviewable: 'Review', isApprovable: 'Approve', isCancellable: 'Cancel' },
  abilities: {
    // Update Tank: Control Room, until the order is fulfilled (its sales are then posted on the tanks).
    canUpdateInventory: { states: ['New', 'Reviewed', 'Approved'], grants: [controlRoom] },
  },
  // Fulfilled when its filling advice note is issued.
  system: { Fulfil: { name: 'Fulfil', past: 'fulfilled', transitions: { Approved: 'Fulfilled' } } },
};
