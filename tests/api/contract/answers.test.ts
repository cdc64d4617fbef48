import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileAnswer } from '../../../schemas/account.ts';
import { a, answer } from '../../../schemas/answer.ts';
import { DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { userProfile } from '../../../server/domain/user-profile.ts';
import { answers } from '../../../server/plugins/answers.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { type ContractRequest, contractContext, REQUESTS, requestUrl } from './requests.ts';

// The OpenAPI document, walked: every operation, called as a role that may call it with a valid
// request, answers exactly what the document declares (a missing declaration fails), and no field
// the document does not declare ever leaves the server.

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  [keyword: string]: unknown;
}
interface Response {
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  name: string;
  method: string;
  path: string;
  op: { operationId?: string; security?: unknown[]; responses?: Record<string, Response> };
}

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Operation['op']>>;
  components: { schemas: Record<string, Schema> };
};
let operations: Operation[];
const ajv = new Ajv({ strict: false, allErrors: true });
formats.default(ajv);

/** A test-only route that hands the serializer a `select *` of users and account tokens. */
function leakyRoute(app: FastifyInstance) {
  app.get(
    '/api/v1/Test/Leak/:id',
    {
      schema: {
        hide: true,
        response: answers(userProfileAnswer.shape({ tokens: a.list(answer({ id: a.int() })) })),
      },
    },
    async (request) => {
      const id = Number((request.params as { id: string }).id);
      const row = await app.db.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const tokens = await app.db.db
        .selectFrom('accountTokens')
        .selectAll()
        .where('userId', '=', id)
        .execute();
      const profile = (await userProfile(app.db, id, true))!;
      return { ...row, ...profile, userDetail: { ...row, ...profile.userDetail }, tokens };
    },
  );
}

beforeAll(async () => {
  t = await createTestApp({ twoFactor: 'internal' }, leakyRoute);
  doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: op.operationId ?? `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );
});
afterAll(() => t.close());

const ctx = contractContext(() => t);

function send(operation: Operation, request: ContractRequest) {
  const url = requestUrl(operation.path, request);
  const auth: Record<string, string> = request.token ? { authorization: `Bearer ${request.token}` } : {};
  return t.app.inject({
    method: operation.method as 'GET',
    url,
    payload: request.raw?.payload ?? (request.body as object),
    headers: { ...auth, ...request.raw?.headers },
  });
}

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(doc.components.schemas[String(schema.$ref).split('/').pop()!]) : schema;

/** Paths in `value` that `schema` does not declare (whatever additionalProperties says). */
function undeclared(schema: Schema, value: unknown, at = '$'): string[] {
  const s = resolve(schema);
  if (Array.isArray(value)) return value.flatMap((item, i) => undeclared(s.items ?? {}, item, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const declared =
      s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : null);
    return declared ? undeclared(declared, field, `${at}.${key}`) : [`${at}.${key}`];
  });
}

function expectConforms(schema: Schema, body: unknown, what: string) {
  const validate = ajv.compile(resolve(schema));
  expect(validate(body) ? [] : validate.errors, `${what} matches its schema`).toEqual([]);
  expect(undeclared(schema, body), `${what} has no undeclared field`).toEqual([]);
}

describe('the OpenAPI contract', () => {
  it('has a valid request for every documented operation, and only for those', () => {
    const documented = operations.map((o) => o.name).sort();
    expect(documented).toEqual(Object.keys(REQUESTS).sort());
  });

  it.each(Object.keys(REQUESTS).sort())('%s answers what it declares', async (name) => {
    const operation = operations.find((o) => o.name === name)!;
    expect(operation, `${name} is documented`).toBeDefined();
    const answer = operation.op.responses?.['200']?.content;
    const refusal = operation.op.responses?.['4XX']?.content?.['application/json']?.schema;
    expect(answer, `${name} declares what it answers`).toBeDefined();
    expect(refusal?.$ref, `${name} declares the shared refusal`).toBe('#/components/schemas/ApiError');
    if (!answer || !refusal) return;

    const response = await send(operation, await REQUESTS[name](ctx));
    expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBe(200);
    const [type] = String(response.headers['content-type']).split(';');
    expect(Object.keys(answer), `${name} answers a declared type`).toContain(type);
    if (type === 'application/json') expectConforms(answer[type].schema, response.json(), name);

    if (operation.op.security?.length) {
      const refused = await send(operation, { ...(await REQUESTS[name](ctx)), token: undefined });
      expect(refused.statusCode, `${name} without a token`).toBe(401);
      expectConforms(refusal, refused.json(), name);
    }
  });
});

describe('serialization through the declared answer', () => {
  it('drops what the answer does not declare: a select * can not leak a password or token hash', async () => {
    const email = DEMO_USER_BY_ROLE.R1100;
    await ctx.call('', 'POST', 'Account/ForgotPassword', { email });
    const user = await t.db.db
      .selectFrom('users')
      .select(['id', 'passwordHash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const tokens = await t.db.db
      .selectFrom('accountTokens')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(user.passwordHash).toBeTruthy();
    expect(tokens.length).toBeGreaterThan(0);

    const response = await t.app.inject({ method: 'GET', url: `/api/v1/Test/Leak/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(user.passwordHash);
    for (const token of tokens) expect(response.body).not.toContain(token.tokenHash);
    expect(response.body).not.toMatch(/hash/i);
    const body = response.json();
    expect(body.email).toBe(email);
    expect(body.userDetail.email).toBe(email);
    expect(body.tokens.length).toBe(tokens.length);
    expect(Object.keys(body.tokens[0])).toEqual(['id']);
  });
});
