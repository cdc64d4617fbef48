import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { ENTITIES } from '../../schemas/entities.ts';
import { deliveryOrderWorkflow } from '../../schemas/workflows/delivery-order.ts';
import { fillingAdviceNoteWorkflow } from '../../schemas/workflows/filling-advice-note.ts';
import { stockTransferWorkflow } from '../../schemas/workflows/stock-transfer.ts';
import { stockUpdateWorkflow } from '../../schemas/workflows/stock-update.ts';
import { transferOrderWorkflow } from '../../schemas/workflows/transfer-order.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../../server/db/client.ts';
import { issueAdminCode } from '../../server/domain/admin-codes.ts';
import { t } from '../../src/i18n/t.ts';
import { REPORT_TYPES } from '../../src/pages/reports/catalogue.ts';
import { flashState } from '../../src/records/flash.tsx';

// The accessibility sweep's stops: every route of the app, with real ids from the demo data, as the
// role that reaches it, and the dialogs that matter opened on top of their pages.

/** A text as a pass shows it: English as the stops name it, or its translation (the French pass). */
export type Text = (english: string | RegExp) => string | RegExp;

export interface Stop {
  /** Path, query and hash, as typed in the address bar. */
  path: string;
  /** The page's <h1> once it has loaded (a check that the sweep saw the page, not an error or a guard). */
  heading: string | RegExp;
  /** Opens something on top of the page (a dialog) once it has loaded; the scan is of both. */
  open?: (page: Page, text: Text) => Promise<void>;
  /** What the stop shows, for a failure's message when the path alone does not say. */
  label?: string;
  /** The history entry's state the app reads (a step's message on the page it lands on). */
  state?: unknown;
  /** Loaded afresh, not reached through the app's router (the sign-in page a visitor opens first). */
  fresh?: boolean;
}

export interface Role {
  name: string;
  /** The demo user it signs in as; none for the signed-out visitor. */
  email?: string;
  stops: Stop[];
}

type Db = Database['db'];

const userId = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The record of a type with the longest history: the detail page with the most on it. */
async function busiest(db: Db, workflow: Workflow): Promise<number> {
  const row = await db
    .selectFrom('recordHistory')
    .select(['recordId', sql<number>`count(*)`.as('events')])
    .where('recordType', '=', workflow.record)
    .groupBy('recordId')
    .orderBy('events', 'desc')
    .orderBy('recordId')
    .executeTakeFirstOrThrow();
  return row.recordId;
}

const editable = (workflow: Workflow) => workflow.edit.states as readonly string[];

const dialog = (button: string) => async (page: Page, text: Text) => {
  await page
    .getByRole('button', { name: text(button), exact: true })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
};

