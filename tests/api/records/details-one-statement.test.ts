import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../../schemas/workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from '../../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import type { Database } from '../../../server/db/client.ts';
import { type AuthUser, loadAuthUser } from '../../../server/domain/auth-user.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import {
  deliveryOrderBefore,
  noteBefore,
  stockTransferBefore,
  stockUpdateBefore,
  transferOrderBefore,
} from '../../helpers/details-before.ts';
import { multipart, PDF } from '../../helpers/multipart.ts';
import { ROLE_USERS } from '../master-data/roles.ts';

// Issue 23, item 3: GET X/{id} reads a record's detail in one statement. For demo records in every
// state of every record type, as users of every side, with the four-eyes rule off and on, the answer
// must equal what the detail answered before, read a query per part (tests/helpers/details-before.ts),
// to the field.

type Before = (db: Database, user: AuthUser, id: number) => Promise<unknown>;
const TYPES: [Workflow, string, Before][] = [
  [stockUpdateWorkflow, 'stock_updates', stockUpdateBefore],
  [stockTransferWorkflow, 'stock_transfers', stockTransferBefore],
  [transferOrderWorkflow, 'transfer_orders', transferOrderBefore],
  [deliveryOrderWorkflow, 'delivery_orders', deliveryOrderBefore],
  [fillingAdviceNoteWorkflow, 'filling_advice_notes', noteBefore],
];
/** Every side: staff who act at the stages, an importer, a distributor and its agent. */
const ROLES: RoleCode[] = ['R500', 'R100', 'R200', 'R300', 'R400', 'R600', 'R1100'];

let t: TestApp;
const users = new Map<RoleCode, { user: AuthUser; call: ReturnType<typeof caller> }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const token = await signIn(t.app, ROLE_USERS[role]);
    const row = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ROLE_USERS[role])
      .executeTakeFirstOrThrow();
    users.set(role, { user: (await loadAuthUser(t.db, row.id))!, call: caller(t.app, token) });
  }
  // Documents and comments of several authors, so their flags differ between readers.
  const importer = users.get('R100')!.call;
  const orders = await t.db.db
    .selectFrom('transferOrders')
    .select('id')
    .where('status', '=', 'Operations')
    .orderBy('id')
    .execute();
  for (const { id } of orders) {
    const body = multipart(
      { entityId: String(id), entityType: '1', title: `Proforma ${id}` },
      { name: 'p.pdf', data: PDF },
    );
    await importer('POST', 'Document', body.payload, body.headers);
    await importer('POST', 'TransferOrder/Comments', { entityId: id, text: 'Invoice attached.' });
  }
}, 120_000);
afterAll(() => t.close());

async function compareAll() {
  let compared = 0;
  for (const [workflow, table, before] of TYPES) {
    const path = workflow.record;
    // Up to two records in each state (the first and the last made, so a state's fresh and old records
    // alike): every state's flags, parts and names, at a fraction of every record's time.
    const { rows } = await sql<{
      id: number;
    }>`select id from (select id, row_number() over (partition by status
        order by id) as first, row_number() over (partition by status order by id desc) as last
      from ${sql.table(table)}) r where first = 1 or last = 1 order by id`.execute(t.db.db);
    for (const { id } of rows) {
      // A role that does not read the record type is refused by the route, before any read.
      for (const role of ROLES.filter((r) => workflow.readers.includes(r))) {
        const { user, call } = users.get(role)!;
        const response = await call('GET', `${path}/${id}`);
        const expected = await before(t.db, user, id);
        if (expected === null) {
          expect(response.statusCode, `${path}/${id} as ${role}`).toBe(404);
        } else {
          expect(response.statusCode, `${path}/${id} as ${role}`).toBe(200);
          expect(response.json(), `${path}/${id} as ${role}`).toEqual(JSON.parse(JSON.stringify(expected)));
          compared += 1;
        }
      }
    }
  }
  return compared;
}

describe('GET X/{id} in one statement', () => {
  it('answers demo records in every state, to every reader, as the multi-query read did', async () => {
    expect(await compareAll()).toBeGreaterThan(150);
  }, 180_000);

  it('and so with the four-eyes rule on, which takes approvals from submitters and reviewers', async () => {
    const admin = users.get('R500')!.call;
    expect((await admin('PUT', 'Setting/FourEyes', { enabled: true })).statusCode).toBe(200);
    try {
      expect(await compareAll()).toBeGreaterThan(150);
    } finally {
      await admin('PUT', 'Setting/FourEyes', { enabled: false });
    }
  }, 180_000);
});
