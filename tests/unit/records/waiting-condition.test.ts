import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../schemas/codes.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import { waitingCondition } from '../../../server/domain/record-types/waiting.ts';
import { compileOnly, recordingDatabase, statementUser } from '../helpers/compile-only.ts';

// The 'waiting for me' condition (record-types/waiting.ts) names its states as literals, not values: a
// generic plan then knows how few records wait in them. With the states as values, the dashboard's
// waiting statements took 117 to 409 ms with a generic plan at scale 1, where planned with the values
// 1.8 to 7 ms; with literals, 2.3 to 12.2 ms either way.

const controlRoom = statementUser({
  id: 7,
  rCodes: { R400: true },
  pCodes: Object.fromEntries(ROLES.R400.permissions.map((p) => [p, true])),
});

describe('waitingCondition', () => {
  it.each([false, true])('names its states as literals (four-eyes rule on: %s)', async (fourEyes) => {
    const { db } = recordingDatabase(() => [{ enabled: fourEyes }]);
    const condition = await waitingCondition(db, transferOrderWorkflow, controlRoom, 'r');
    const { sql: text, parameters } = sql`select r.id from transfer_orders r where ${condition}`.compile(
      compileOnly,
    );
    expect(text).toContain(`"r"."status" in ('ControlRoom', 'ControlRoomReviewed')`);
    for (const state of Object.keys(transferOrderWorkflow.states)) expect(parameters).not.toContain(state);
    if (fourEyes) expect(text).toContain(`("r"."status" = 'ControlRoomReviewed' and exists`);
  });
});