/** The visitor, the administrator, the importer and the distributor, with the stops each reaches. */
export async function sweepRoles(database: Database): Promise<Role[]> {
  const { db } = database;
  const admin = await userId(db, 'admin@ppms.demo');
  const { importerId } = await db
    .selectFrom('userEntities')
    .innerJoin('users', 'users.id', 'userEntities.userId')
    .select('userEntities.importerId')
    .where('users.email', '=', 'importer@ppms.demo')
    .executeTakeFirstOrThrow();
  const { distributorId } = await db
    .selectFrom('userEntities')
    .innerJoin('users', 'users.id', 'userEntities.userId')
    .select('userEntities.distributorId')
    .where('users.email', '=', 'distributor@ppms.demo')
    .executeTakeFirstOrThrow();
  if (importerId === null || distributorId === null) throw new Error('demo users without their entity');

  // Records the importer and the distributor may still edit (the workflows' edit states).
  const stockUpdate = await db
    .selectFrom('stockUpdates')
    .select('id')
    .where('importerId', '=', importerId)
    .where('status', 'in', editable(stockUpdateWorkflow))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const stockTransfer = await db
    .selectFrom('stockTransfers')
    .innerJoin('inventories', 'inventories.id', 'stockTransfers.fromInventoryId')
    .select('stockTransfers.id')
    .where('inventories.importerId', '=', importerId)
    .where('stockTransfers.status', 'in', editable(stockTransferWorkflow))
    .orderBy('stockTransfers.id')
    .executeTakeFirstOrThrow();
  const transferOrder = await db
    .selectFrom('transferOrders')
    .select('id')
    .where('importerId', '=', importerId)
    .where('status', 'in', editable(transferOrderWorkflow))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const deliveryOrder = await db
    .selectFrom('deliveryOrders')
    .select('id')
    .where('distributorId', '=', distributorId)
    .where('status', 'in', editable(deliveryOrderWorkflow))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const fillingAdviceNote = await db
    .selectFrom('fillingAdviceNotes')
    .select('id')
    .where('distributorId', '=', distributorId)
    .where('status', 'in', editable(fillingAdviceNoteWorkflow))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const first = async (table: 'importers' | 'distributors' | 'products' | 'storageTanks') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const visitor: Role = {
    name: 'visitor',
    stops: [
      { path: '/', heading: 'Petroleum Products Management System', label: 'the sign-in', fresh: true },
      { path: '/forgot-password', heading: /forgot password/i },
      // The same form inside the app, where a signed-out visitor lands after a sign-out or a guard.
      { path: '/', heading: 'Petroleum Products Management System', label: 'the sign-in in the app' },
      {
        path: `/reset/password?${new URLSearchParams({ email: 'admin@ppms.demo', token: 'x', isNewUser: 'false', timeStamp: inAnHour })}`,
        heading: /password/i,
      },
      {
        path: `/email/confirmation?${new URLSearchParams({ email: 'admin@ppms.demo', token: 'x', timestamp: inAnHour })}`,
        heading: /.+/,
      },
      { path: `/AdminRegister/${await issueAdminCode(database)}`, heading: 'Administrator Registration' },
      { path: '/unauthorized', heading: '401 Unauthorized!' },
      { path: '/no-such-page', heading: /404/, label: 'an unknown address' },
    ],
  };

  const entityPages = [
    ['/importers/list', 'Importers', await first('importers')],
    ['/distributors/list', 'Distributors', await first('distributors')],
    ['/products/list', 'Products', await first('products')],
    ['/storageTanks/list', 'Storage Tanks', await first('storageTanks')],
  ] as const;
  const portal = (query: string, label?: string): Stop => ({
    path: `/admin-portal?${query}`,
    heading: 'Admin Portal',
    label,
  });
  const administrator: Role = {
    name: 'administrator',
    email: 'admin@ppms.demo',
    stops: [
      { path: '/', heading: 'Dashboard' },
      { path: `/profile/${admin}`, heading: /profile/i },
      { path: '/change-password', heading: /password/i },
      ...entityPages.flatMap(([path, heading, id]) => [
        { path, heading },
        { path: `${path}#/${id}`, heading },
      ]),
      portal('section=users&tab=search'),
      {
        ...portal('section=users&tab=search', 'a user in the admin portal'),
        open: async (page, text) => {
          await page.getByLabel(text('Search by name or e-mail')).fill('importer@ppms.demo');
          await page.getByRole('button', { name: text('Search'), exact: true }).click();
          await page.getByRole('listitem').filter({ hasText: 'Ivan Importer' }).getByRole('button').click();
          await page.getByRole('dialog').waitFor();
        },
      },
      portal('section=users&tab=register'),
      ...ENTITIES.flatMap((entity) => [
        portal(`section=${entity.resource}&tab=list`),
        portal(`section=${entity.resource}&tab=add`),
      ]),
      { ...portal(`section=${ENTITIES[0].resource}&tab=list`, 'the manage dialog'), open: dialog('Manage') },
      portal('section=audit'),
      {
        path: '/stock-request/list',
        heading: /stock update/i,
        label: "a step's message",
        state: flashState('Stock update request successfully reviewed.'),
      },
      { path: `/stock-request/detail/${await busiest(db, stockUpdateWorkflow)}`, heading: /stock update/i },
      { path: '/stock-transfer/list', heading: /stock transfer/i },
      {
        path: `/stock-transfer/detail/${await busiest(db, stockTransferWorkflow)}`,
        heading: /stock transfer/i,
      },
      {
        path: '/transfer-orders/list',
        heading: /transfer order/i,
        label: "a step's warning",
        state: flashState(
          'Transfer order successfully created.\nOne of its documents could not be uploaded.',
          'warning',
        ),
      },
      {
        path: `/transfer-order-detail/${await busiest(db, transferOrderWorkflow)}`,
        heading: /transfer order/i,
      },
      { path: '/delivery-orders/list', heading: /delivery order/i },
      {
        path: `/delivery-order-detail/${await busiest(db, deliveryOrderWorkflow)}`,
        heading: /delivery order/i,
      },
      { path: '/filling-advice-notes/list', heading: /filling advice note/i },
      {
        path: `/filling-advice-note-detail/${await busiest(db, fillingAdviceNoteWorkflow)}`,
        heading: /filling advice note/i,
      },
      ...REPORT_TYPES.map((type) => ({
        path: `/reporting?report=${type.value}`,
        heading: 'Reporting',
        label: `the report '${t(type.label)}'`,
      })),
    ],
  };

  const importer: Role = {
    name: 'importer',
    email: 'importer@ppms.demo',
    stops: [
      { path: '/', heading: 'Dashboard' },
      { path: '/submit-stock-update', heading: /stock update/i },
      { path: `/edit-stock-request/${stockUpdate.id}`, heading: /stock update/i },
      {
        path: `/stock-request/detail/${stockUpdate.id}`,
        heading: /stock update/i,
        label: 'a workflow action dialog',
        open: dialog('Cancel'),
      },
      { path: '/submit-stock-transfer', heading: /stock transfer/i },
      { path: `/edit-stock-transfer/${stockTransfer.id}`, heading: /stock transfer/i },
      { path: '/create-transfer-order', heading: /transfer order/i },
      { path: `/edit-transfer-order/${transferOrder.id}`, heading: /transfer order/i },
      { path: `/transfer-order-detail/${transferOrder.id}`, heading: /transfer order/i },
      { path: '/admin-portal', heading: '401 Unauthorized!', label: 'a guarded page' },
    ],
  };

  const distributor: Role = {
    name: 'distributor',
    email: 'distributor@ppms.demo',
    stops: [
      { path: '/', heading: 'Dashboard' },
      { path: '/create-delivery-order', heading: /delivery order/i },
      { path: `/edit-delivery-order/${deliveryOrder.id}`, heading: /delivery order/i },
      { path: `/delivery-order-detail/${deliveryOrder.id}`, heading: /delivery order/i },
      { path: '/create-filling-advice-note', heading: /filling advice note/i },
      { path: `/edit-filling-advice-note/${fillingAdviceNote.id}`, heading: /filling advice note/i },
      { path: `/filling-advice-note-detail/${fillingAdviceNote.id}`, heading: /filling advice note/i },
    ],
  };
  return [visitor, administrator, importer, distributor];
}
