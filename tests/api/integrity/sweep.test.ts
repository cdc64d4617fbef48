import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { ALL_ROLES, type Call, callersByRole } from '../master-data/roles.ts';
import {
  BASES,
  checksum,
  generate,
  HUGE,
  HUGE_DIGITS,
  type Json,
  keyOf,
  MAX_ID,
  multipart,
  NO_SUCH_CALL,
  type Operation,
  operationsOf,
  type Schema,
  withValue,
} from './operations.ts';

// The boundary sweep (issue 14): every call the server documents in /api/v1/docs/json, plus every call of
// the spec's table, gets hostile values in each of its id and code places: its integer path parameters,
// the integer fields of its body (nested ones too) and the fields of a multipart upload. Each is sent as
// every demo role. Every answer is a 4xx with {message}, never a 5xx; a value out of range is refused
// naming its field; and at the end not one row of any table has changed. A call added later joins by
// being routed and documented; if its body needs more than generated values to be valid (a date, an
// e-mail), add a base payload to BASES, and the sweep says so when that is missing.

interface Case {
  operation: Operation;
  /** 'path:id', 'body:inventoryInfos[0].quantity' */
  place: string;
  value: unknown;
  /** Out of range: must be refused (400 naming the field, or 404 for an address). */
  outOfRange: boolean;
}

/** The values of the issue. */
const VALUES: unknown[] = [0, -1, MAX_ID, 2 ** 31, 2 ** 53, 1.5, '1', null, HUGE, HUGE_DIGITS];

/**
 * Within range: a whole number an `integer` column holds, whatever the document says, and within the
 * field's documented minimum, maximum and codes.
 */
const inRange = (schema: Schema, value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  Math.abs(value) <= MAX_ID &&
  value >= (schema.minimum ?? -Infinity) &&
  value <= (schema.maximum ?? Infinity) &&
  (!schema.enum || schema.enum.includes(value));

/**
 * The cases of one place: out-of-range values must be refused; in range, only the largest id (which
 * no record has) and null (missing: refused, or an unset filter) are sent, since a real code or id
 * would simply be obeyed (a shipment submitted, a record read).
 */
function valuesFor(schema: Schema): { value: unknown; outOfRange: boolean }[] {
  // Null where the field takes null is simply no value (a line's measured volume): a valid request,
  // which would write, not a hostile one.
  return VALUES.filter((value) =>
    value === null ? !schema.nullable : value === MAX_ID || !inRange(schema, value),
  ).map((value) => ({
    value,
    outOfRange: value !== null && !inRange(schema, value),
  }));
}

/** The integer fields of a body schema by place: 'importerId', 'inventoryInfos[0].quantity'. */
function integerPlaces(schema: Schema, prefix = ''): [string, Schema][] {
  if (schema.type === 'integer') return [[prefix, schema]];
  if (schema.type === 'array' && schema.items) return integerPlaces(schema.items, `${prefix}[0]`);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
      integerPlaces(field, prefix ? `${prefix}.${name}` : name),
    );
  }
  return [];
}

function casesOf(operation: Operation): Case[] {
  const cases: Case[] = [];
  for (const [name, schema] of Object.entries(operation.params)) {
    // Free text (a search term, a code, a token) gets the huge string only.
    const values =
      schema.type === 'integer' ? valuesFor(schema) : [{ value: HUGE as unknown, outOfRange: true }];
    for (const { value, outOfRange } of values) {
      if (value === '1') continue; // in an address every id is text
      cases.push({ operation, place: `path:${name}`, value, outOfRange });
    }
  }
  if (operation.body) {
    const places =
      operation.body.type === 'json'
        ? integerPlaces(operation.body.schema)
        : Object.entries(operation.body.schema.properties ?? {}).filter(
            ([, field]) => field.type === 'integer',
          );
    for (const [place, schema] of places) {
      for (const { value, outOfRange } of valuesFor(schema)) {
        // A multipart field is text anyway: '1' is simply the id 1.
        if (operation.body.type === 'multipart' && value === '1') continue;
        cases.push({ operation, place: `body:${place}`, value, outOfRange });
      }
    }
  }
  return cases;
}

/** Sends one case as one role. */
function send(call: Call, c: Case) {
  const [where, place] = c.place.split(':') as ['path' | 'body', string];
  const url = c.operation.path.replace('/api/v1/', '').replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (where === 'path' && name === place) return encodeURIComponent(String(c.value));
    return c.operation.params[name].type === 'integer' ? '1' : 'sweep';
  });
  const body = c.operation.body;
  if (!body) return call(c.operation.method as 'GET', url);
  const base = BASES[keyOf(c.operation.method, c.operation.path)] ?? generate(body.schema);
  const payload = where === 'body' ? withValue(base, place, c.value) : base;
  if (body.type === 'json') return call(c.operation.method as 'POST', url, payload);
  const form = multipart(payload as Json);
  return call(c.operation.method as 'POST', url, form.payload, form.headers);
}

