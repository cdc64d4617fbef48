import { format } from 'date-fns/format';
import { sql } from 'kysely';
import type { TestApp } from '../../helpers/app.ts';
import spec from '../../spec/calls.json' with { type: 'json' };

// What the sweeps of every documented call share (sweep.test.ts: ids and codes; text-sweep.test.ts:
// texts): the operations of the OpenAPI document, base payloads that are valid where generated values
// would not be, multipart bodies, and a checksum of every row of every table.

export type Json = Record<string, unknown>;
export interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  nullable?: boolean;
}
export interface Operation {
  /** The document's operationId (the spec's calls the document lacks: method and path). */
  name: string;
  method: string;
  path: string;
  /** Path parameter -> its schema (integer: an id or a code; string: free text). */
  params: Record<string, Schema>;
  /** Query parameter -> its schema. */
  query: Record<string, Schema>;
  /** The query parameters the call requires. */
  requiredQuery: string[];
  body: { type: 'json' | 'multipart'; schema: Schema } | null;
  /** In the OpenAPI document (routed); the spec's other calls answer 'There is no such call.' for now. */
  documented: boolean;
}
export const HUGE = 'x'.repeat(100_000);
export const NO_SUCH_CALL = 'There is no such call.';
export const HUGE_DIGITS = '9'.repeat(400);
export const MAX_ID = 2 ** 31 - 1;
export const today = format(new Date(), 'yyyy-MM-dd');
const party = {
  name: 'Sweep Party',
  taxIdentificationNumber: 'TIN-SWEEP',
  address: '1 Sweep Street',
  primaryPhone: '+231 0',
  primaryEmail: 'sweep@example.test',
};
const fanBase = {
  vehicleNumber: 'LBR-1',
  deliveryOrders: [{ deliveryOrderId: 1, quantity: 10 }],
  compartments: [{ compartmentNumber: 1, quantity: 10, destination: 'Monrovia' }],
};
/** Base payloads where generated values would not be valid; the sweep changes one place at a time. */
export const BASES: Record<string, Json> = {
  'POST /api/v1/StockUpdate': {
    createdDate: today,
    stockUpdateType: 0,
    importerId: 1,
    inventoryInfos: [{ inventoryId: 1, quantity: 10 }],
  },
  'PUT /api/v1/StockUpdate': {
    stockUpdateId: 1,
    createdDate: today,
    stockUpdateType: 0,
    importerId: 1,
    inventoryInfos: [{ inventoryId: 1, quantity: 10 }],
  },
  'POST /api/v1/Importer': { ...party, inventories: [{ storageTankId: 1, isSelected: true }] },
  'PUT /api/v1/Importer': {
    id: 1,
    ...party,
    isActive: true,
    inventories: [{ storageTankId: 1, isSelected: true }],
  },
  'POST /api/v1/Distributor': party,
  'PUT /api/v1/Distributor': { id: 1, ...party, isActive: true },
  'PUT /api/v1/User': { id: 1, isActive: true, firstName: 'Sweep', lastName: 'Sweep' },
  'POST /api/v1/StockUpdate/Search': { pageNumber: 1 },
  'POST /api/v1/Report/TransfersAvailableBalance': { date: today },
  'POST /api/v1/Report/Importation': { from: today, to: today },
  'POST /api/v1/Report/SalesByImporter': { from: today, to: today },
  'POST /api/v1/Report/SalesByTanks': { from: today, to: today },
  'POST /api/v1/Report/LosesReport': { from: today, to: today, type: 3 },
  'POST /api/v1/Report/ProductMovement': {
    importerId: 1,
    productId: 1,
    storageTankId: 1,
    storageTankIds: [1],
    from: today,
    to: today,
    onlyFulfilledAndApproved: true,
  },
  'POST /api/v1/Report/StockReconciliation': { from: today, to: today },
  'PUT /api/v1/Report/LossTolerance': { percent: 0.5, gallons: 130 },
  // The demo importer's two PMS inventories (1 and 2) and the first demo transfer.
  'POST /api/v1/StockTransfer': { createdDate: today, fromInventoryId: 1, toInventoryId: 2, quantity: 10 },
  'PUT /api/v1/StockTransfer': {
    id: 1,
    createdDate: today,
    fromInventoryId: 1,
    toInventoryId: 2,
    quantity: 10,
  },
  'POST /api/v1/StockTransfer/Search': { pageNumber: 1 },
  'POST /api/v1/TransferOrder/Search': { pageNumber: 1 },
  'POST /api/v1/DeliveryOrder/Search': { pageNumber: 1 },
  'POST /api/v1/DeliveryOrder/StatusUpdate': { deliveryOrderId: 1, status: 5, priority: 0 },
  'POST /api/v1/FillingAdviceNote': fanBase,
  'PUT /api/v1/FillingAdviceNote': { id: 1, ...fanBase },
  'POST /api/v1/FillingAdviceNote/Search': { pageNumber: 1 },
  'POST /api/v1/Administration/UpdateUserRole': { userId: 1, userRoles: [{ id: 1, isSelected: true }] },
  'POST /api/v1/Administration/UpdateUserEntity': {
    userId: 1,
    userEntities: [{ entityId: 'Importer-1', isSelected: false }],
  },
};

