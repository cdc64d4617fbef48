import { DELIVERY_ORDER_PRIORITIES, PERMISSIONS, ROLES, STOCK_UPDATE_TYPES } from '../../codes.ts';
import { deliveryOrderWorkflow } from '../../workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from '../../workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../workflows/transfer-order.ts';
import { mapValues, textsOf } from './recordWords.ts';

// The record types' words (./recordWords.ts, from their declarations). Sentences about any record (the
// workflow runner's refusals, 'successfully approved') are built from them, so the French catalogue
// gives each record type its own words, in its own gender.

export const WORKFLOW_TEXTS = {
  StockUpdate: textsOf(stockUpdateWorkflow),
  StockTransfer: textsOf(stockTransferWorkflow),
  TransferOrder: textsOf(transferOrderWorkflow),
  DeliveryOrder: textsOf(deliveryOrderWorkflow),
  FillingAdviceNote: textsOf(fillingAdviceNoteWorkflow),
};

/** Sentences about a record of any type, from its words above. */
export const WORKFLOW_MESSAGES = {
  already: '%{This} is already %{word}.',
  notYours: 'You may not %{do} %{a} that is %{word}.',
  notWhile: '%{This} can not be %{past} while %{it} is %{state}.',
  cannot: '%{This} can not be %{past}: %{it} is %{word}.',
  notEditable: '%{This} can no longer be edited.',
  done: '%{Name} successfully %{past}.',
  fourEyes: 'Four-eyes rule: you %{eyes} this record, so another user must %{do} it.',
  eyes: { submitter: 'submitted', reviewer: 'reviewed' },
  actionInvalid: 'The action is not valid.',
  noAccess: 'You do not have access to this action.',
} as const;

const strings = <K extends string | number>(record: Record<K, string>) =>
  mapValues(record as Record<string, string>, (name) => name) as Record<`${K}`, string>;

/** The code tables' names (schemas/codes.ts) where the console shows them. */
export const CODE_TEXTS = {
  stockUpdateType: strings(STOCK_UPDATE_TYPES),
  priority: strings(DELIVERY_ORDER_PRIORITIES),
  permission: strings(PERMISSIONS),
  /** The roles' names as seeded (an administrator may rename one: a renamed role reads as typed). */
  role: mapValues(ROLES, (role) => role.name as string),
};
