import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { createTestApp, type TestApp, usingPostgres } from '../../helpers/app.ts';
import { type Context, type ContractRequest, contractContext, REQUESTS } from '../contract/requests.ts';
import { ALL_ROLES } from '../master-data/roles.ts';
import { type Operation, operationsOf, type Schema } from './operations.ts';

// The fuzz (issue 19): every operation of the OpenAPI document, from the contract test's valid request
// (tests/api/contract/requests.ts: made as a role that may make it), changed one way at a time by
// fast-check: a field of the wrong type, missing, or extra; huge and control-character text; negative,
// fractional and huge numbers; a whole body of random JSON; malformed JSON; a wrong content type; hostile
// path and query values; the same request as another role or nobody. No answer may be a 5xx, every 4xx
// carries a message, and a refusal changes no table.
//
// How "no table changed" stays cheap: a write assigns a transaction id, so while the next id to be
// assigned (the snapshot's xmax) stays put nothing was written. When it moves over a refused request,
// each table must hold as many rows as before and none written since that id (an insert or an update
// leaves a row version whose xmin is the writer's id; a delete lowers the count). An accepted request
// may change rows: the counts are taken again after it.
//
// FUZZ_RUNS raises the cases per operation (200 in CI); FUZZ_SEED replays a run (the seed is printed).

const RUNS = Number(process.env.FUZZ_RUNS || 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

/** Refusals that write by design, and what they write. */
const REFUSALS_THAT_WRITE: Record<string, { tables: string[]; why: string }> = {
  login: {
    tables: ['login_failures', 'audit_events'],
    why: 'a failed sign-in is counted, for throttling, and audited',
  },
  loginWithCode: {
    tables: ['login_failures', 'audit_events'],
    why: 'a failed second factor is counted, for throttling, and audited',
  },
  changePassword: {
    tables: ['login_failures', 'audit_events'],
    why: 'a wrong current password is counted as a failed sign-in, and audited',
  },
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A request as it goes on the wire. */
interface Wire {
  token?: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body's bytes (text for JSON); undefined: none. */
  payload?: string | Buffer;
  contentType?: string;
}

/** One change to the valid request; `what` names it in a failure. */
interface Change {
  what: string;
  apply(wire: Wire, body: unknown): Wire;
}

// --- hostile values -------------------------------------------------------------------------------

const CONTROL = fc
  .array(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    { minLength: 1, maxLength: 4 },
  )
  .map((chars) => `a${chars.join('')}b`);
const HUGE_TEXT = fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'x'.repeat(length));
const NEGATIVE = fc.oneof(fc.integer({ min: -(2 ** 31), max: -1 }), fc.constant(-(2 ** 63)));
const FRACTIONAL = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Number.isInteger(x));
const HUGE_NUMBER = fc.constantFrom(
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  5e-324,
);
const WRONG_TYPE: fc.Arbitrary<Json> = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.array(fc.jsonValue() as fc.Arbitrary<Json>, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue() as fc.Arbitrary<Json>, { maxKeys: 3 }),
  fc.constantFrom('1', '1.5', '-1', '', ' ', 'true', 'null', '2026-13-45', '0x10', '1e400'),
);
const HOSTILE: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: WRONG_TYPE },
  { weight: 2, arbitrary: CONTROL },
  { weight: 1, arbitrary: HUGE_TEXT },
  { weight: 2, arbitrary: NEGATIVE },
  { weight: 2, arbitrary: FRACTIONAL },
  { weight: 2, arbitrary: HUGE_NUMBER },
  { weight: 1, arbitrary: fc.constantFrom(0, -0) },
);
/** Path and query text: the same kinds, as text. */
const HOSTILE_TEXT: fc.Arbitrary<string> = fc.oneof(
  HOSTILE.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  fc.constantFrom(
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    "1' or '1'='1",
    '1;drop table users',
    '\u202E1',
    '１',
    '٣',
  ),
);
const MALFORMED_JSON = fc.constantFrom(
  '{',
  '[',
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  'NaN',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"text"',
  '1e999999',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
);
const WRONG_CONTENT_TYPE = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json-patch+json',
  '',
);

// --- places in a body -------------------------------------------------------------------------------

