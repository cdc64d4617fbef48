import { deliveryOrderWorkflow } from './delivery-order.ts';
import { fillingAdviceNoteWorkflow } from './filling-advice-note.ts';
import { stockTransferWorkflow } from './stock-transfer.ts';
import { stockUpdateWorkflow } from './stock-update.ts';
import { transferOrderWorkflow } from './transfer-order.ts';
import type { Workflow } from './types.ts';

/** Every record type's declaration, for what reads them all by record name (a history row's type). */
export const WORKFLOWS: readonly Workflow[] = [
  stockUpdateWorkflow,
  stockTransferWorkflow,
  transferOrderWorkflow,
  deliveryOrderWorkflow,
  fillingAdviceNoteWorkflow,
];

export const workflowOf = (record: string) => WORKFLOWS.find((w) => w.record === record);
