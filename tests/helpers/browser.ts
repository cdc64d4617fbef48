import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Browser as Chromium, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import type { Config } from '../../server/config.ts';
import { createTestApp, type TestApp } from './app.ts';
import { CHROMIUM } from './chromium.ts';

const DIST = path.resolve('dist');

/**
 * Browser suites need Debian's Chromium and the built app. Where Chromium is missing they skip with a
 * loud message, except in CI (CI=true), where a missing browser fails the run.
 */
export const describeBrowser: typeof describe = (() => {
  if (fs.existsSync(CHROMIUM)) return describe;
  if (process.env.CI) throw new Error(`Chromium is required in CI but ${CHROMIUM} does not exist.`);
  console.warn(`\n*** BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium) ***\n`);
  return describe.skip;
})() as typeof describe;

export interface Served extends TestApp {
  url: string;
}

/** The real app with the built browser app, listening on a free loopback port. */
export async function serve(overrides: Partial<Config> = {}): Promise<Served> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('The browser app is not built: run `npm run build` (npm run test:e2e does it).');
  }
  const served = await createTestApp({ staticDir: DIST, ...overrides });
  const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...served, url: address };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The built app must run under the server's Content-Security-Policy: every violation a page of the
 * context reports (as a console error or a securitypolicyviolation event) is added to `violations`.
 */
export async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${message.page()?.url()}: ${message.text()}`);
  });
}

/** Debian's Chromium without a profile, for suites that open several contexts (one per user). */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Content-Security-Policy violations the pages reported since the last check. */
  cspViolations: string[];
  close(): Promise<void>;
}

/** The browser suites' window and how long a step may wait. */
const VIEWPORT = { width: 1280, height: 900 };
const STEP_TIMEOUT = 15_000;

/** A context's page as the suites use it: its CSP violations added to `cspViolations`, the step timeout set. */
async function watchedPage(context: BrowserContext, cspViolations: string[]): Promise<Page> {
  await watchCsp(context, cspViolations);
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

/** Another visitor in a launched Chromium (launchChromium): a context of its own (its own storage). */
export async function openVisitor(
  browser: Chromium,
  cspViolations: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  return { context, page: await watchedPage(context, cspViolations) };
}

/** Debian's Chromium through playwright-core, with a throw-away profile. */
export async function openBrowser(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_ARGS,
  });
  const cspViolations: string[] = [];
  const page = await watchedPage(context, cspViolations);
  return {
    context,
    page,
    cspViolations,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** After each test of the suite: no page reported a Content-Security-Policy violation. */
export function expectNoCspViolations(browser: () => Browser | undefined) {
  afterEach(() => {
    expect(browser()?.cspViolations.splice(0) ?? []).toEqual([]);
  });
}

/**
 * Forgets the session in this browser, and the path a signed-out visit asked for (restored after the
 * next sign-in: the tab's sessionStorage), and opens '/' afresh. The app reads the session when it
 * starts, so it is loaded again once the storage is cleared.
 */
export async function signOut(page: Page, baseUrl: string) {
  await page.context().clearCookies();
  await page.goto(baseUrl);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(baseUrl);
}

/** Page object of the sign-in screen at '/'. */
export const LoginPage = (page: Page, baseUrl: string) => ({
  async navigate(pathname = '/') {
    await page.goto(new URL(pathname, baseUrl).toString());
  },
  async signIn(email: string, password = 'Demo@Pass2026') {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  },
});

/**
 * Signs out whoever is signed in, then signs in as the user and waits for the dashboard to settle: its
 * figures and 'Waiting for me' loaded (it sits above the count and loss tiles, which move down when it
 * loads), so what a test clicks next is where a user would see it.
 */
export async function signInAs(page: Page, baseUrl: string, email: string) {
  await signOut(page, baseUrl);
  await LoginPage(page, baseUrl).signIn(email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  // The heading shows while the figures load (a status); 'Waiting for me' then loads on its own.
  await page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'Loading...' })
    .waitFor({ state: 'hidden' });
  await page.getByText('Loading what waits for you…').waitFor({ state: 'hidden' });
}

/** The served app and a browser for one suite: opened before its tests, closed after them. */
export function servedBrowser(overrides: Partial<Config> = {}): { server: Served; browser: Browser } {
  const session = {} as { server: Served; browser: Browser };
  beforeAll(async () => {
    session.server = await serve(overrides);
    session.browser = await openBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  expectNoCspViolations(() => session.browser);
  showPageOnFailure(() => session.browser?.page);
  return session;
}

/**
 * When a test fails, prints what its page showed (address and accessibility tree, which is what the
 * tests' locators read): a failure on CI can then be understood without running it again.
 */
export function showPageOnFailure(page: () => Page | undefined) {
  afterEach(async (context) => {
    const shown = page();
    if (context.task.result?.state !== 'fail' || !shown || shown.isClosed()) return;
    const tree = await shown
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: Error) => `(no snapshot: ${error.message})`);
    // The address again after the tree: CI's log keeps the tail of a long output.
    console.error(`The page at the failure, ${shown.url()}:\n${tree.slice(0, 6_000)}\n(at ${shown.url()})`);
  });
}
