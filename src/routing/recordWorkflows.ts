import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';

/** Each record resource's workflow declaration: its routes' guards and its action rules come from it. */
export const RECORD_WORKFLOWS: Readonly<Record<string, Workflow>> = {
  'stock-updates': stockUpdateWorkflow,
  'stock-transfers': stockTransferWorkflow,
  'transfer-orders': transferOrderWorkflow,
  'delivery-orders': deliveryOrderWorkflow,
  'filling-advice-notes': fillingAdviceNoteWorkflow,
};

/** The roles of some grants (a route guard checks roles; the permission is the action's own check). */
export const rolesOf = (grants: Workflow['create']['grants']) => [...new Set(grants.map((g) => g.role))];