type Place = (string | number)[];

/** Every place of the body: its own fields and items, and the fields its schema declares. */
function placesOf(value: unknown, schema: Schema | undefined, at: Place = []): Place[] {
  const places: Place[] = at.length ? [at] : [];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) places.push(...placesOf(item, schema?.items, [...at, i]));
    if (!value.length && schema?.items) places.push(...placesOf(undefined, schema.items, [...at, 0]));
  } else if (schema?.type === 'object' || (value && typeof value === 'object')) {
    const names = new Set([
      ...Object.keys(schema?.properties ?? {}),
      ...Object.keys((value as object) ?? {}),
    ]);
    for (const name of names)
      places.push(
        ...placesOf((value as Record<string, unknown>)?.[name], schema?.properties?.[name], [...at, name]),
      );
  }
  return places;
}

/** A copy of the body with `value` at the place (undefined: the field removed), making parents as needed. */
function setAt(body: unknown, place: Place, value: unknown): unknown {
  if (!place.length) return value;
  const [head, ...rest] = place;
  const container = (
    body && typeof body === 'object' ? structuredClone(body) : typeof head === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  const child = setAt(container[head], rest, value);
  if (child === undefined && !rest.length) {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete container[head];
  } else container[head] = child;
  return container;
}

const named = (place: Place) =>
  place.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');

// --- the changes of an operation ------------------------------------------------------------------

function changesOf(operation: Operation, base: ContractRequest, wire: Wire, tokens: Record<string, string>) {
  const changes: fc.Arbitrary<Change>[] = [];
  const body = base.body;
  if (operation.body?.type === 'json' || (body !== undefined && !base.raw)) {
    const places = placesOf(body, operation.body?.schema);
    if (places.length) {
      const place = fc.constantFrom(...places);
      changes.push(
        fc.record({ place, value: HOSTILE }).map(({ place, value }) => ({
          what: `${named(place)} = ${JSON.stringify(value)?.slice(0, 60)}`,
          apply: (w, b) => json(w, setAt(b, place, value)),
        })),
        place.map((place) => ({
          what: `${named(place)} missing`,
          apply: (w, b) => json(w, setAt(b, place, undefined)),
        })),
      );
    }
    changes.push(
      fc
        .record({
          at: places.length ? fc.constantFrom([], ...places) : fc.constant([] as Place),
          key: fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('__proto__', 'constructor', 'id', 'isAdmin'),
          ),
          value: fc.jsonValue() as fc.Arbitrary<Json>,
        })
        .map(({ at, key, value }) => ({
          what: `extra ${named([...at, key])} = ${JSON.stringify(value).slice(0, 60)}`,
          apply: (w, b) => {
            const target = at.length
              ? at.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], b)
              : b;
            if (!target || typeof target !== 'object' || Array.isArray(target)) return w;
            return json(w, setAt(b, [...at, key], value));
          },
        })),
      (fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>).map((value) => ({
        what: `body = ${JSON.stringify(value).slice(0, 60)}`,
        apply: (w) => json(w, value),
      })),
      fc
        .oneof(
          MALFORMED_JSON,
          fc
            .nat()
            .map((n) => JSON.stringify(body ?? {}).slice(0, n % (JSON.stringify(body ?? {}).length || 1))),
        )
        .map((text) => ({
          what: `malformed JSON ${JSON.stringify(text.slice(0, 40))}`,
          apply: (w) => ({ ...w, payload: text, contentType: 'application/json' }),
        })),
    );
  }
  if (base.raw) {
    // Multipart: its bytes cut short or changed, its boundary lost (the text sweep sends hostile fields).
    const bytes = base.raw.payload;
    changes.push(
      fc.nat({ max: bytes.length - 1 }).map((n) => ({
        what: `multipart cut at ${n}`,
        apply: (w) => ({ ...w, payload: bytes.subarray(0, n) }),
      })),
      fc
        .record({ at: fc.nat({ max: bytes.length - 1 }), byte: fc.integer({ min: 0, max: 255 }) })
        .map(({ at, byte }) => ({
          what: `multipart byte ${at} = ${byte}`,
          apply: (w) => {
            const copy = Buffer.from(bytes);
            copy[at] = byte;
            return { ...w, payload: copy };
          },
        })),
      fc
        .constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=other',
          'multipart/mixed; boundary=x',
        )
        .map((type) => ({ what: `content type ${type}`, apply: (w) => ({ ...w, contentType: type }) })),
    );
  }
  // Any body, of the wrong type: a JSON body sent as text or form, a multipart one as JSON.
  changes.push(
    WRONG_CONTENT_TYPE.map((type) => ({
      what: `content type ${JSON.stringify(type)}`,
      apply: (w, b) => ({ ...w, payload: w.payload ?? JSON.stringify(b ?? {}), contentType: type }),
    })),
  );
  for (const name of Object.keys(operation.params))
    changes.push(
      HOSTILE_TEXT.map((value) => ({
        what: `path ${name} = ${JSON.stringify(value.slice(0, 40))}`,
        apply: (w) => ({ ...w, params: { ...w.params, [name]: value } }),
      })),
    );
  const queries = [...Object.keys(operation.query), ...Object.keys(wire.query)];
  changes.push(
    fc
      .record({
        name: queries.length
          ? fc.oneof(fc.constantFrom(...queries), fc.string({ maxLength: 8 }))
          : fc.string({ maxLength: 8 }),
        value: HOSTILE_TEXT,
      })
      .map(({ name, value }) => ({
        what: `query ${name} = ${JSON.stringify(value.slice(0, 40))}`,
        apply: (w) => ({ ...w, query: { ...w.query, [name]: value } }),
      })),
    // The valid request as another role, as nobody, or with a broken token.
    fc.constantFrom(...Object.keys(tokens), 'nobody', 'garbage').map((who) => ({
      what: `as ${who}`,
      apply: (w) => ({
        ...w,
        token: who === 'nobody' ? undefined : (tokens[who] ?? `${w.token ?? ''}x.y.z`),
      }),
    })),
  );
  return fc.oneof(...changes);
}

