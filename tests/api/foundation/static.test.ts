import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../../build/precompress.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// The built app's files as the server sends them: the build's brotli or gzip copy as the browser
// accepts, hashed assets cached for a year, index.html (and every route falling back to it) revalidated.

const INDEX = `<!doctype html><html><head><title>PPMS</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script type="module" src="/assets/app-3f9a1c.js"></script></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), SCRIPT);
  await precompressFile(path.join(dist, 'index.html'));
  await precompressFile(path.join(dist, 'assets', 'app-3f9a1c.js'));
  t = await createTestApp({ staticDir: dist, demo: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built app', () => {
  it('has brotli and gzip copies written by the build', () => {
    const script = path.join(dist, 'assets', 'app-3f9a1c.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
  });

  it('sends the best copy the browser accepts, hashed assets immutable for a year', async () => {
    const br = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-3f9a1c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates index.html, at / and as the fallback of every route, HEAD included', async () => {
    for (const url of ['/', '/stock-request/detail/12', '/AdminRegister/abc']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/stock-request/list' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect((await get('/api/v1/no/such/call')).json()).toEqual({ message: 'There is no such call.' });
  });

  it('answers 404 for a file that is not there, never the app page; client routes still get the page', async () => {
    for (const url of [
      '/assets/missing.js',
      '/assets/app-3f9a1c.css',
      '/ASSETS/app-0000.js',
      '/assets/',
      '/favicon.ico',
      '/robots.txt',
      '/transfer-order-detail/12/print.pdf',
      '/.env',
      '/index.php?page=1',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
      }
      expect((await get(url)).json()).toEqual({ message: 'There is no such file.' });
    }
    for (const url of [
      '/transfer-order-detail/12',
      '/edit-transfer-order/12',
      '/AdminRegister/Ab-9_xZ',
      '/reset/password?token=a.b.c&email=someone@example.org',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX);
    }
  });
});
