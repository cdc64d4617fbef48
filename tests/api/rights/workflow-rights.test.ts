import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { dashboardSettings } from '../../../schemas/dashboard.ts';
import { canTake, workflowFlags } from '../../../schemas/workflows/engine.ts';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import { DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { type AuthUser, loadAuthUser } from '../../../server/domain/auth-user.ts';
import { deliveryOrderBinding } from '../../../server/domain/delivery-orders/workflow.ts';
import { fillingAdviceNoteBinding } from '../../../server/domain/filling-advice-notes/workflow.ts';
import { stockTransferBinding } from '../../../server/domain/stock-transfers/workflow.ts';
import { stockUpdateBinding } from '../../../server/domain/stock-updates/workflow.ts';
import { transferOrderBinding } from '../../../server/domain/transfer-orders/workflow.ts';
import { runTransition, type WorkflowBinding } from '../../../server/domain/workflow.ts';
import { HttpError } from '../../../server/errors.ts';
import { ROUTES } from '../../../src/routes.ts';
import { canAccess, canOpenRoute } from '../../../src/routing/routeAccess.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

// Who may do what with each record type, written out by hand from the spec: the expectation the
// declarations (schemas/workflows/) are held to. The server (route guards and the workflow runner),
// the browser's rules (routes, canAccess) and the dashboard's create flags are all derived from the
// declarations; each is walked here against this table, every record type x role x state, so a grant
// changed in a declaration fails here, where the expectation is written.

const ROLES: RoleCode[] = ['R100', 'R200', 'R300', 'R400', 'R500', 'R600', 'R700', 'R1100'];
type Cells = Record<string, readonly RoleCode[]>;
interface Expected {
  create: readonly RoleCode[];
  /** The dashboard's create flag. */
  flag:
    | 'canCreateStockUpdates'
    | 'canCreateStockTransfers'
    | 'canCreateTranfersOrders'
    | 'canCreateDeliveryOrders'
    | 'canCreateFan';
  /** The browser resource and the API path a new record is posted to. */
  resource: string;
  post: string;
  edit: Cells;
  /** action -> state -> the roles that may take it there (any other state or role: refused). */
  actions: Record<string, Cells>;
  abilities: Record<string, Cells>;
}

const request = (post: string, resource: string, flag: Expected['flag']) => ({
  create: ['R100'] as const,
  flag,
  resource,
  post,
  edit: { New: ['R100'] } as Cells,
  actions: {
    Review: { New: ['R600'] },
    Approve: { Reviewed: ['R600'] },
    Cancel: { New: ['R100', 'R600'], Reviewed: ['R600'] },
  } as Record<string, Cells>,
  abilities: {},
});

const stages = [
  ['Operations', 'R200'],
  ['Finance', 'R700'],
  ['Marketing', 'R600'],
  ['ControlRoom', 'R400'],
] as const;
const perStage = (cells: (role: RoleCode, stage: string) => readonly RoleCode[], reviewed = true): Cells =>
  Object.fromEntries(
    stages.flatMap(([stage, role]) => [
      [stage, cells(role, stage)],
      ...(reviewed ? [[`${stage}Reviewed`, cells(role, stage)]] : []),
    ]),
  );

const EXPECTED: Record<string, Expected> = {
  StockUpdate: request('StockUpdate', 'stock-updates', 'canCreateStockUpdates'),
  StockTransfer: request('StockTransfer', 'stock-transfers', 'canCreateStockTransfers'),
  TransferOrder: {
    create: ['R100'],
    flag: 'canCreateTranfersOrders',
    resource: 'transfer-orders',
    post: 'TransferOrder',
    edit: { Operations: ['R100'] },
    actions: {
      Review: perStage((role) => [role], false),
      Approve: perStage((role) => [role]),
      Cancel: {
        ...perStage((role, stage) => (stage === 'Operations' ? [role, 'R100'] : [role])),
        Approved: ['R400'],
      },
    },
    abilities: {},
  },
  DeliveryOrder: {
    create: ['R300', 'R1100'],
    flag: 'canCreateDeliveryOrders',
    resource: 'delivery-orders',
    post: 'DeliveryOrder',
    edit: { New: ['R300', 'R1100'] },
    actions: {
      Review: { New: ['R200'] },
      Approve: { Reviewed: ['R400'] },
      Cancel: { New: ['R300', 'R1100', 'R400'], Reviewed: ['R400'], Approved: ['R400'] },
    },
    abilities: { canUpdateInventory: { New: ['R400'], Reviewed: ['R400'], Approved: ['R400'] } },
  },
  FillingAdviceNote: {
    create: ['R300'],
    flag: 'canCreateFan',
    resource: 'filling-advice-notes',
    post: 'FillingAdviceNote',
    edit: { New: ['R300'] },
    actions: { Issue: { New: ['R400'] }, Cancel: { New: ['R400'] } },
    abilities: { canPrint: { Issued: ['R400'] } },
  },
};

// biome-ignore lint/suspicious/noExplicitAny: the bindings differ in their record types
type AnyBinding = WorkflowBinding<any, any, any, any>;
const BINDINGS: AnyBinding[] = [
  stockUpdateBinding,
  stockTransferBinding,
  transferOrderBinding,
  deliveryOrderBinding,
  fillingAdviceNoteBinding,
];

let t: TestApp;
const users = {} as Record<RoleCode, AuthUser>;
const tokens = {} as Record<RoleCode, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const email = DEMO_USER_BY_ROLE[role];
    const { id } = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    users[role] = (await loadAuthUser(t.db, id))!;
    tokens[role] = await signIn(t.app, email);
  }
});
afterAll(() => t.close());