/** A value of the schema's type: the first of an enum, 1 for numbers (demo records have id 1). */
export function generate(schema: Schema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [generate(schema.items ?? {})];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, generate(field)]),
      );
    default:
      return schema.format === 'binary' ? '' : 'Sweep';
  }
}

/** A copy of the body with the value at the place. */
export function withValue(body: unknown, place: string, value: unknown): unknown {
  const copy = structuredClone(body) as Json;
  const keys = place.replace(/\[(\d+)\]/g, '.$1').split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

export const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
export const normalise = (path: string) => path.toLowerCase().replace(/\{[^}]+\}/g, '{}');

export function operationsOf(doc: { paths: Record<string, Record<string, Json>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as {
        in: string;
        name: string;
        schema: Schema;
        required?: boolean;
      }[];
      const params = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema] as const),
      );
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema] as const),
      );
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const body = content?.['application/json']
        ? { type: 'json' as const, schema: content['application/json'].schema }
        : content?.['multipart/form-data']
          ? { type: 'multipart' as const, schema: content['multipart/form-data'].schema }
          : null;
      operations.push({
        name: String(operation.operationId ?? keyOf(method, path)),
        method: method.toUpperCase(),
        path,
        params,
        query,
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body,
        documented: true,
      });
    }
  }
  // The spec's calls that the document lacks (none, while every routed call is documented): their
  // path parameters, ids when named so.
  const documented = new Set(operations.map((o) => keyOf(o.method, normalise(o.path))));
  for (const call of spec.calls) {
    if (documented.has(keyOf(call.method, normalise(call.path)))) continue;
    const params = Object.fromEntries(
      [...call.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [
        name,
        /id$/i.test(name) ? { type: 'integer', minimum: 1, maximum: MAX_ID } : { type: 'string' },
      ]),
    ) as Operation['params'];
    operations.push({
      name: keyOf(call.method, call.path),
      method: call.method,
      path: call.path,
      params,
      query: {},
      requiredQuery: [],
      body: null,
      documented: false,
    });
  }
  return operations;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

export function multipart(fields: Record<string, unknown>, fileName = 'sweep.pdf') {
  const boundary = `----sweep${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields)
    .filter(([name]) => name !== 'file')
    .map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value === null ? '' : String(value)}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One fingerprint of every row of every table. */
export async function checksum(t: TestApp) {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.db.db);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ sum: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.table(name)} t`.execute(
      t.db.db,
    );
    sums[name] = rows[0].sum;
  }
  return sums;
}
