import { type RequestAction, type RequestState, reviewApproveWorkflow } from './review-approve.ts';

// Stock transfer (spec part 2, points 2, 5 and 9; DESIGN.md sections 4 and 5): stock moved from one
// inventory (the origin) to another of the same product (the destination), which may be another
// importer's. The importers' request life cycle of ./review-approve.ts, where "the importer" is the
// origin's: it submits, edits while New and may withdraw while New. The destination's importer reads the
// transfer and comments on it, but acts for the sender in nothing (server/domain/stock-transfers/
// access.ts narrows its grants). Approval posts a transfer-out on the origin and a transfer-in on the
// destination, on the transfer's date, in the same transaction.

export type StockTransferState = RequestState;
export type StockTransferAction = RequestAction;

export const stockTransferWorkflow = reviewApproveWorkflow(
  'StockTransfer',
  'stock transfer request',
  '/stock-transfer/detail/:id',
);