const json = (wire: Wire, body: unknown): Wire => ({
  ...wire,
  payload: body === undefined ? undefined : JSON.stringify(body),
  contentType: body === undefined ? undefined : 'application/json',
});

// --- the run ---------------------------------------------------------------------------------------

let t: TestApp;
let ctx: Context;
let operations: Operation[];
let tables: string[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // As the contract test: internal users sign in with a mailed code, so Login2F has a valid request.
  t = await createTestApp({ twoFactor: 'internal' });
  ctx = contractContext(() => t);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
  // The document's operations as the sweeps walk them (operations.ts).
  operations = operationsOf(doc).filter((operation) => operation.documented);
  await renewTokens();
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.db.db);
  tables = rows.map((row) => row.name);
}, 60_000);
afterAll(() => t?.close());

/**
 * The tokens of "as another role": sessions of their own (not the fixtures'), signed in again when a
 * fuzzed Logout or an account change has ended one, so later operations are still reached as each role.
 */
async function renewTokens() {
  for (const role of ALL_ROLES) {
    const alive =
      tokens[role] &&
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/Dashboard',
          headers: { authorization: `Bearer ${tokens[role]}` },
        })
      ).statusCode !== 401;
    if (alive) continue;
    // The fuzzed sign-ins of this user may have throttled it: those failures are the fuzz's own.
    await t.db.db.deleteFrom('loginFailures').execute();
    tokens[role] = await ctx.signIn(DEMO_USER_BY_ROLE[role]);
  }
}

/**
 * Per table: its rows, and those written by a transaction from `since` on (32-bit xids: PGlite's
 * counter never wraps in a test run).
 */
