import type { BrowserContext, Browser as Chromium, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/providers/storageKeys.ts';
import type { Role, Stop, Text } from './a11yStops.ts';
import { axeViolations, isSerious } from './axe.ts';
import { LoginPage, watchCsp } from './browser.ts';

// The accessibility sweep's runner: one browser context per role, signed in once; each pass visits
// every stop of every role, several pages of a context at a time, and scans each with axe-core.

export interface Variant {
  name: string;
  /** localStorage entries the app reads at start (react-admin's store keeps the theme and language). */
  storage?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** Checked on the first page each signed-in role scans: the app did take the variant up. */
  check?: (page: Page) => Promise<string | null>;
  /** A text as this variant shows it (a language's): the stops' headings and the menus' names are English. */
  text?: Text;
}

/** Every key a variant may set, cleared by a pass that does not set it, so it carries nothing over. */
const VARIANT_KEYS = ['RaStore.theme', 'RaStore.locale', STORAGE_KEYS.locale];
const DESKTOP = { width: 1280, height: 900 };

export interface RoleSession {
  role: Role;
  context: BrowserContext;
  pages: Page[];
}

/** A context per role with `pages(role)` pages; the signed-in roles sign in once, through the form. */
export async function openRoles(
  chromium: Chromium,
  origin: string,
  roles: Role[],
  pages: (role: Role) => number,
  cspViolations: string[],
): Promise<RoleSession[]> {
  return Promise.all(
    roles.map(async (role) => {
      const context = await chromium.newContext({ viewport: DESKTOP, baseURL: origin });
      await watchCsp(context, cspViolations);
      const opened = await Promise.all(Array.from({ length: pages(role) }, () => context.newPage()));
      for (const page of opened) page.setDefaultTimeout(45_000);
      const [first] = opened;
      await first.goto('/');
      if (role.email) {
        await LoginPage(first, origin).signIn(role.email);
        await first.getByRole('heading', { name: 'Dashboard' }).waitFor();
      }
      return { role, context, pages: opened };
    }),
  );
}

/**
 * Resolves once the page has settled: the DOM changed after the last navigation (`moved`) and has then
 * been still for 200 ms, nothing shows it is loading, no finite animation runs (a dialog
 * fading in would be measured half transparent) and a heading of level 1 is there.
 */
async function settle(page: Page, moved: boolean) {
  await page.evaluate((moved) => {
    const w = window as unknown as { sweep?: { last: number; mutated: boolean } };
    if (!w.sweep) {
      const sweep = { last: performance.now(), mutated: false };
      new MutationObserver(() => {
        sweep.last = performance.now();
        sweep.mutated = true;
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      w.sweep = sweep;
    }
    if (!moved) w.sweep.mutated = true;
  }, moved);
  try {
    await page.waitForFunction(
      () => {
        const sweep = (window as unknown as { sweep: { last: number; mutated: boolean; waiting: string } })
          .sweep;
        const wait = (what: string) => {
          sweep.waiting = what;
          return false;
        };
        if (!sweep.mutated) return wait('the page to change');
        if (performance.now() - sweep.last < 200) return wait('the page to be still');
        // A determinate bar (a password's strength) is content; one without a value is something loading.
        const loading = document.querySelector(
          '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"], .MuiSkeleton-root',
        );
        if (loading) return wait(`${loading.outerHTML.slice(0, 120)} to go`);
        const animation = document
          .getAnimations()
          .find(
            (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        if (animation)
          return wait(`an animation to end (${(animation as CSSAnimation).animationName ?? 'transition'})`);
        return document.querySelector('h1') !== null || wait('a heading of level 1');
      },
      undefined,
      { polling: 50 },
    );
  } catch (error) {
    const waiting = await page.evaluate(
      () => (window as unknown as { sweep: { waiting?: string } }).sweep.waiting,
    );
    throw new Error(`still waiting for ${waiting} (${(error as Error).message.split('\n')[0]})`);
  }
}

/**
 * Goes to the stop's address: loading the page afresh, or the way a link does (the app's router), with
 * the history state the stop asks for.
 */
async function go(page: Page, stop: Stop, reload: boolean) {
  if (reload || page.url() === 'about:blank') {
    await page.goto(stop.path);
    await settle(page, false);
    if (stop.state === undefined) return;
  } else {
    const { watched, here } = await page.evaluate(() => ({
      watched: 'sweep' in window,
      here: location.pathname + location.search + location.hash,
    }));
    // Already at the stop there is nowhere to go: the router would change nothing to wait for. A page
    // the app loaded before the sweep came (signed in) is watched first.
    if (!watched || (here === stop.path && stop.state === undefined)) await settle(page, false);
    if (here === stop.path && stop.state === undefined) return;
  }
  await page.evaluate(
    ({ path, state }) => {
      const sweep = (window as unknown as { sweep: { mutated: boolean } }).sweep;
      sweep.mutated = false;
      // The entry react-router's own navigation writes (its state under `usr`), so it reads it as its own.
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: state ?? null, key: `sweep${idx}`, idx }, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { path: stop.path, state: stop.state },
  );
  await settle(page, true);
}

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text === expected : expected.test(text);

export interface PassResult {
  scans: number;
  /** Serious and critical violations, and stops that could not be scanned: each a line. */
  failures: string[];
  /** Moderate and minor violations, reported but not failed on. */
  notes: string[];
  /** Each stop's time, from its address to its scan's end. */
  times: { where: string; ms: number }[];
  /** The time axe itself took, all stops together. */
  axeMs: number;
}

/**
 * The stop's heading is there. A page can render again after it settled (the phone pass's sign-in page,
 * with the theme's change, once showed no heading at all a moment after it had one: seen in CI), so it
 * is given a few seconds to come back, and the page settles again before it is scanned.
 */
async function expectHeading(page: Page, expected: string | RegExp) {
  const found = async () => {
    const headings = await page.locator('h1').allInnerTexts();
    return { headings, ok: headings.some((text) => matches(text.trim(), expected)) };
  };
  let { headings, ok } = await found();
  if (ok) return;
  const until = Date.now() + 10_000;
  while (!ok && Date.now() < until) {
    await page.waitForTimeout(250);
    ({ headings, ok } = await found());
  }
  if (!ok) throw new Error(`the page shows ${JSON.stringify(headings)}, not ${expected}`);
  await settle(page, false);
}

async function scanStop(
  page: Page,
  stop: Stop,
  reload: boolean,
  text: Text,
): Promise<{ serious: string[]; minor: string[]; axeMs: number }> {
  await go(page, stop, reload);
  await expectHeading(page, text(stop.heading));
  if (stop.open) {
    await stop.open(page, text);
    await settle(page, true);
  }
  const axeStarted = performance.now();
  const violations = await axeViolations(page);
  const axeMs = performance.now() - axeStarted;
  if (stop.open) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  const line = (v: (typeof violations)[number]) =>
    `${v.rule} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`;
  return {
    serious: violations.filter(isSerious).map(line),
    minor: violations.filter((v) => !isSerious(v)).map(line),
    axeMs,
  };
}

/**
 * Sets the variant's theme and language in every page of a context at once: written to the store, and
 * announced to each page as another tab's change would be (react-admin's store follows 'storage'
 * events), so the pages switch in place instead of loading the app again.
 */
async function applyVariant(pages: Page[], variant: Variant) {
  const entries = VARIANT_KEYS.map((key) => [key, variant.storage?.[key] ?? null] as const);
  const [first] = pages;
  if (first.url() === 'about:blank') await first.goto('/');
  await first.evaluate((entries) => {
    for (const [key, value] of entries)
      value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  }, entries);
  await Promise.all(
    pages.map(async (page) => {
      await page.setViewportSize(variant.viewport ?? DESKTOP);
      if (page.url() === 'about:blank') return;
      await page.evaluate((entries) => {
        for (const [key, newValue] of entries)
          window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      }, entries);
    }),
  );
}

/**
 * Issue 20: every signed-in page has the way to every other. On a desktop the side menu stands beside
 * the page with its links; on a phone the header's button opens it as a drawer (not opened here: the
 * keyboard test does). Answers what is missing, or null.
 */
async function missingMenu(page: Page, phone: boolean, text: Text): Promise<string | null> {
  if (phone)
    return (await page.getByRole('button', { name: text('Open menu'), exact: true }).isVisible())
      ? null
      : 'no Open menu button in the header';
  const menu = page.getByRole('navigation', { name: text('Side menu'), exact: true });
  await menu
    .getByRole('link')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  return (await menu.isVisible()) && (await menu.getByRole('link').count()) > 0
    ? null
    : 'no side menu with links beside the page';
}

/** One pass of the sweep: every role's stops in the variant, the roles side by side. */
export async function sweepPass(sessions: RoleSession[], variant: Variant): Promise<PassResult> {
  const result: PassResult = { scans: 0, failures: [], notes: [], times: [], axeMs: 0 };
  await Promise.all(
    sessions.map(async ({ role, pages }) => {
      await applyVariant(pages, variant);
      const queue = [...role.stops];
      let checked = false;
      await Promise.all(
        pages.map(async (page) => {
          // A page loads afresh for a stop that asks for it, after such a stop (a page outside the app
          // has no router to follow) and after a failure; otherwise it follows the app's router.
          let reload = false;
          for (let stop = queue.shift(); stop; stop = queue.shift()) {
            const where = `${variant.name} · ${role.name} · ${stop.label ? `${stop.label} (${stop.path})` : stop.path}`;
            const started = performance.now();
            try {
              const text = variant.text ?? ((english: string | RegExp) => english);
              const found = await scanStop(page, stop, reload || !!stop.fresh, text);
              result.times.push({ where, ms: performance.now() - started });
              result.axeMs += found.axeMs;
              if (role.email) {
                // Below MUI's md breakpoint (900 px) the layout takes the phone's drawer.
                const missing = await missingMenu(page, (variant.viewport ?? DESKTOP).width < 900, text);
                if (missing) result.failures.push(`${where}: ${missing}`);
              }
              // Checked in the app (the visitor's sign-in page is a page of its own, outside it).
              if (variant.check && !checked && role.email) {
                checked = true;
                const refused = await variant.check(page);
                if (refused) result.failures.push(`${where}: ${refused}`);
              }
              result.scans += 1;
              result.failures.push(...found.serious.map((v) => `${where}: ${v}`));
              result.notes.push(...found.minor.map((v) => `${where}: ${v}`));
              reload = !!stop.fresh;
            } catch (error) {
              result.failures.push(`${where}: not scanned, ${(error as Error).message.split('\n')[0]}`);
              reload = true;
            }
          }
        }),
      );
    }),
  );
  return result;
}
