import { type RequestAction, type RequestState, reviewApproveWorkflow } from './review-approve.ts';

// Stock update request (spec part 1, points 3, 4 and 9; DESIGN.md section 4): the importers' request
// life cycle of ./review-approve.ts. Approval posts the lines to the ledger on the request's date.

export type StockUpdateState = RequestState;
export type StockUpdateAction = RequestAction;

export const stockUpdateWorkflow = reviewApproveWorkflow(
  'StockUpdate',
  'stock update request',
  '/stock-request/detail/:id',
);
