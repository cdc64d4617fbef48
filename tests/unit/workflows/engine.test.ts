import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  grantsIn,
  progressAfter,
  progressSteps,
  stageOptions,
  stageTiles,
  statesByCode,
  workflowFlags,
} from '../../../schemas/workflows/engine.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow as orders } from '../../../schemas/workflows/transfer-order.ts';
import { refusalInEnglish } from '../../helpers/english.ts';

const as = (role: string, ...permissions: string[]) => ({
  rCodes: { [role]: true },
  pCodes: Object.fromEntries(permissions.map((p) => [p, true])),
});
const importer = as('R100', 'P200');
const operations = as('R200');
const finance = as('R700');
const marketing = as('R600');
const controlRoom = as('R400');
const distributor = as('R300', 'P300', 'P400');
const { Review, Approve, Cancel } = orders.actions;

describe('the transfer order workflow', () => {
  it('climbs Operations, Finance, Marketing and Control Room by each stage role, then is Approved at 30', () => {
    const approvers = [operations, finance, marketing, controlRoom];
    const stages = ['Operations', 'Finance', 'Marketing', 'ControlRoom'] as const;
    const path = [...stages, 'Approved'] as const;
    for (const [i, from] of stages.entries()) {
      expect(Approve.transitions[from]).toBe(path[i + 1]);
      expect(Approve.transitions[`${from}Reviewed` as const]).toBe(path[i + 1]);
      expect(Review.transitions[from]).toBe(`${from}Reviewed`);
      for (const [j, user] of approvers.entries()) {
        expect(workflowFlags(orders, from, user).canApprove, `${j} at ${from}`).toBe(i === j);
        expect(workflowFlags(orders, from, user).canReview, `${j} at ${from}`).toBe(i === j);
      }
      // A review keeps the order at its stage.
      expect(orders.states[`${from}Reviewed` as const].code).toBe(orders.states[from].code);
    }
    expect(orders.states.Approved.code).toBe(30);
    expect(orders.states.Delivered.code).toBe(40);
  });

  it('lets the importer edit only while at Operations and not reviewed, and cancel only at Operations', () => {
    expect(workflowFlags(orders, 'Operations', importer)).toMatchObject({
      isEditable: true,
      canCancel: true,
    });
    expect(workflowFlags(orders, 'OperationsReviewed', importer)).toMatchObject({
      isEditable: false,
      canCancel: true,
      canReview: false,
      canApprove: false,
    });
    expect(workflowFlags(orders, 'Finance', importer).canCancel).toBe(false);
    expect(workflowFlags(orders, 'Finance', finance).canCancel).toBe(true);
    expect(workflowFlags(orders, 'Approved', controlRoom)).toMatchObject({
      canCancel: true,
      canApprove: false,
    });
    expect(workflowFlags(orders, 'Delivered', controlRoom).canCancel).toBe(false);
  });

  it('gives a distributor nothing to do but comment while open', () => {
    for (const state of Object.keys(orders.states) as (keyof typeof orders.states)[]) {
      const flags = workflowFlags(orders, state, distributor);
      expect(flags.canReview || flags.canApprove || flags.canCancel || flags.isEditable).toBe(false);
      expect(flags.canManageDocuments).toBe(false);
      expect(flags.canAddComment).toBe(orders.states[state].open);
    }
  });

  it("lets documents be managed by the importer and the stage's role at its stage only", () => {
    expect(grantsIn(orders.documents.grants, 'Finance')?.map((g) => g.role)).toEqual(['R100', 'R700']);
    expect(workflowFlags(orders, 'Finance', finance).canManageDocuments).toBe(true);
    expect(workflowFlags(orders, 'Finance', operations).canManageDocuments).toBe(false);
    expect(workflowFlags(orders, 'Cancelled', importer).canManageDocuments).toBe(false);
  });
});

