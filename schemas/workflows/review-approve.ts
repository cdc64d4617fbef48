import type { Grant, Workflow } from './types.ts';

// The life cycle importers' requests share (stock updates and stock transfers, spec parts 1 and 2;
// DESIGN.md section 4): New -> Review (10) -> Reviewed -> Approve (20) -> Approved; Cancel (30) from
// New or Reviewed.
// - The importer (R100 with P100) submits, edits while New, and may withdraw (cancel) its request while
//   it is New, before stock control has looked at it. Once Reviewed, only stock control may cancel it.
// - Marketing / Stock Control (R600) reviews, approves and cancels; under the four-eyes setting the
//   reviewer may not also approve, and the submitter never may (otherEyes).
// - Approval posts the request to the ledger in the same transaction (effect postToLedger), and the
//   submitter hears of approvals and cancellations (notifySubmitter).
// - Documents: the importer and stock control while the request is open. Comments: anyone who sees it
//   while it is open.

export type RequestState = 'New' | 'Reviewed' | 'Approved' | 'Cancelled';
export type RequestAction = 'Review' | 'Approve' | 'Cancel';

const importer: Grant = { role: 'R100', permission: 'P100' };
const stockControl: Grant = { role: 'R600' };

/** The declaration of one request type: its API record name and its name in a sentence. */
export function reviewApproveWorkflow(
  record: string,
  label: string,
  detailRoute: string,
): Workflow<RequestState, RequestAction> {
  return {
    record,
    label,
    detailRoute,
    readers: ['R100', 'R500', 'R600'],
    create: { grants: [importer], for: 'importer' },
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
        otherEyes: ['submitter', 'reviewer'],
      },
      Cancel: {
        code: 30,
        name: 'Cancel',
        past: 'cancelled',
        withdraws: true,
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
}
