import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import { describeBrowser, LoginPage, servedBrowser, signOut as signOutOf } from '../helpers/browser.ts';

// The app served as a CDN would: compressed, cached by content hash, with the security headers, and
// small enough that the sign-in page and the dashboard load fast on a slow line.

const session = servedBrowser();
const KB = 1024;
/** Budgets of bytes transferred (headers included), measured on an empty cache. */
const LOGIN_JS_BUDGET = 150 * KB;
const DASHBOARD_BUDGET = 300 * KB;

interface Transfer {
  path: string;
  type: string;
  bytes: number;
  response: Response;
}

/** Loads with an empty cache whatever `load` does, and records every answer with its transferred size. */
async function transfers(page: Page, load: () => Promise<void>): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const pending: Promise<Transfer>[] = [];
  const record = (response: Response) =>
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          path: new URL(response.url()).pathname,
          type: response.request().resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          response,
        })),
    );
  page.on('response', record);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', record);
  }
  return Promise.all(pending);
}

const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const signOut = (page: Page) => signOutOf(page, session.server.url);

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  // Plain http here: no HSTS, and no CORS unless PPMS_CORS_ORIGINS names an origin.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

describeBrowser('serving the app', () => {
  it('sends the login page, its assets and API answers compressed, cached and with the security headers', async () => {
    const { page } = session.browser;
    await signOut(page);
    const loaded = await transfers(page, async () => {
      await page.goto(session.server.url);
      await page.getByLabel('Email').waitFor();
    });
    const document = loaded.find((t) => t.type === 'document')!;
    const documentHeaders = await document.response.allHeaders();
    expect(documentHeaders['content-encoding']).toBe('br');
    expect(documentHeaders['cache-control']).toBe('no-cache');
    expectSecurityHeaders(documentHeaders);

    const asset = loaded.find((t) => t.type === 'script' && t.path.startsWith('/assets/'))!;
    const assetHeaders = await asset.response.allHeaders();
    expect(assetHeaders['content-encoding']).toBe('br');
    expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetHeaders.vary).toMatch(/accept-encoding/i);
    expect(assetHeaders['x-content-type-options']).toBe('nosniff');
    expect(assetHeaders['cross-origin-resource-policy']).toBe('same-origin');
    // A document's own headers are not sent again with each script (server/plugins/spa.ts).
    expect(assetHeaders['content-security-policy']).toBeUndefined();

    // A deep link is the SPA fallback: index.html again, never cached without asking.
    const deep = await page.goto(`${session.server.url}/stock-request/list`);
    expect((await deep!.allHeaders())['cache-control']).toBe('no-cache');
    // Signed out, the app remembers the path for after sign-in and shows the sign-in form; signing out
    // forgets it, so the sign-in below lands on the dashboard (before this wait, it did when it won a race).
    await page.getByLabel('Email').waitFor();

    await signOut(page);
    await LoginPage(page, session.server.url).signIn('marketing@ppms.demo', DEMO_PASSWORD);
    await page
      .getByText(/page menu/i)
      .first()
      .waitFor();
    const [search] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v1/StockUpdate/Search')),
      page.goto(`${session.server.url}/stock-request/list`),
    ]);
    const apiHeaders = await search.allHeaders();
    expect((await search.body()).length).toBeGreaterThan(KB);
    // API answers go in zstd where the browser takes it, as Chromium does (plugins/compression.ts); the
    // app's files in brotli, made once at build.
    expect(apiHeaders['content-encoding']).toBe('zstd');
    expectSecurityHeaders(apiHeaders);
  });

  it(`loads the sign-in page with at most ${kb(LOGIN_JS_BUDGET)} of JavaScript, and none of the app`, async () => {
    const { page } = session.browser;
    await signOut(page);
    const loaded = await transfers(page, async () => {
      await page.goto(session.server.url);
      await page.getByLabel('Email').waitFor();
    });
    const scripts = loaded.filter((t) => t.type === 'script');
    console.log(
      `sign-in page: ${scripts.length} scripts, ${kb(sum(scripts))} of JavaScript, ${kb(sum(loaded))} in all`,
    );
    expect(sum(scripts)).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    // react-admin and the pages come with App-*.js, after sign-in.
    expect(scripts.map((t) => t.path).filter((path) => /\/App-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it(`loads the signed-in dashboard with at most ${kb(DASHBOARD_BUDGET)}`, async () => {
    const { page } = session.browser;
    await signOut(page);
    const answer = await session.server.app.inject({
      method: 'POST',
      url: '/api/v1/Account/Login',
      payload: { email: 'importer@ppms.demo', password: DEMO_PASSWORD },
    });
    await page.evaluate(
      ([key, token]) => localStorage.setItem(key, token),
      [STORAGE_KEYS.tokenObject, answer.body],
    );
    const loaded = await transfers(page, async () => {
      await page.goto(session.server.url);
      await page
        .getByText(/page menu/i)
        .first()
        .waitFor();
    });
    const scripts = loaded.filter((t) => t.type === 'script');
    console.log(
      `dashboard: ${loaded.length} answers, ${kb(sum(loaded))} in all, ${kb(sum(scripts))} of JavaScript`,
    );
    expect(sum(loaded)).toBeLessThanOrEqual(DASHBOARD_BUDGET);
    // The reports (their page, charts and spreadsheet writer) load with /reporting, not before.
    const reporting = /\/(ReportingPage|exportSheet)-[\w-]+\.js$/;
    expect(scripts.map((t) => t.path).filter((path) => reporting.test(path))).toEqual([]);
    const opened = await transfers(page, async () => {
      await page.goto(`${session.server.url}/reporting`);
      await page.getByRole('combobox', { name: 'Report Type' }).waitFor();
    });
    expect(opened.some((t) => /\/ReportingPage-[\w-]+\.js$/.test(t.path))).toBe(true);
  });

  it('shows the API documentation page under the same policy', async () => {
    const { page } = session.browser;
    const response = await page.goto(`${session.server.url}/api/v1/docs/`);
    expect((await response!.allHeaders())['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('PPMS console API').first().waitFor();
    await page.getByText('/api/v1/StockUpdate/Search').first().waitFor();
  });
});