describe('actionRefusal', () => {
  it("answers 403 for an action that is another stage role's: Finance approving at Operations", () => {
    expect(refusalInEnglish(actionRefusal(orders, Approve, 'Operations', finance))).toEqual({
      status: 403,
      message: 'You may not approve a transfer order that is at Operations.',
    });
  });

  it('answers 400 naming where the order is when it moved on from where the user could act', () => {
    expect(refusalInEnglish(actionRefusal(orders, Approve, 'Finance', operations))?.message).toBe(
      'This transfer order is already at Finance.',
    );
    expect(refusalInEnglish(actionRefusal(orders, Approve, 'Finance', operations))?.status).toBe(400);
    expect(refusalInEnglish(actionRefusal(orders, Cancel, 'MarketingReviewed', importer))).toEqual({
      status: 400,
      message: 'This transfer order is already reviewed at Marketing.',
    });
    expect(refusalInEnglish(actionRefusal(orders, Review, 'FinanceReviewed', finance))?.message).toBe(
      'This transfer order is already reviewed at Finance.',
    );
    expect(refusalInEnglish(actionRefusal(orders, Approve, 'Approved', controlRoom))?.message).toBe(
      'This transfer order is already approved.',
    );
    expect(refusalInEnglish(actionRefusal(orders, Approve, 'Cancelled', marketing))?.message).toBe(
      'This transfer order is already cancelled.',
    );
    expect(refusalInEnglish(actionRefusal(orders, Approve, 'Finance', finance))).toBeNull();
  });

  it('keeps the stock update rules: approving a New request is not possible yet, the importer is late', () => {
    const stock = stockUpdateWorkflow.actions;
    expect(
      refusalInEnglish(actionRefusal(stockUpdateWorkflow, stock.Approve, 'New', as('R600')))?.message,
    ).toBe('This stock update request can not be approved while it is New.');
    expect(
      refusalInEnglish(actionRefusal(stockUpdateWorkflow, stock.Cancel, 'Reviewed', as('R100', 'P100'))),
    ).toEqual({
      status: 400,
      message: 'This stock update request is already reviewed.',
    });
    expect(
      refusalInEnglish(actionRefusal(stockUpdateWorkflow, stock.Review, 'New', as('R100', 'P100')))?.status,
    ).toBe(403);
  });
});

describe('stages shared by several states', () => {
  it('lists each stage once, named by its first state, and the steps a record passes through', () => {
    expect(stageOptions(orders)).toEqual([
      { key: 0, value: 'Operations' },
      { key: 10, value: 'Finance' },
      { key: 20, value: 'Marketing' },
      { key: 30, value: 'Control Room' },
      { key: 40, value: 'Delivered' },
      { key: 50, value: 'Cancelled' },
    ]);
    expect(progressSteps(orders).map((s) => s.value)).toEqual([
      'Operations',
      'Finance',
      'Marketing',
      'Control Room',
      'Delivered',
    ]);
    expect(statesByCode(orders, 30)).toEqual(['ControlRoom', 'ControlRoomReviewed', 'Approved']);
    expect(statesByCode(orders, 35)).toEqual([]);
    expect(stageOptions(stockUpdateWorkflow).map((s) => s.key)).toEqual([0, 10, 20, 30]);
  });

  it('keeps a cancelled order at the stage it stopped at, and moves the others to their stage', () => {
    expect(progressAfter(orders, 'Cancelled', 20)).toBe(20);
    expect(progressAfter(orders, 'Marketing', 10)).toBe(20);
    expect(progressAfter(orders, 'Approved', 30)).toBe(30);
  });

  it('makes one tile per shown stage from counts per stage', () => {
    expect(
      stageTiles(orders, [
        { stage: 30, count: 7 },
        { stage: 0, count: 2 },
        { stage: 50, count: 4 },
      ]),
    ).toEqual([
      { name: 'Operations', count: 2, stage: 0, order: 0 },
      { name: 'Finance', count: 0, stage: 10, order: 1 },
      { name: 'Marketing', count: 0, stage: 20, order: 2 },
      { name: 'Control Room', count: 7, stage: 30, order: 3 },
      { name: 'Delivered', count: 0, stage: 40, order: 4 },
    ]);
  });
});
