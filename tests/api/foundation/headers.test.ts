import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../helpers/app.ts';

// The headers every answer carries (helmet), CORS closed unless configured, and API answers over 1 KB
// compressed. The browser suite (tests/e2e/serving.test.ts) checks the built app's files.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@ppms.demo');
});
afterAll(() => t.close());

const get = (app: TestApp['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('go with every answer, refusals included; HSTS only behind an https public address', async () => {
    for (const response of [
      await get(t.app, '/api/v1/Setting/AppCodes'),
      await get(t.app, '/api/v1/Dashboard'),
      await get(t.app, '/api/v1/no/such/call'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await createTestApp({ publicUrl: 'https://ppms.example.org', demo: false });
    try {
      const response = await get(https.app, '/api/v1/Setting/AppCodes');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp['app'], origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/v1/Dashboard',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('is closed by default: no other origin is allowed to read an answer', async () => {
    const answer = await get(t.app, '/api/v1/Setting/AppCodes', { origin: 'https://elsewhere.example' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await preflight(t.app, 'https://elsewhere.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('opens to the origins PPMS_CORS_ORIGINS names, and to them only', async () => {
    const open = await createTestApp({ corsOrigins: ['https://portal.example.org'], demo: false });
    try {
      const allowed = await preflight(open.app, 'https://portal.example.org');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.org');
      expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      const other = await preflight(open.app, 'https://elsewhere.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

describe('compression of API answers', () => {
  it('compresses answers over 1 KB with zstd where taken, else gzip, else brotli, and leaves small ones alone', async () => {
    const auth = { authorization: `Bearer ${admin}` };
    const plain = await get(t.app, '/api/v1/Importer', auth);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(t.app, '/api/v1/Importer', { ...auth, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(t.app, '/api/v1/Importer', { ...auth, 'accept-encoding': 'br, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // What Chrome sends: zstd, at its level 1 (plugins/compression.ts).
    const zstd = await get(t.app, '/api/v1/Importer', {
      ...auth,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(JSON.parse(zlib.zstdDecompressSync(zstd.rawPayload).toString())).toEqual(plain.json());

    const small = await get(t.app, '/api/v1/Setting/AppCodes', { 'accept-encoding': 'br, gzip, zstd' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large answer in one call and sends its length; gzip at its fastest level above 64 KB', async () => {
    // The OpenAPI document: hundreds of KB, over any size the plugin would stream at by default.
    const url = '/api/v1/docs/json';
    const plain = await get(t.app, url);
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const sent: Record<string, Buffer> = {};
    for (const encoding of ['zstd', 'gzip']) {
      const answer = await get(t.app, url, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      // Streamed, it would go out in chunks, without a length.
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      sent[encoding] = answer.rawPayload;
    }
    expect(zlib.zstdDecompressSync(sent.zstd).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(sent.gzip).toString()).toBe(plain.body);
    // A gzip header's XFL byte says the level: 4 for the fastest (1), 0 for the default (6).
    expect(sent.gzip[8]).toBe(4);
    const small = await get(t.app, '/api/v1/Importer', {
      authorization: `Bearer ${admin}`,
      'accept-encoding': 'gzip',
    });
    expect(small.rawPayload.length).toBeLessThan(64 * 1024);
    expect(small.rawPayload[8]).toBe(0);
  });
});