const allowed = (cells: Cells | undefined, state: string, role: RoleCode) => !!cells?.[state]?.includes(role);

describe('the workflow declarations against the written table', () => {
  it('covers every record type, action and ability, and no more', () => {
    expect(BINDINGS.map((b) => b.workflow.record).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const { workflow } of BINDINGS) {
      const expected = EXPECTED[workflow.record];
      expect(Object.keys(workflow.actions).sort(), workflow.record).toEqual(
        Object.keys(expected.actions).sort(),
      );
      expect(Object.keys(workflow.abilities ?? {}).sort(), workflow.record).toEqual(
        Object.keys(expected.abilities).sort(),
      );
    }
  });

  it('grants each action, edit and ability to exactly the roles of the table, in each state', () => {
    const wrong: string[] = [];
    for (const { workflow } of BINDINGS) {
      const expected = EXPECTED[workflow.record];
      for (const state of Object.keys(workflow.states)) {
        for (const role of ROLES) {
          const flags = workflowFlags(workflow as Workflow, state, users[role]);
          const cells: [string, boolean, boolean][] = [
            ...Object.entries(workflow.actions).map(
              ([key, action]) =>
                [key, canTake(action, state, users[role]), allowed(expected.actions[key], state, role)] as [
                  string,
                  boolean,
                  boolean,
                ],
            ),
            ['edit', flags.isEditable, allowed(expected.edit, state, role)],
            ...Object.keys(workflow.abilities ?? {}).map(
              (key) =>
                [key, flags[key], allowed(expected.abilities[key], state, role)] as [
                  string,
                  boolean,
                  boolean,
                ],
            ),
          ];
          for (const [what, declared, written] of cells) {
            if (declared !== written)
              wrong.push(`${workflow.record} ${what} in ${state} by ${role}: ${declared}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

class Rollback extends Error {}

/**
 * The runner's answer to an action in a state, inside a transaction rolled back at the end: the record
 * is put in the state first, so every state is tried on one record and nothing stays changed.
 */
async function attempt(
  binding: AnyBinding,
  id: number,
  state: string,
  code: number,
  user: AuthUser,
  inputs = {},
) {
  try {
    await t.db.transaction(async (tx) => {
      const { workflow } = binding;
      const table = {
        StockUpdate: 'stock_updates',
        StockTransfer: 'stock_transfers',
        TransferOrder: 'transfer_orders',
        DeliveryOrder: 'delivery_orders',
        FillingAdviceNote: 'filling_advice_notes',
      }[workflow.record]!;
      const staged = ['TransferOrder', 'DeliveryOrder'].includes(workflow.record);
      await sql`update ${sql.table(table)} set status = ${state}
        ${staged ? sql`, progress = ${workflow.states[state].code}` : sql``} where id = ${id}`.execute(tx.db);
      await runTransition(tx, binding, { id, actionCode: code, user, inputs });
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return 'allowed';
    if (error instanceof HttpError) return `refused ${error.statusCode}: ${error.message}`;
    throw error;
  }
  throw new Error('The transition neither ended nor was rolled back.');
}

/** One demo record of each type that the first importer's and first distributor's users see, and whose effects can run. */
async function records() {
  const one = async (query: ReturnType<typeof sql<{ id: number }>>) =>
    (await query.execute(t.db.db)).rows[0].id;
  const atlantic = "(select id from importers where name = 'Atlantic Petroleum Importers')";
  const capitol = "(select id from distributors where name = 'Capitol Fuel Distributors')";
  return {
    StockUpdate: await one(sql`select id from stock_updates where importer_id = ${sql.raw(atlantic)}
      and stock_update_type = 0 order by id limit 1`),
    StockTransfer:
      await one(sql`select tr.id from stock_transfers tr join inventories i on i.id = tr.from_inventory_id
      where i.importer_id = ${sql.raw(atlantic)} and tr.status = 'Approved' order by tr.quantity, tr.id limit 1`),
    TransferOrder: await one(sql`select t.id from transfer_orders t where t.importer_id = ${sql.raw(atlantic)}
      and t.distributor_id = ${sql.raw(capitol)}
      and not exists (select 1 from transfer_order_deliveries d where d.transfer_order_id = t.id and d.active)
      order by t.id limit 1`),
    DeliveryOrder:
      await one(sql`select d.id from delivery_orders d where d.distributor_id = ${sql.raw(capitol)}
      and not exists (select 1 from delivery_order_lines l where l.delivery_order_id = d.id and l.inventory_id is null)
      and d.status in ('New', 'Reviewed', 'Approved') order by d.id limit 1`),
    FillingAdviceNote: await one(
      sql`select id from filling_advice_notes where status = 'New' order by id limit 1`,
    ),
  } as Record<string, number>;
}

describe('the server against the written table', () => {
  it('takes each action exactly where the table allows it, for every role and state, and refuses it elsewhere', async () => {
    const ids = await records();
    const compartments = await t.db.db
      .selectFrom('fillingAdviceNoteCompartments')
      .select('id')
      .where('fillingAdviceNoteId', '=', ids.FillingAdviceNote)
      .execute();
    const inputs = {
      DeliveryOrder: { priority: 1 },
      FillingAdviceNote: {
        cardNumber: 1,
        compartments: compartments.map((c) => ({ id: c.id, bayNumber: 1 })),
      },
    } as Record<string, object>;
    const wrong: string[] = [];
    let cells = 0;
    for (const binding of BINDINGS) {
      const { workflow } = binding;
      const expected = EXPECTED[workflow.record];
      for (const [key, action] of Object.entries(workflow.actions)) {
        for (const state of Object.keys(workflow.states)) {
          for (const role of ROLES) {
            cells += 1;
            const answer = await attempt(
              binding,
              ids[workflow.record],
              state,
              action.code,
              users[role],
              inputs[workflow.record],
            );
            const written = allowed(expected.actions[key], state, role);
            if ((answer === 'allowed') !== written)
              wrong.push(`${workflow.record} ${key} in ${state} by ${role}: ${answer}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(624);
  }, 120_000);

  it('lets exactly the roles of the table create (403 for the others), and guards the Update Tank call the same way', async () => {
    const wrong: string[] = [];
    for (const [record, expected] of Object.entries(EXPECTED)) {
      for (const role of ROLES) {
        // An empty payload: a role that may create gets the payload's 400, the others the guard's 403.
        const response = await caller(t.app, tokens[role])('POST', expected.post, {});
        const mayCreate = expected.create.includes(role);
        if ((response.statusCode !== 403) !== mayCreate)
          wrong.push(`${record} create by ${role}: ${response.statusCode}`);
      }
    }
    for (const role of ROLES) {
      const response = await caller(t.app, tokens[role])('POST', 'DeliveryOrder/InventoryUpdate', {});
      const may = Object.values(EXPECTED.DeliveryOrder.abilities.canUpdateInventory).some((r) =>
        r.includes(role),
      );
      if ((response.statusCode !== 403) !== may) wrong.push(`Update Tank by ${role}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the browser's rules and the dashboard against the written table", () => {
  it('shows create buttons, create and edit pages, the dashboard create flags and Print to exactly the roles of the table', () => {
    const wrong: string[] = [];
    const links = { importerIds: [1], distributorIds: [1] };
    for (const [record, expected] of Object.entries(EXPECTED)) {
      // A record resource's create page is the one of its routes without an id; its edit page has one.
      const route = (key: 'create' | 'edit') =>
        ROUTES.find(
          (r) =>
            r.resource === expected.resource &&
            /^\/(create|submit|edit)-/.test(r.path) &&
            r.path.includes(':id') === (key === 'edit'),
        )!;
      for (const role of ROLES) {
        const user = users[role];
        const may = expected.create.includes(role);
        const editor = Object.values(expected.edit).some((roles) => roles.includes(role));
        const cells: [string, boolean, boolean][] = [
          ['canAccess create', canAccess(user, expected.resource, 'create'), may],
          ['create page', canOpenRoute(route('create'), user), may],
          ['edit page', canOpenRoute(route('edit'), user), editor],
          ['dashboard flag', dashboardSettings(user, links)[expected.flag], may],
        ];
        for (const [what, derived, written] of cells) {
          if (derived !== written) wrong.push(`${record} ${what} for ${role}: ${derived}`);
        }
      }
    }
    for (const role of ROLES) {
      const may = EXPECTED.FillingAdviceNote.abilities.canPrint.Issued.includes(role);
      if (canAccess(users[role], 'filling-advice-notes', 'print') !== may) wrong.push(`print for ${role}`);
    }
    expect(wrong).toEqual([]);
  });
});
