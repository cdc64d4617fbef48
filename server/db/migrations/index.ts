import type { Migration } from 'kysely/migration';
import * as foundation from './2026112101_foundation.ts';
import * as ledger from './2026112105_ledger.ts';
import * as stockUpdates from './2026112106_stock_updates.ts';
import * as recordActivity from './2026112107_record_activity.ts';
import * as accountTokens from './2026112108_account_tokens.ts';
import * as quantityBounds from './2026112109_quantity_bounds.ts';
import * as ledgerSummaries from './2026112110_ledger_summaries.ts';
import * as transferOrders from './2026112112_transfer_orders.ts';
import * as stockTransfers from './2026112115_stock_transfers.ts';
import * as deliveryOrders from './2026112116_delivery_orders.ts';
import * as fillingAdviceNotes from './2026112117_filling_advice_notes.ts';
import * as schemaComments from './2026112118_schema_comments.ts';
import * as auditLog from './2026112401_audit_log.ts';
import * as waiting from './2026112402_waiting.ts';
import * as standardVolumes from './2026112501_standard_volumes.ts';
import * as documentContents from './2026112530_document_contents.ts';
import * as searchIndexes from './2026112531_search_indexes.ts';
import * as ledgerBalances from './2026112532_ledger_balances.ts';
import * as periodIndexes from './2026112533_period_indexes.ts';
import * as accessNotifications from './2026112534_access_notifications.ts';
import * as orderApprovals from './2026112701_order_approvals.ts';
import * as parallelHash from './2026112702_parallel_hash.ts';
import * as reconciliationSeals from './2026112801_reconciliation_seals.ts';
import * as reconciliationRunningSeals from './2026112901_reconciliation_running_seals.ts';
import * as ledgerDayIndex from './2026112902_ledger_day_index.ts';
import * as approvedOrders from './2026112903_approved_orders.ts';
import * as auditOrder from './2026113001_audit_order.ts';
import * as auditParallelHash from './2026113002_audit_parallel_hash.ts';

/** Every migration, in order. Names are timestamps so they sort as they were written. */
export const migrations: Record<string, Migration> = {
  '2026112101_foundation': foundation,
  '2026112105_ledger': ledger,
  '2026112106_stock_updates': stockUpdates,
  '2026112107_record_activity': recordActivity,
  '2026112108_account_tokens': accountTokens,
  '2026112109_quantity_bounds': quantityBounds,
  '2026112110_ledger_summaries': ledgerSummaries,
  '2026112112_transfer_orders': transferOrders,
  '2026112115_stock_transfers': stockTransfers,
  '2026112116_delivery_orders': deliveryOrders,
  '2026112117_filling_advice_notes': fillingAdviceNotes,
  '2026112118_schema_comments': schemaComments,
  '2026112401_audit_log': auditLog,
  '2026112402_waiting': waiting,
  '2026112501_standard_volumes': standardVolumes,
  '2026112530_document_contents': documentContents,
  '2026112531_search_indexes': searchIndexes,
  '2026112532_ledger_balances': ledgerBalances,
  '2026112533_period_indexes': periodIndexes,
  '2026112534_access_notifications': accessNotifications,
  '2026112701_order_approvals': orderApprovals,
  '2026112702_parallel_hash': parallelHash,
  '2026112801_reconciliation_seals': reconciliationSeals,
  '2026112901_reconciliation_running_seals': reconciliationRunningSeals,
  '2026112902_ledger_day_index': ledgerDayIndex,
  '2026112903_approved_orders': approvedOrders,
  '2026113001_audit_order': auditOrder,
  '2026113002_audit_parallel_hash': auditParallelHash,
};