let t: TestApp;
let as: Record<RoleCode, Call>;
let operations: Operation[];
let before: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
  // A line of a demo delivery order whose tank may still change: the ids of a valid tank update.
  BASES['POST /api/v1/DeliveryOrder/InventoryUpdate'] = await t.db.db
    .selectFrom('deliveryOrderLines as l')
    .innerJoin('deliveryOrders as d', 'd.id', 'l.deliveryOrderId')
    .where('d.status', 'in', ['New', 'Reviewed', 'Approved'])
    .where('l.inventoryId', 'is not', null)
    .select(['l.deliveryOrderId', 'l.transferOrderId', 'l.inventoryId'])
    .executeTakeFirstOrThrow();
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json());
  before = await checksum(t);
});
afterAll(() => t?.close());

/** The validation errors of a 400 that are not about the place being swept (its field or a parent). */
const foreignErrors = (place: string, errors: Record<string, string> | undefined) =>
  Object.keys(errors ?? {}).filter((key) => {
    const field = place.replace(/^body:/, '');
    return !(field === key || field.startsWith(`${key}.`) || field.startsWith(`${key}[`));
  });

describe('the boundary sweep', () => {
  it('sees every routed call of the spec in the OpenAPI document, so none escapes it', async () => {
    const undocumented = operations.filter((o) => !o.documented);
    for (const operation of undocumented) {
      const url = operation.path.replace('/api/v1/', '').replace(/\{[^}]+\}/g, '1');
      const response = await as.R500(
        operation.method as 'GET',
        url,
        operation.method === 'GET' ? undefined : {},
      );
      expect(response.json().message, `${operation.method} ${operation.path} is routed: document it`).toBe(
        NO_SUCH_CALL,
      );
    }
    const cases = operations.flatMap(casesOf);
    const withCases = operations.filter((o) => casesOf(o).length);
    console.info(
      `boundary sweep: ${cases.length} cases in ${withCases.length} calls ` +
        `(${withCases.filter((o) => o.documented).length} routed, ${withCases.filter((o) => !o.documented).length} ` +
        `of the spec not built yet), each sent as ${ALL_ROLES.length} roles: ${cases.length * ALL_ROLES.length} requests`,
    );
    expect(withCases.filter((o) => o.documented).length).toBeGreaterThan(0);
  });

  it('answers every hostile id and code with a 4xx and a message, never a 5xx', async () => {
    const failures: string[] = [];
    const unreachable = new Map<string, string[]>();
    for (const operation of operations) {
      for (const c of casesOf(operation)) {
        const answers = await Promise.all(
          ALL_ROLES.map((role) => send(as[role], c).then((r) => [role, r] as const)),
        );
        for (const [role, response] of answers) {
          const what = `${operation.method} ${operation.path} ${c.place}=${JSON.stringify(c.value)?.slice(0, 20)} as ${role}`;
          const body = (() => {
            try {
              return response.json() as { message?: unknown; errors?: Record<string, string> };
            } catch {
              return {};
            }
          })();
          if (response.statusCode >= 500)
            failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (
            c.outOfRange &&
            (response.statusCode < 400 || typeof body.message !== 'string' || !body.message)
          )
            failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && typeof body.message !== 'string')
            failures.push(`${what}: ${response.statusCode} without a message`);
          // A routed call must be reached (an address too long for the router aside).
          if (
            operation.documented &&
            body.message === NO_SUCH_CALL &&
            !(c.place.startsWith('path:') && c.value === HUGE)
          )
            failures.push(`${what}: the call was not reached`);
          if (
            response.statusCode === 400 &&
            c.place.startsWith('body:') &&
            c.operation.body?.type === 'json'
          ) {
            if (
              c.outOfRange &&
              body.errors &&
              foreignErrors(c.place, body.errors).length === Object.keys(body.errors).length
            )
              failures.push(`${what}: refused without naming the field: ${response.body.slice(0, 200)}`);
            const foreign = foreignErrors(c.place, body.errors);
            if (foreign.length) unreachable.set(keyOf(operation.method, operation.path), foreign);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // A base payload that is itself refused never lets a value reach the database: give it one in BASES.
    expect(Object.fromEntries(unreachable), 'calls whose base payload is not valid (see BASES)').toEqual({});
  }, 300_000);

  it('changes nothing in the database', async () => {
    expect(await checksum(t)).toEqual(before);
  });
});
