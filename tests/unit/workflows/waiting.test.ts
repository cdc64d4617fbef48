import { describe, expect, it } from 'vitest';
import { ROLE_CODES, ROLES } from '../../../schemas/codes.ts';
import { waitingGrants, waitingStates } from '../../../schemas/workflows/engine.ts';
import { RECORD_WORKFLOWS } from '../../../src/routing/recordWorkflows.ts';

// 'Waiting for me' against the declarations, for every role holding every permission its role may carry:
// the states each role's records wait in, written out by hand from the spec's workflows. A declaration
// change that moves who waits shows here first.

const EXPECTED: Record<string, Record<string, string[]>> = {
  R100: {},
  R200: {
    'transfer-orders': ['Operations', 'OperationsReviewed'],
    'delivery-orders': ['New'],
  },
  R300: {},
  R400: {
    'transfer-orders': ['ControlRoom', 'ControlRoomReviewed'],
    'delivery-orders': ['Reviewed'],
    'filling-advice-notes': ['New'],
  },
  R500: {},
  R600: {
    'stock-updates': ['New', 'Reviewed'],
    'stock-transfers': ['New', 'Reviewed'],
    'transfer-orders': ['Marketing', 'MarketingReviewed'],
  },
  R700: { 'transfer-orders': ['Finance', 'FinanceReviewed'] },
  R1100: {},
};

const holding = (role: (typeof ROLE_CODES)[number]) => ({
  rCodes: { [role]: true },
  pCodes: Object.fromEntries(ROLES[role].permissions.map((p) => [p, true])),
});

describe('waiting for me, from the declarations', () => {
  it.each(ROLE_CODES)('%s: the states its records wait in', (role) => {
    const found = Object.fromEntries(
      Object.entries(RECORD_WORKFLOWS).flatMap(([resource, workflow]) => {
        const states = waitingStates(workflow, holding(role));
        return states.length ? [[resource, states]] : [];
      }),
    );
    expect(found).toEqual(EXPECTED[role]);
  });

  it('no record waits for a user who holds no role', () => {
    for (const workflow of Object.values(RECORD_WORKFLOWS))
      expect(waitingStates(workflow, { rCodes: {}, pCodes: {} })).toEqual([]);
  });

  it('names who a state waits for: the grants of the steps forward, never of Cancel', () => {
    const orders = RECORD_WORKFLOWS['transfer-orders'];
    expect(waitingGrants(orders, 'Operations')).toEqual([{ role: 'R200' }]);
    expect(waitingGrants(orders, 'Approved')).toEqual([]);
    expect(waitingGrants(RECORD_WORKFLOWS['stock-updates'], 'New')).toEqual([{ role: 'R600' }]);
  });
});
