// What a ledger movement can be, and how each stock update type moves stock (DESIGN.md section 5).

export const MOVEMENT_KINDS = [
  'shipment',
  'overage',
  'shortage',
  'overnight_difference',
  'loading_difference',
  'transfer_in',
  'transfer_out',
  'sale',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The pending total an open record's line counts in (the spec's pending*Total fields). */
export type PendingTerm =
  | 'incomingTransfers'
  | 'shipments'
  | 'overages'
  | 'shortages'
  | 'outgoingTransfers'
  | 'trackingOrders';

/**
 * Stock update types (spec: Shipment 0, Shortage Adjustment 1, Overage Adjustment 2, Overnight
 * Differences 3, Loading Differences 4): the movement kind and sign an approval posts, and the pending
 * total an open request counts in. Overnight and loading differences are losses, like shortages.
 */
export const STOCK_UPDATE_MOVEMENTS: Record<
  number,
  { kind: MovementKind; sign: 1 | -1; pending: PendingTerm }
> = {
  0: { kind: 'shipment', sign: 1, pending: 'shipments' },
  1: { kind: 'shortage', sign: -1, pending: 'shortages' },
  2: { kind: 'overage', sign: 1, pending: 'overages' },
  3: { kind: 'overnight_difference', sign: -1, pending: 'shortages' },
  4: { kind: 'loading_difference', sign: -1, pending: 'shortages' },
};

/**
 * A stock transfer's two ends: the movement kind and sign its approval posts on the origin (from) and
 * the destination (to), and the pending total an open transfer counts in at each.
 */
export const TRANSFER_MOVEMENTS = {
  from: { kind: 'transfer_out', sign: -1, pending: 'outgoingTransfers' },
  to: { kind: 'transfer_in', sign: 1, pending: 'incomingTransfers' },
} as const satisfies Record<TransferEnd, { kind: MovementKind; sign: 1 | -1; pending: PendingTerm }>;
export type TransferEnd = 'from' | 'to';
export const TRANSFER_ENDS = Object.keys(TRANSFER_MOVEMENTS) as TransferEnd[];