async function tableRows(since: string) {
  const xid = BigInt(since) % 2n ** 32n;
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, count(*) filter (where xmin::text::bigint >= ${xid})::int as written from "${name}"`,
    )
    .join(' union all ');
  const { rows } = await sql<{ name: string; rows: number; written: number }>`${sql.raw(query)}`.execute(
    t.db.db,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}

/** The next transaction id PostgreSQL will assign: it moves on any write. */
const nextTransaction = async () =>
  (await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(t.db.db))
    .rows[0].xmax;

function toWire(operation: Operation, base: ContractRequest): Wire {
  const params = Object.fromEntries(
    Object.keys(operation.params).map((name) => [name, String(base.params?.[name] ?? 1)]),
  );
  const query = Object.fromEntries(
    Object.entries(base.query ?? {}).map(([name, value]) => [name, String(value)]),
  );
  if (base.raw)
    return {
      token: base.token,
      params,
      query,
      payload: base.raw.payload,
      contentType: base.raw.headers['content-type'],
    };
  return json({ token: base.token, params, query }, base.body);
}

function inject(operation: Operation, wire: Wire) {
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wire.params[name] ?? '')) +
    (Object.keys(wire.query).length ? `?${new URLSearchParams(wire.query)}` : '');
  const headers: Record<string, string> = {};
  if (wire.token) headers.authorization = `Bearer ${wire.token}`;
  if (wire.contentType !== undefined) headers['content-type'] = wire.contentType;
  return t.app.inject({ method: operation.method as 'GET', url, payload: wire.payload, headers });
}

const parse = (body: string) => {
  try {
    return JSON.parse(body) as { message?: unknown };
  } catch {
    return {};
  }
};

// On PostgreSQL the next transaction id is the server's, which other databases on a shared server move
// all the time: every case would need a full table check. What the fuzz probes (the server's reading of
// input) is the same code on both databases, and PostgreSQL answers the SQL it reaches as PGlite does
// (PGlite is PostgreSQL), so it runs on the embedded pass only.
describe.skipIf(usingPostgres())('the fuzz', () => {
  it(`gives every operation ${RUNS} changed requests: never a 5xx, a message with every 4xx, a refusal changes nothing`, async () => {
    const failures: string[] = [];
    const counts = { cases: 0, accepted: 0, refused: 0, checks: 0 };
    const started = performance.now();
    // Every valid request first: an accepted fuzzed request may change what a later fixture reads.
    const timings: [string, number][] = [];
    const bases = new Map<string, ContractRequest>();
    for (const operation of operations) {
      const fixture = REQUESTS[operation.name];
      if (fixture) bases.set(operation.name, await fixture(ctx));
      else failures.push(`${operation.name}: no valid request in tests/api/contract/requests.ts`);
    }
    for (const operation of operations) {
      const base = bases.get(operation.name);
      if (!base) continue;
      await renewTokens();
      const opStarted = performance.now();
      const wire = toWire(operation, base);
      const allowed = new Set(REFUSALS_THAT_WRITE[operation.name]?.tables ?? []);
      let next = await nextTransaction();
      let baseline = await tableRows(next);
      let found: string | null = null;
      await fc
        .assert(
          fc.asyncProperty(changesOf(operation, base, wire, tokens), async (change) => {
            const response = await inject(operation, change.apply(wire, base.body));
            counts.cases++;
            const what = `${operation.name} (${operation.method} ${operation.path}) ${change.what}`;
            const status = response.statusCode;
            if (status >= 500) found = `${what}: ${status} ${response.body.slice(0, 200)}`;
            else if (status >= 400 && !parse(response.body).message)
              found = `${what}: ${status} without a message`;
            if (status < 400) counts.accepted++;
            else counts.refused++;
            const moved = await nextTransaction();
            if (moved !== next) {
              counts.checks++;
              const now = await tableRows(next);
              const changed = tables.filter(
                (table) =>
                  !allowed.has(table) && (now[table].rows !== baseline[table].rows || now[table].written > 0),
              );
              if (status >= 400 && changed.length && !found)
                found = `${what}: refused (${status}) but changed ${changed.join(', ')}`;
              next = moved;
              baseline = now;
            }
            if (found) throw new Error(found);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => {
          failures.push(found ?? `${operation.name}: failed`);
        });
      timings.push([operation.name, performance.now() - opStarted]);
    }
    const slowest = timings.sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.info(
      `fuzz: slowest ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${operations.length} operations × ${RUNS} cases = ${counts.cases} requests (${counts.accepted} accepted, ${counts.refused} refused, ${counts.checks} table checks) in ${seconds} s, seed ${SEED}`,
    );
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(counts.cases).toBe(operations.length * RUNS);
  }, 600_000);
});
