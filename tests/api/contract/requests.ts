import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { sql } from 'kysely';
import type { RoleCode } from '../../../schemas/codes.ts';
import { DEMO_PASSWORD, DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { issueAdminCode } from '../../../server/domain/admin-codes.ts';
import { readOutbox, type TestApp } from '../../helpers/app.ts';
import { linkIn, recipientOf } from '../../helpers/mail.ts';
import { multipart, PDF } from '../../helpers/multipart.ts';
import { addUser, STRONG, STRONGER } from '../accounts/fixtures.ts';

// One valid request per documented operation, made as a role that may make it: the contract test
// (answers.test.ts) sends each and checks the answer against the document. A new call adds its line
// here, or that test fails naming it.

export interface ContractRequest {
  /** The bearer token; none for calls that need no sign-in. */
  token?: string;
  params?: Record<string, string | number>;
  /** The query string's values. */
  query?: Record<string, string | number>;
  body?: unknown;
  /** A raw body with its headers (multipart uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
}

export interface Context {
  t: TestApp;
  /** A signed-in token of the demo user of a role (one session per role, reused). */
  as(role: RoleCode): Promise<string>;
  /** A new session of any user (for calls that end or change it). */
  signIn(email: string, password?: string): Promise<string>;
  // biome-ignore lint/suspicious/noExplicitAny: fixtures read the answers they need field by field.
  call(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }>;
}

/** The address of an operation's request: its path parameters filled in and its query string. */
export const requestUrl = (path: string, request: Pick<ContractRequest, 'params' | 'query'>) =>
  path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(request.params?.[name]))) +
  (request.query
    ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)]))}`
    : '');

/** The context the fixtures run in, on the suite's app (signs in once per role, through Login2F when asked). */
export function contractContext(app: () => TestApp): Context {
  const sessions = new Map<RoleCode, string>();
  const ctx: Context = {
    get t() {
      return app();
    },
    async as(role) {
      if (!sessions.has(role)) sessions.set(role, await ctx.signIn(DEMO_USER_BY_ROLE[role]));
      return sessions.get(role)!;
    },
    async signIn(email, password = DEMO_PASSWORD) {
      const first = await ctx.call('', 'POST', 'Account/Login', { email, password });
      if (first.json.token) return first.json.token;
      const second = await ctx.call('', 'POST', 'Account/Login2F', {
        email,
        password,
        code: mailedCode(app(), email),
      });
      if (!second.json.token) throw new Error(`sign-in of ${email}: ${JSON.stringify(second.json)}`);
      return second.json.token;
    },
    async call(token, method, path, body) {
      const response = await app().app.inject({
        method: method as 'GET',
        url: `/api/v1/${path}`,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.statusCode, json: response.body ? response.json() : undefined };
    },
  };
  return ctx;
}

let unique = 0;
const next = () => `${Date.now().toString(36)}${++unique}`;

const lastMailTo = (t: TestApp, email: string) => {
  const mail = readOutbox(t.outbox)
    .filter((raw) => recipientOf(raw).toLowerCase() === email.toLowerCase())
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};

/** The mailed sign-in code of the last Login of `email`. */
export const mailedCode = (t: TestApp, email: string) => {
  const code = /sign-in code is (\d{6})/.exec(lastMailTo(t, email))?.[1];
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  return code;
};

const idOfUser = async (t: TestApp, email: string) =>
  (await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The first importer the demo importer user is linked to, and one of its inventories. */
async function importerStake(t: TestApp) {
  const row = await t.db.db
    .selectFrom('userEntities as ue')
    .innerJoin('users as u', 'u.id', 'ue.userId')
    .innerJoin('inventories as i', 'i.importerId', 'ue.importerId')
    .select(['ue.importerId', 'i.id as inventoryId'])
    .where('u.email', '=', DEMO_USER_BY_ROLE.R100)
    .where('i.isActive', '=', true)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  return { importerId: row.importerId!, inventoryId: row.inventoryId };
}

/** A New stock update request of the demo importer. */
async function newStockUpdate(ctx: Context) {
  const { importerId, inventoryId } = await importerStake(ctx.t);
  const today = new Date().toISOString().slice(0, 10);
  const answer = await ctx.call(await ctx.as('R100'), 'POST', 'StockUpdate', {
    createdDate: today,
    stockUpdateType: 0,
    referenceNumber: `BL-${next()}`,
    importerId,
    inventoryInfos: [{ inventoryId, quantity: 1200 }],
  });
  return { id: answer.json.id as number, importerId, inventoryId, today };
}

/** Two active inventories of one product of the demo importer's importer, and a New transfer between them. */
async function newStockTransfer(ctx: Context) {
  const { importerId } = await importerStake(ctx.t);
  const [from, to] = await ctx.t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('inventories as twin', 'twin.importerId', 'i.importerId')
    .innerJoin('storageTanks as tt', (join) =>
      join.onRef('tt.id', '=', 'twin.storageTankId').onRef('tt.productId', '=', 'st.productId'),
    )
    .select('i.id')
    .where('i.importerId', '=', importerId)
    .where('i.isActive', '=', true)
    .whereRef('twin.id', '<>', 'i.id')
    .orderBy('i.id')
    .execute();
  const body = {
    createdDate: new Date().toISOString().slice(0, 10),
    referenceNumber: `ST-${next()}`,
    fromInventoryId: from.id,
    toInventoryId: to.id,
    quantity: 10,
  };
  const answer = await ctx.call(await ctx.as('R100'), 'POST', 'StockTransfer', body);
  return { ...body, id: answer.json.id as number };
}

/** The demo importer's order of the product it holds first (at Operations), sold to the first distributor. */
async function newTransferOrder(ctx: Context) {
  const { importerId, inventoryId } = await importerStake(ctx.t);
  const { productId } = await ctx.t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select('st.productId')
    .where('i.id', '=', inventoryId)
    .executeTakeFirstOrThrow();
  const distributor = await ctx.t.db.db
    .selectFrom('distributors')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const order = {
    transferOrderNumber: `TO-${next()}`,
    importerId,
    productId,
    quantity: 1500,
    distributorId: distributor.id,
  };
  const answer = await ctx.call(await ctx.as('R100'), 'POST', 'TransferOrder', order);
  return { ...order, id: answer.json.id as number };
}

/** A delivery order reviewed, given its tank and approved through the delivery order calls. */
async function approvedDeliveryOrder(ctx: Context) {
  const order = await newDeliveryOrder(ctx);
  const [operations, controlRoom] = [await ctx.as('R200'), await ctx.as('R400')];
  await ctx.call(operations, 'POST', 'DeliveryOrder/StatusUpdate', { deliveryOrderId: order.id, status: 5 });
  await ctx.call(controlRoom, 'POST', 'DeliveryOrder/InventoryUpdate', {
    deliveryOrderId: order.id,
    transferOrderId: order.transferOrderId,
    inventoryId: order.inventoryId,
  });
  const approved = await ctx.call(controlRoom, 'POST', 'DeliveryOrder/StatusUpdate', {
    deliveryOrderId: order.id,
    status: 10,
    priority: 1,
  });
  if (approved.status !== 200) throw new Error(`approving delivery order: ${JSON.stringify(approved.json)}`);
  return { id: order.id, quantity: order.transferOrders[0].quantity };
}

/** A New note of the demo distributor carrying one approved delivery order in one compartment. */
async function notePayload(ctx: Context) {
  const order = await approvedDeliveryOrder(ctx);
  return {
    vehicleNumber: `LBR-${next()}`,
    deliveryOrders: [{ deliveryOrderId: order.id, quantity: order.quantity }],
    compartments: [{ compartmentNumber: 1, quantity: order.quantity, destination: 'Monrovia' }],
  };
}

async function newNote(ctx: Context) {
  const answer = await ctx.call(await ctx.as('R300'), 'POST', 'FillingAdviceNote', await notePayload(ctx));
  return answer.json.id as number;
}

/** A comment of the demo distributor on a note: its id. */
async function commentOnNote(ctx: Context, id: number) {
  const token = await ctx.as('R300');
  await ctx.call(token, 'POST', 'FillingAdviceNote/Comments', { entityId: id, text: 'Driver on his way.' });
  return (await ctx.call(token, 'GET', `FillingAdviceNote/${id}`)).json.comments[0].id as number;
}

/** A New delivery order of the demo distributor on a new transfer order taken through its four stages. */
async function newDeliveryOrder(ctx: Context) {
  const transferOrder = await newTransferOrder(ctx);
  for (const role of ['R200', 'R700', 'R600', 'R400'] as const) {
    await ctx.call(await ctx.as(role), 'POST', 'TransferOrder/Actions', {
      actionCode: 10,
      transferOrderId: transferOrder.id,
    });
  }
  const order = {
    deliveryOrderNumber: `DO-${next()}`,
    transferOrders: [{ transferOrderId: transferOrder.id, inventoryId: null, quantity: 500 }],
  };
  const answer = await ctx.call(await ctx.as('R300'), 'POST', 'DeliveryOrder', order);
  const { inventoryId } = await importerStake(ctx.t);
  return { ...order, id: answer.json.id as number, transferOrderId: transferOrder.id, inventoryId };
}

/** A comment of the demo distributor on a delivery order: its id. */
async function commentOnDeliveryOrder(ctx: Context, id: number) {
  const token = await ctx.as('R300');
  await ctx.call(token, 'POST', 'DeliveryOrder/Comments', { entityId: id, text: 'Truck at the gate.' });
  return (await ctx.call(token, 'GET', `DeliveryOrder/${id}`)).json.comments[0].id as number;
}

/** A comment of the demo importer on a record (StockUpdate, StockTransfer, TransferOrder), and its id. */
async function commentOn(ctx: Context, id: number, record = 'StockUpdate') {
  const token = await ctx.as('R100');
  await ctx.call(token, 'POST', `${record}/Comments`, { entityId: id, text: 'Tank dipped twice.' });
  const detail = await ctx.call(token, 'GET', `${record}/${id}`);
  return detail.json.comments[0].id as number;
}

/** A document the demo importer uploaded to a record of the type (4 StockUpdate, 3 StockTransfer, 1 TransferOrder). */
async function uploaded(ctx: Context, id: number, entityType = 4) {
  const body = multipart(
    { entityId: String(id), entityType: String(entityType), title: `Bill ${next()}` },
    { name: 'bol.pdf', data: PDF },
  );
  const token = await ctx.as('R100');
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/v1/Document',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return response.json().id as number;
}

/** A mailed link's query, after `send` asked for it. */
async function mailedLink(ctx: Context, email: string, pathname: string, send: () => Promise<unknown>) {
  await send();
  for (let tries = 0; tries < 100; tries++) {
    try {
      return linkIn(lastMailTo(ctx.t, email), pathname).searchParams;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`no ${pathname} link mailed to ${email}`);
}

const party = () => ({
  name: `Party ${next()}`,
  taxIdentificationNumber: `TIN-${next()}`,
  address: 'Bushrod Island, Monrovia',
  primaryPhone: '+231 77 000 0000',
  primaryEmail: `party.${next()}@example.org`,
});

/** GET X, GET X/{id}, POST X and PUT X of a master-data entity, with a valid new record. */
function entityRequests(
  path: string,
  table: string,
  record: (ctx: Context) => Promise<Record<string, unknown>>,
) {
  const firstId = async (ctx: Context) =>
    (await sql<{ id: number }>`select min(id) as id from ${sql.table(table)}`.execute(ctx.t.db.db)).rows[0]
      .id;
  return {
    [`list${path}s`]: async (ctx: Context) => ({ token: await ctx.as('R500') }),
    [`get${path}`]: async (ctx: Context) => ({
      token: await ctx.as('R500'),
      params: { id: await firstId(ctx) },
    }),
    [`create${path}`]: async (ctx: Context) => ({ token: await ctx.as('R500'), body: await record(ctx) }),
    [`update${path}`]: async (ctx: Context) => {
      const token = await ctx.as('R500');
      const created = await ctx.call(token, 'POST', path, await record(ctx));
      return { token, body: { ...(await record(ctx)), id: created.json.id, isActive: false } };
    },
  };
}

/** The last 120 days, in local days as the server reads them. */
const reportPeriod = () => ({
  from: format(subDays(new Date(), 120), 'yyyy-MM-dd'),
  to: format(new Date(), 'yyyy-MM-dd'),
});

const productId = async (ctx: Context) =>
  (await ctx.t.db.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

export const REQUESTS: Record<string, (ctx: Context) => Promise<ContractRequest>> = {
  // Account
  login: async () => ({ body: { email: DEMO_USER_BY_ROLE.R100, password: DEMO_PASSWORD } }),
  loginWithCode: async (ctx) => {
    const email = DEMO_USER_BY_ROLE.R700;
    await ctx.call('', 'POST', 'Account/Login', { email, password: DEMO_PASSWORD });
    return { body: { email, password: DEMO_PASSWORD, code: mailedCode(ctx.t, email) } };
  },
  logout: async (ctx) => ({ token: await ctx.signIn(DEMO_USER_BY_ROLE.R300) }),
  refreshToken: async (ctx) => ({ token: await ctx.as('R100') }),
  sendActivation: async (ctx) => ({
    token: await ctx.as('R500'),
    body: { userId: (await addUser(ctx.t, { password: null })).id },
  }),
  confirmEmail: async (ctx) => {
    const user = await addUser(ctx.t, { role: 'R600' });
    const email = `confirm.${next()}@example.org`;
    const token = await ctx.as('R500');
    const query = await mailedLink(ctx, email, '/email/confirmation', () =>
      ctx.call(token, 'PUT', 'User', {
        id: user.id,
        isActive: true,
        firstName: 'Test',
        lastName: 'Confirm',
        email,
        confirmedEmail: email,
      }),
    );
    return { body: { email: query.get('email'), token: query.get('token') } };
  },
  forgotPassword: async () => ({ body: { email: DEMO_USER_BY_ROLE.R400 } }),
  resetPassword: async (ctx) => {
    const user = await addUser(ctx.t);
    const query = await mailedLink(ctx, user.email, '/reset/password', () =>
      ctx.call('', 'POST', 'Account/ForgotPassword', { email: user.email }),
    );
    return {
      body: {
        email: query.get('email'),
        token: query.get('token'),
        isNewUser: false,
        newPassword: STRONGER,
        confirmedPassword: STRONGER,
      },
    };
  },
  changePassword: async (ctx) => {
    const user = await addUser(ctx.t);
    return {
      token: await ctx.signIn(user.email, STRONG),
      body: { currentPassword: STRONG, newPassword: STRONGER, confirmPassword: STRONGER },
    };
  },
  checkAdminCode: async (ctx) => ({ params: { tempCode: await issueAdminCode(ctx.t.db) } }),
  registerAdministrator: async (ctx) => {
    const email = `admin.${next()}@example.org`;
    return {
      body: {
        firstName: 'First',
        lastName: 'Admin',
        email,
        password: STRONG,
        confirmedPassword: STRONG,
        adminCode: await issueAdminCode(ctx.t.db),
      },
    };
  },

  // Users and administration
  searchUsers: async (ctx) => ({ token: await ctx.as('R500'), params: { term: 'demo' } }),
  registerUser: async (ctx) => {
    const email = `new.${next()}@example.org`;
    return {
      token: await ctx.as('R500'),
      body: { firstName: 'New', lastName: 'User', email, confirmedEmail: email, isInternal: false },
    };
  },
  updateUser: async (ctx) => ({
    token: await ctx.as('R500'),
    body: {
      id: (await addUser(ctx.t)).id,
      isActive: true,
      firstName: 'Renamed',
      lastName: 'User',
      phone: '+231 1',
    },
  }),
  listUserRoles: async (ctx) => ({
    token: await ctx.as('R500'),
    params: { userId: await idOfUser(ctx.t, DEMO_USER_BY_ROLE.R100) },
  }),
  getUser: async (ctx) => ({
    token: await ctx.as('R500'),
    params: { id: await idOfUser(ctx.t, DEMO_USER_BY_ROLE.R1100) },
  }),
  listUserEntities: async (ctx) => ({
    token: await ctx.as('R100'),
    body: { includeImporters: true, includeDistributors: true, calculateAdjustedStockBalance: true },
  }),
  updateUserRole: async (ctx) => {
    const token = await ctx.as('R500');
    const user = await addUser(ctx.t, { role: 'R200' });
    const roles = (await ctx.call(token, 'GET', `Role/User/${user.id}`)).json as {
      id: number;
      name: string;
    }[];
    const finance = roles.find((r) => r.name === 'Finance')!;
    return { token, body: { userId: user.id, userRoles: [{ id: finance.id, isSelected: true }] } };
  },
  listUserPermissions: async (ctx) => ({
    token: await ctx.as('R500'),
    params: { userId: await idOfUser(ctx.t, DEMO_USER_BY_ROLE.R100) },
  }),
  updateUserPermissions: async (ctx) => {
    const token = await ctx.as('R500');
    const user = await addUser(ctx.t, { role: 'R100' });
    const options = (await ctx.call(token, 'GET', `Administration/UserPermissions/${user.id}`)).json;
    return { token, body: { userId: user.id, userPermissions: [{ id: options[0].id, isSelected: true }] } };
  },
  searchEntities: async (ctx) => ({ token: await ctx.as('R500'), params: { term: 'a' } }),
  updateUserEntities: async (ctx) => {
    const token = await ctx.as('R500');
    const [entity] = (await ctx.call(token, 'GET', 'Administration/Entity/Search/a')).json;
    const user = await addUser(ctx.t, { role: 'R100' });
    return { token, body: { userId: user.id, userEntities: [{ entityId: entity.id, isSelected: true }] } };
  },

  // Settings, dashboard, ledger
  getAppCodes: async () => ({}),
  getFilters: async (ctx) => ({ token: await ctx.as('R600') }),
  getFourEyes: async (ctx) => ({ token: await ctx.as('R600') }),
  // Off, as it was: the other calls here approve what the same demo user reviewed.
  setFourEyes: async (ctx) => ({ token: await ctx.as('R500'), body: { enabled: false } }),
  // R600: the answer with its days of cover.
  getDashboard: async (ctx) => ({ token: await ctx.as('R600') }),
  // R600: the demo leaves requests waiting for stock control's review or approval.
  getWaiting: async (ctx) => ({ token: await ctx.as('R600') }),
  listUsers: async (ctx) => ({ token: await ctx.as('R500') }),
  getNotificationSettings: async (ctx) => ({ token: await ctx.as('R700') }),
  saveNotificationSettings: async (ctx) => ({
    token: await ctx.as('R1100'),
    body: { mailWaiting: true },
  }),
  verifyLedger: async (ctx) => ({ token: await ctx.as('R500') }),
  listAudit: async (ctx) => ({ token: await ctx.as('R500') }),
  verifyAudit: async (ctx) => ({ token: await ctx.as('R500') }),
  backupDatabase: async (ctx) => ({ token: await ctx.as('R500') }),

  // Signed stock statements: the demo importer's, as its own user
  getStatement: async (ctx) => ({
    token: await ctx.as('R100'),
    query: { importerId: (await importerStake(ctx.t)).importerId, date: reportPeriod().to },
  }),
  getLedgerExport: async (ctx) => ({
    token: await ctx.as('R100'),
    query: { importerId: (await importerStake(ctx.t)).importerId },
  }),
  getStatementKey: async () => ({}),
  getStatementKeyFile: async () => ({}),

  // Reports
  reportStockBalance: async (ctx) => ({ token: await ctx.as('R600') }),
  reportDailyLoading: async (ctx) => ({ token: await ctx.as('R300'), body: { date: reportPeriod().to } }),
  reportImportation: async (ctx) => ({ token: await ctx.as('R600'), body: reportPeriod() }),
  reportSalesByImporter: async (ctx) => ({ token: await ctx.as('R200'), body: reportPeriod() }),
  reportSalesByTank: async (ctx) => ({ token: await ctx.as('R100'), body: reportPeriod() }),
  reportLosses: async (ctx) => ({ token: await ctx.as('R500'), body: { ...reportPeriod(), type: 4 } }),
  reportProductMovement: async (ctx) => ({
    token: await ctx.as('R100'),
    body: {
      ...reportPeriod(),
      importerId: (await importerStake(ctx.t)).importerId,
      productId: await productId(ctx),
      storageTankId: 1,
      onlyFulfilledAndApproved: false,
    },
  }),
  reportStockReconciliation: async (ctx) => ({ token: await ctx.as('R400'), body: reportPeriod() }),
  getLossTolerance: async (ctx) => ({ token: await ctx.as('R200') }),
  setLossTolerance: async (ctx) => ({ token: await ctx.as('R500'), body: { percent: 0.5, gallons: 130 } }),
  countLossesOverTolerance: async (ctx) => ({ token: await ctx.as('R600') }),

  // Stock update requests, their comments and documents
  submitStockUpdate: async (ctx) => {
    const { importerId, inventoryId } = await importerStake(ctx.t);
    return {
      token: await ctx.as('R100'),
      body: {
        createdDate: new Date().toISOString(),
        stockUpdateType: 0,
        referenceNumber: `BL-${next()}`,
        importerId,
        inventoryInfos: [{ inventoryId, quantity: 5000 }],
      },
    };
  },
  editStockUpdate: async (ctx) => {
    const request = await newStockUpdate(ctx);
    return {
      token: await ctx.as('R100'),
      body: {
        stockUpdateId: request.id,
        createdDate: request.today,
        stockUpdateType: 2,
        referenceNumber: null,
        importerId: request.importerId,
        inventoryInfos: [{ inventoryId: request.inventoryId, quantity: 300 }],
      },
    };
  },
  searchStockUpdates: async (ctx) => {
    await newStockUpdate(ctx);
    return { token: await ctx.as('R600'), body: { pageNumber: 1 } };
  },
  updateStockUpdateStatus: async (ctx) => ({
    token: await ctx.as('R600'),
    body: { id: (await newStockUpdate(ctx)).id, status: 10, comment: 'Checked against the bill of lading.' },
  }),
  getStockUpdate: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    await commentOn(ctx, id);
    await uploaded(ctx, id);
    await ctx.call(await ctx.as('R600'), 'POST', 'StockUpdate/StatusUpdate', {
      id,
      status: 10,
      comment: 'Seen.',
    });
    return { token: await ctx.as('R600'), params: { id } };
  },
  getStockUpdateEditInfo: async (ctx) => ({
    token: await ctx.as('R100'),
    params: { id: (await newStockUpdate(ctx)).id },
  }),
  addStockUpdateComment: async (ctx) => ({
    token: await ctx.as('R100'),
    body: { entityId: (await newStockUpdate(ctx)).id, text: 'Arrived on the MT Kpelle.' },
  }),
  editStockUpdateComment: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    return {
      token: await ctx.as('R100'),
      body: { entityId: id, commentId: await commentOn(ctx, id), text: 'Arrived on the MT Gola.' },
    };
  },
  deleteStockUpdateComment: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    return { token: await ctx.as('R100'), params: { id, commentId: await commentOn(ctx, id) } };
  },
  uploadDocument: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    return {
      token: await ctx.as('R100'),
      raw: multipart(
        { entityId: String(id), entityType: '4', title: 'Bill of lading' },
        { name: 'bol.pdf', data: PDF },
      ),
    };
  },
  getDocumentAddress: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    return { token: await ctx.as('R600'), params: { id: await uploaded(ctx, id), type: 4, entityId: id } };
  },
  deleteDocument: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    return { token: await ctx.as('R100'), params: { id: await uploaded(ctx, id), type: 4, entityId: id } };
  },
  getDocumentFile: async (ctx) => {
    const { id } = await newStockUpdate(ctx);
    const documentId = await uploaded(ctx, id);
    const address = await ctx.call(
      await ctx.as('R100'),
      'GET',
      `Document/${documentId}/EntityType/4/Entity/${id}`,
    );
    return { params: { token: String(address.json.url).split('/').pop()! } };
  },

  // Stock transfers and their comments (documents: the generic calls above)
  submitStockTransfer: async (ctx) => {
    const { id: _id, ...body } = await newStockTransfer(ctx);
    return { token: await ctx.as('R100'), body: { ...body, referenceNumber: null } };
  },
  editStockTransfer: async (ctx) => ({
    token: await ctx.as('R100'),
    body: { ...(await newStockTransfer(ctx)), quantity: 20 },
  }),
  searchStockTransfers: async (ctx) => {
    await newStockTransfer(ctx);
    return { token: await ctx.as('R600'), body: { pageNumber: 1 } };
  },
  updateStockTransferStatus: async (ctx) => ({
    token: await ctx.as('R600'),
    body: { id: (await newStockTransfer(ctx)).id, status: 10, comment: 'Dips agree.' },
  }),
  getStockTransfer: async (ctx) => {
    const { id } = await newStockTransfer(ctx);
    await commentOn(ctx, id, 'StockTransfer');
    await uploaded(ctx, id, 3);
    await ctx.call(await ctx.as('R600'), 'POST', 'StockTransfer/StatusUpdate', { id, status: 10 });
    return { token: await ctx.as('R600'), params: { id } };
  },
  getStockTransferEditInfo: async (ctx) => ({
    token: await ctx.as('R100'),
    params: { id: (await newStockTransfer(ctx)).id },
  }),
  addStockTransferComment: async (ctx) => ({
    token: await ctx.as('R100'),
    body: { entityId: (await newStockTransfer(ctx)).id, text: 'Pumped overnight.' },
  }),
  editStockTransferComment: async (ctx) => {
    const { id } = await newStockTransfer(ctx);
    return {
      token: await ctx.as('R100'),
      body: { entityId: id, commentId: await commentOn(ctx, id, 'StockTransfer'), text: 'Pumped at dawn.' },
    };
  },
  deleteStockTransferComment: async (ctx) => {
    const { id } = await newStockTransfer(ctx);
    return {
      token: await ctx.as('R100'),
      params: { id, commentId: await commentOn(ctx, id, 'StockTransfer') },
    };
  },

  // Transfer orders and their comments
  createTransferOrder: async (ctx) => {
    const { id: _id, ...order } = await newTransferOrder(ctx);
    return { token: await ctx.as('R100'), body: { ...order, transferOrderNumber: `TO-${next()}` } };
  },
  editTransferOrder: async (ctx) => ({
    token: await ctx.as('R100'),
    body: { ...(await newTransferOrder(ctx)), quantity: 1200 },
  }),
  searchTransferOrders: async (ctx) => {
    await newTransferOrder(ctx);
    return { token: await ctx.as('R700'), body: { pageNumber: 1, stage: 0 } };
  },
  transferOrderAction: async (ctx) => ({
    token: await ctx.as('R200'),
    body: {
      actionCode: 10,
      transferOrderId: (await newTransferOrder(ctx)).id,
      comment: 'Allocation checked.',
    },
  }),
  getTransferOrder: async (ctx) => {
    const { id } = await newTransferOrder(ctx);
    await commentOn(ctx, id, 'TransferOrder');
    await uploaded(ctx, id, 1);
    await ctx.call(await ctx.as('R200'), 'POST', 'TransferOrder/Actions', {
      actionCode: 5,
      transferOrderId: id,
    });
    return { token: await ctx.as('R300'), params: { id } };
  },
  getTransferOrderEditInfo: async (ctx) => ({
    token: await ctx.as('R100'),
    params: { id: (await newTransferOrder(ctx)).id },
  }),
  addTransferOrderComment: async (ctx) => ({
    token: await ctx.as('R1100'),
    body: { entityId: (await newTransferOrder(ctx)).id, text: 'Loading bay 3 on Monday.' },
  }),
  editTransferOrderComment: async (ctx) => {
    const { id } = await newTransferOrder(ctx);
    return {
      token: await ctx.as('R100'),
      body: {
        entityId: id,
        commentId: await commentOn(ctx, id, 'TransferOrder'),
        text: 'Trucks booked for Tuesday.',
      },
    };
  },
  deleteTransferOrderComment: async (ctx) => {
    const { id } = await newTransferOrder(ctx);
    return {
      token: await ctx.as('R100'),
      params: { id, commentId: await commentOn(ctx, id, 'TransferOrder') },
    };
  },

  // Delivery orders and their comments
  getDeliveryOrderCreationInfo: async (ctx) => {
    await newDeliveryOrder(ctx);
    return { token: await ctx.as('R300') };
  },
  createDeliveryOrder: async (ctx) => {
    const { id: _id, transferOrderId: _t, inventoryId: _i, ...order } = await newDeliveryOrder(ctx);
    return { token: await ctx.as('R1100'), body: { ...order, deliveryOrderNumber: `DO-${next()}` } };
  },
  editDeliveryOrder: async (ctx) => {
    const { id, transferOrderId: _t, inventoryId, ...order } = await newDeliveryOrder(ctx);
    return {
      token: await ctx.as('R300'),
      body: {
        ...order,
        deliveryOrderId: id,
        transferOrders: order.transferOrders.map((line) => ({ ...line, inventoryId, quantity: 400 })),
      },
    };
  },
  searchDeliveryOrders: async (ctx) => {
    await newDeliveryOrder(ctx);
    return { token: await ctx.as('R200'), body: { pageNumber: 1, stage: 0, importerId: null } };
  },
  updateDeliveryOrderStatus: async (ctx) => ({
    token: await ctx.as('R200'),
    body: { deliveryOrderId: (await newDeliveryOrder(ctx)).id, status: 5, priority: null },
  }),
  updateDeliveryOrderInventory: async (ctx) => {
    const { id, transferOrderId, inventoryId } = await newDeliveryOrder(ctx);
    return { token: await ctx.as('R400'), body: { deliveryOrderId: id, transferOrderId, inventoryId } };
  },
  getDeliveryOrder: async (ctx) => {
    const { id, transferOrderId, inventoryId } = await newDeliveryOrder(ctx);
    await commentOnDeliveryOrder(ctx, id);
    await ctx.call(await ctx.as('R200'), 'POST', 'DeliveryOrder/StatusUpdate', {
      deliveryOrderId: id,
      status: 5,
    });
    await ctx.call(await ctx.as('R400'), 'POST', 'DeliveryOrder/InventoryUpdate', {
      deliveryOrderId: id,
      transferOrderId,
      inventoryId,
    });
    await ctx.call(await ctx.as('R400'), 'POST', 'DeliveryOrder/StatusUpdate', {
      deliveryOrderId: id,
      status: 10,
      priority: 2,
    });
    return { token: await ctx.as('R100'), params: { id } };
  },
  getDeliveryOrderEditInfo: async (ctx) => ({
    token: await ctx.as('R1100'),
    params: { id: (await newDeliveryOrder(ctx)).id },
  }),
  getTransferOrderTanks: async (ctx) => ({
    token: await ctx.as('R400'),
    params: { transferOrderId: (await newDeliveryOrder(ctx)).transferOrderId },
  }),
  addDeliveryOrderComment: async (ctx) => ({
    token: await ctx.as('R200'),
    body: { entityId: (await newDeliveryOrder(ctx)).id, text: 'Reviewed the papers.' },
  }),
  editDeliveryOrderComment: async (ctx) => {
    const { id } = await newDeliveryOrder(ctx);
    return {
      token: await ctx.as('R300'),
      body: { entityId: id, commentId: await commentOnDeliveryOrder(ctx, id), text: 'Truck at gate 2.' },
    };
  },
  deleteDeliveryOrderComment: async (ctx) => {
    const { id } = await newDeliveryOrder(ctx);
    return { token: await ctx.as('R300'), params: { id, commentId: await commentOnDeliveryOrder(ctx, id) } };
  },

  // Filling advice notes and their comments
  getFanCreationInfo: async (ctx) => {
    await approvedDeliveryOrder(ctx);
    return { token: await ctx.as('R300') };
  },
  createFillingAdviceNote: async (ctx) => ({ token: await ctx.as('R300'), body: await notePayload(ctx) }),
  editFillingAdviceNote: async (ctx) => ({
    token: await ctx.as('R300'),
    body: { id: await newNote(ctx), ...(await notePayload(ctx)) },
  }),
  searchFillingAdviceNotes: async (ctx) => {
    await newNote(ctx);
    return { token: await ctx.as('R400'), body: { pageNumber: 1, stage: 0, referenceNumber: 'LBR' } };
  },
  fillingAdviceNoteStatusUpdate: async (ctx) => {
    const id = await newNote(ctx);
    const token = await ctx.as('R400');
    const { compartments } = (await ctx.call(token, 'GET', `FillingAdviceNote/${id}`)).json;
    return {
      token,
      body: {
        id,
        status: 10,
        cardNumber: 4711,
        compartments: compartments.map((c: { id: number }) => ({ id: c.id, bayNumber: 3 })),
      },
    };
  },
  getFillingAdviceNote: async (ctx) => {
    const id = await newNote(ctx);
    await commentOnNote(ctx, id);
    return { token: await ctx.as('R400'), params: { id } };
  },
  getFanForEdit: async (ctx) => ({ token: await ctx.as('R300'), params: { id: await newNote(ctx) } }),
  addFillingAdviceNoteComment: async (ctx) => ({
    token: await ctx.as('R400'),
    body: { entityId: await newNote(ctx), text: 'Bay 3 is free.' },
  }),
  editFillingAdviceNoteComment: async (ctx) => {
    const id = await newNote(ctx);
    return {
      token: await ctx.as('R300'),
      body: { entityId: id, commentId: await commentOnNote(ctx, id), text: 'Driver arrived.' },
    };
  },
  deleteFillingAdviceNoteComment: async (ctx) => {
    const id = await newNote(ctx);
    return { token: await ctx.as('R300'), params: { id, commentId: await commentOnNote(ctx, id) } };
  },

  // Master data
  ...entityRequests('Product', 'products', async () => ({
    name: `Kerosene ${next()}`,
    unitOfMeasure: 'Gallons',
  })),
  ...entityRequests('Importer', 'importers', async () => party()),
  ...entityRequests('Distributor', 'distributors', async () => party()),
  ...entityRequests('StorageTank', 'storage_tanks', async (ctx) => ({
    number: `T-${next()}`,
    productId: await productId(ctx),
  })),
};
