// The stock ledger (DESIGN.md section 5). Other modules import from here.
export {
  type BalanceFilters,
  balancesQuery,
  type InventoryBalance,
  inventoryBalances,
  type ProductAvailability,
  productAvailabilities,
  productAvailability,
} from './balances.ts';
export {
  assertAdjustedBalances,
  INVARIANT_MESSAGES,
  negativeBalances,
  shortOfAdjustedBalance,
} from './invariant.ts';
export { MOVEMENT_KINDS, type MovementKind, STOCK_UPDATE_MOVEMENTS } from './kinds.ts';
export { type LedgerScope, LOCK_SPACE, lockLedger } from './locks.ts';
export { type MovementWithBalance, movementsWithBalances } from './movements.ts';
export { openRecordsOn } from './pending.ts';
export { type MovementInput, type PostedMovement, postMovements } from './post.ts';
export { type LedgerSources, setLedgerSources } from './sources.ts';
export {
  rebuildSummaries,
  type SummaryBalance,
  type SummaryProblem,
  summaryBalances,
  summaryBalancesQuery,
  summaryProblems,
} from './summaries.ts';
export { type LedgerProblem, type LedgerVerification, verifyLedger } from './verify.ts';
