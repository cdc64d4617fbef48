import type { Grant, Workflow } from './types.ts';

// Stock update request (spec part 1, points 3, 4 and 9; DESIGN.md section 4):
// New -> Review (10) -> Reviewed -> Approve (20) -> Approved; Cancel (30) from New or Reviewed.
// - The importer (R100 with P100, for its own importer) submits, edits while New, and may withdraw
//   (cancel) its request while it is New, before stock control has looked at it. Once Reviewed, only
//   stock control may cancel it.
// - Marketing / Stock Control (R600) reviews, approves and cancels.
// - Approval posts the lines to the ledger on the request's date, in the same transaction.
// - Documents: the importer and stock control while the request is open. Comments: anyone who sees it
//   (R100 of its importer, R500, R600) while it is open.

export type StockUpdateState = 'New' | 'Reviewed' | 'Approved' | 'Cancelled';
export type StockUpdateAction = 'Review' | 'Approve' | 'Cancel';

const importer: Grant = { role: 'R100', permission: 'P100' };
const stockControl: Grant = { role: 'R600' };

export const stockUpdateWorkflow: Workflow<StockUpdateState, StockUpdateAction> = {
  record: 'StockUpdate',
  label: 'stock update request',
  initial: 'New',
  states: {
    New: { code: 0, label: 'New', word: 'new', open: true, tile: true },
    Reviewed: { code: 10, label: 'Reviewed', word: 'reviewed', open: true, tile: true },
    Approved: { code: 20, label: 'Approved', word: 'approved', open: false, tile: true },
    Cancelled: { code: 30, label: 'Cancelled', word: 'cancelled', open: false, tile: false },
  },
  actions: {
    Review: {
      code: 10,
      name: 'Review',
      past: 'reviewed',
      transitions: { New: 'Reviewed' },
      grants: { New: [stockControl] },
      effects: [],
    },
    Approve: {
      code: 20,
      name: 'Approve',
      past: 'approved',
      transitions: { Reviewed: 'Approved' },
      grants: { Reviewed: [stockControl] },
      effects: ['postToLedger', 'notifySubmitter'],
    },
    Cancel: {
      code: 30,
      name: 'Cancel',
      past: 'cancelled',
      transitions: { New: 'Cancelled', Reviewed: 'Cancelled' },
      grants: { New: [stockControl, importer], Reviewed: [stockControl] },
      effects: ['notifySubmitter'],
    },
  },
  edit: { states: ['New'], grants: [importer] },
  documents: { states: ['New', 'Reviewed'], grants: [importer, stockControl] },
  comments: { states: ['New', 'Reviewed'] },
  flags: { isReviewable: 'Review', isApprovable: 'Approve', canCancel: 'Cancel' },
};
