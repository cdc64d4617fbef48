import { describe, expect, it } from 'vitest';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { fourEyesRefusal, needsOtherEyes, workflowFlags } from '../../../schemas/workflows/engine.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import { RECORD_WORKFLOWS } from '../../../src/routing/recordWorkflows.ts';
import { refusalInEnglish } from '../../helpers/english.ts';

// Issue 19, item 2: the four-eyes rule is read from the declarations, and the flags the browser shows
// buttons by leave out an approval the rule refuses.

const as = (role: string, ...permissions: string[]) => ({
  rCodes: { [role]: true },
  pCodes: Object.fromEntries(permissions.map((p) => [p, true])),
});
const REVIEWER = 7;
const SUBMITTER = 3;
const actors = { submitter: SUBMITTER, reviewer: REVIEWER };

/** Each record type with a review then an approval: its reviewed state, approver and approval flag. */
const CASES: [string, Workflow, string, ReturnType<typeof as>, string][] = [
  ['stock update', stockUpdateWorkflow as Workflow, 'Reviewed', as('R600'), 'isApprovable'],
  ['stock transfer', stockTransferWorkflow as Workflow, 'Reviewed', as('R600'), 'isApprovable'],
  ['delivery order', deliveryOrderWorkflow as Workflow, 'Reviewed', as('R400'), 'isApprovable'],
  [
    'transfer order at Finance',
    transferOrderWorkflow as Workflow,
    'FinanceReviewed',
    as('R700'),
    'canApprove',
  ],
];

describe('the four-eyes rule in the declarations', () => {
  it.each(CASES)(
    '%s: the approval flag is off for its reviewer and submitter, on for others',
    (_, workflow, state, approver, flag) => {
      expect(workflowFlags(workflow, state, approver)[flag]).toBe(true);
      expect(workflowFlags(workflow, state, approver, { userId: 99, actors })[flag]).toBe(true);
      expect(workflowFlags(workflow, state, approver, { userId: REVIEWER, actors })[flag]).toBe(false);
      expect(workflowFlags(workflow, state, approver, { userId: SUBMITTER, actors })[flag]).toBe(false);
      // The rule takes nothing else away (cancelling, for one).
      const others = Object.entries(workflowFlags(workflow, state, approver)).filter(([k]) => k !== flag);
      expect(
        Object.entries(workflowFlags(workflow, state, approver, { userId: REVIEWER, actors })).filter(
          ([k]) => k !== flag,
        ),
      ).toEqual(others);
    },
  );

  it('names who is refused, the submitter first', () => {
    const approve = stockUpdateWorkflow.actions.Approve;
    expect(
      refusalInEnglish(fourEyesRefusal(stockUpdateWorkflow, approve, { userId: REVIEWER, actors })),
    ).toEqual({
      status: 400,
      message: 'Four-eyes rule: you reviewed this record, so another user must approve it.',
    });
    expect(
      refusalInEnglish(
        fourEyesRefusal(stockUpdateWorkflow, approve, { userId: 5, actors: { submitter: 5, reviewer: 5 } }),
      ),
    ).toEqual({
      status: 400,
      message: 'Four-eyes rule: you submitted this record, so another user must approve it.',
    });
    expect(refusalInEnglish(fourEyesRefusal(stockUpdateWorkflow, approve, undefined))).toBeNull();
    expect(
      refusalInEnglish(
        fourEyesRefusal(stockUpdateWorkflow, stockUpdateWorkflow.actions.Review, {
          userId: SUBMITTER,
          actors,
        }),
      ),
    ).toBeNull();
  });

  it('covers every record type whose approval follows a review', () => {
    for (const [name, workflow] of Object.entries(RECORD_WORKFLOWS)) {
      const review = workflow.actions.Review;
      if (!review) continue;
      const reviewed = Object.values(review.transitions) as string[];
      for (const state of reviewed) expect(needsOtherEyes(workflow, state), `${name} ${state}`).toBe(true);
      expect(workflow.actions.Approve?.otherEyes, name).toEqual(['submitter', 'reviewer']);
    }
  });
});
