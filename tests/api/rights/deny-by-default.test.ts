import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denyUndeclared, requireRole } from '../../../server/plugins/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// Issue 19, item 5: deny by default. Every API call declares who may make it (a role guard, or
// `config.access`); one that declares nothing refuses everyone, whoever calls it.

describe('deny by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every call of the real app declares who may make it', () => {
    expect(t.app.undeclaredRoutes).toEqual([]);
  });

  it('a call that declares nothing refuses every caller, even one the other calls let in', async () => {
    const undeclared: string[] = [];
    const app = Fastify();
    // Signed in as an administrator, whom the administrators' call lets in.
    app.addHook('onRequest', async (request) => {
      Object.assign(request, { user: { rCodes: { R500: true }, pCodes: {} } });
    });
    app.addHook('onRoute', denyUndeclared(undeclared));
    app.get('/nobody-decided', async () => ({ ok: true }));
    app.get('/administrators', { preValidation: requireRole(['R500']) }, async () => ({ ok: true }));
    app.get('/signed-in', { config: { access: 'signed-in' } }, async () => ({ ok: true }));
    await app.ready();
    expect(undeclared).toEqual(['GET /nobody-decided']);
    expect((await app.inject({ url: '/nobody-decided' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/administrators' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/signed-in' })).statusCode).toBe(200);
    await app.close();
  });
});
