import type { Browser as Chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider.ts';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import { type Role, sweepRoles } from '../helpers/a11yStops.ts';
import { openRoles, type RoleSession, sweepPass, type Variant } from '../helpers/a11ySweep.ts';
import { describeBrowser, launchChromium, type Served, serve } from '../helpers/browser.ts';
import { cpuSeconds } from '../helpers/cpuTime.ts';
import { frenchHeading } from '../helpers/translatedHeading.ts';
import spec from '../spec/routes.json' with { type: 'json' };

// Issue 22, item 1: axe-core on every route of the app, as the signed-out visitor and three roles that
// together reach every route: the administrator (the admin portal, every list and detail, the master
// data pages, every report), the importer (the stock update, stock transfer and transfer order forms,
// create and edit) and the distributor (the delivery order and filling advice note forms). Light,
// English, at desktop width first; then every stop once more in dark, in French and at phone width.
// Serious and critical violations fail, each listed with its rule, elements and page. Issue 20 rides
// along: every signed-in stop has the side menu beside it (on a phone, the header's button that opens it).

/** The language the app is switched to the way its user menu does: react-admin's store key. */
const FRENCH_LOCALE = 'fr';
const frenchOffered = (i18nProvider.getLocales?.() ?? []).some((l) => l.locale === FRENCH_LOCALE);

const LIGHT: Variant = { name: 'light', storage: { 'RaStore.theme': '"light"' } };
const DARK: Variant = {
  name: 'dark',
  storage: { 'RaStore.theme': '"dark"' },
  check: async (page) => {
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    return background === 'rgb(255, 255, 255)' || background === 'rgb(250, 250, 250)'
      ? `the page is still light (${background}) after choosing the dark theme`
      : null;
  },
};
const FRENCH: Variant = {
  name: 'French',
  // As the user menu's choice: react-admin's store, and the device's own key the pages outside
  // react-admin (the visitor's) read at start.
  storage: { 'RaStore.locale': JSON.stringify(FRENCH_LOCALE), [STORAGE_KEYS.locale]: FRENCH_LOCALE },
  check: async (page) => {
    const lang = await page.evaluate(() => document.documentElement.lang);
    return lang.startsWith(FRENCH_LOCALE) ? null : `the page's language is '${lang}' after choosing French`;
  },
  text: frenchHeading,
};
const PHONE: Variant = { name: 'phone', viewport: { width: 390, height: 844 } };

let server: Served;
let chromium: Chromium;
let roles: Role[];
let sessions: RoleSession[];
const cspViolations: string[] = [];
const timings: string[] = [];

beforeAll(async () => {
  server = await serve();
  roles = await sweepRoles(server.db);
  chromium = await launchChromium();
  // Pages of a context scanned side by side: the administrator has most of the stops.
  sessions = await openRoles(
    chromium,
    server.url,
    roles,
    (role) => Math.ceil(role.stops.length / 15),
    cspViolations,
  );
});
afterAll(async () => {
  if (timings.length) console.info(`Accessibility sweep:\n  ${timings.join('\n  ')}`);
  await chromium?.close();
  await server?.close();
});

async function expectPassClean(variant: Variant) {
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const result = await sweepPass(sessions, variant);
  const cpuAfter = cpuSeconds();
  const cpu =
    cpuBefore !== null && cpuAfter !== null ? `, ${(cpuAfter - cpuBefore).toFixed(1)} s of processor` : '';
  const stops = roles.reduce((sum, role) => sum + role.stops.length, 0);
  const slowest = result.times
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((t) => `${t.where} ${(t.ms / 1000).toFixed(1)} s`);
  timings.push(
    `${variant.name}: ${result.scans} scans in ${((performance.now() - started) / 1000).toFixed(1)} s${cpu}, axe ${(result.axeMs / 1000).toFixed(1)} s (slowest: ${slowest.join('; ')})` +
      (result.notes.length
        ? `; minor and moderate: ${result.notes.length}\n    ${result.notes.join('\n    ')}`
        : ''),
  );
  expect(result.failures, `axe in ${variant.name}`).toEqual([]);
  expect(result.scans).toBe(stops);
  expect(cspViolations.splice(0)).toEqual([]);
}

describeBrowser('accessibility sweep', () => {
  it('visits every route of the spec', () => {
    const visited = roles.flatMap((role) =>
      role.stops.map((stop) => new URL(stop.path, server.url).pathname),
    );
    const unvisited = spec.routes
      .map((route) => route.path)
      .filter((path) => {
        const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
        return !visited.some((pathname) => pattern.test(pathname));
      });
    expect(unvisited).toEqual([]);
  });

  it('light, English, desktop: no serious or critical violation', () => expectPassClean(LIGHT), 300_000);
  it('dark: no serious or critical violation', () => expectPassClean(DARK), 300_000);
  it('phone width (390 × 844): no serious or critical violation', () => expectPassClean(PHONE), 300_000);
  // French is item 2 of the issue, built on its own branch: until the app offers it, this pass is
  // skipped, loudly; once the i18n provider lists French it runs, and fails if the app does not switch.
  if (!frenchOffered)
    console.warn(
      '\n*** ACCESSIBILITY SWEEP: FRENCH PASS SKIPPED: the app offers no French yet (issue 22, item 2) ***\n',
    );
  it.skipIf(!frenchOffered)(
    'French: no serious or critical violation',
    () => expectPassClean(FRENCH),
    300_000,
  );
});
