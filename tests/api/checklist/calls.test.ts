import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import spec from '../../spec/calls.json' with { type: 'json' };

/**
 * The spec's call table, walked: every call of an area whose issue is done must be routed and in the
 * OpenAPI document. Add an area here when its issue is resolved.
 */
const DONE_AREAS = new Set([
  'foundation',
  'accounts',
  'admin',
  'ledger',
  'transfers',
  'orders',
  'delivery',
  'reports',
  'fan',
]);

const normalise = (path: string) =>
  path
    .toLowerCase()
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/\/$/, '');

let t: TestApp;
let documented: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
  documented = new Set(
    Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${normalise(path)}`),
    ),
  );
});
afterAll(() => t.close());

const calls = spec.calls.filter((call) => DONE_AREAS.has(call.area));

describe('the spec call table', () => {
  it('serves the OpenAPI document as JSON and as a browsable page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(documented.size).toBeGreaterThanOrEqual(
      spec.calls.filter((call) => DONE_AREAS.has(call.area)).length,
    );
  });

  it('names only known areas', () => {
    const areas = new Set(spec.calls.map((call) => call.area));
    for (const area of DONE_AREAS) expect(areas).toContain(area);
  });

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s is routed and documented',
    async (_, call) => {
      expect(documented).toContain(`${call.method} ${normalise(call.path)}`);
      const url = call.path.replace(/\{[^}]+\}/g, '1');
      const response = await t.app.inject({
        method: call.method as 'GET',
        url,
        payload: call.method === 'GET' ? undefined : {},
      });
      // Whatever the call answers without a token or payload, it is not the unknown-call 404.
      expect(response.json().message).not.toBe('There is no such call.');
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});
