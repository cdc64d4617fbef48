import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { CHROMIUM } from '../helpers/chromium.ts';
import { freePort } from '../helpers/server-process.ts';

// Lighthouse (npm `lighthouse`) on Debian's Chromium, never a downloaded one: playwright-core starts
// /usr/bin/chromium with a debugging port on a throw-away profile, Lighthouse drives that same browser
// (its pages share the profile's storage, which Lighthouse is told to keep). The login page is measured
// signed out; then a user signs in through the real form and the dashboard and a list page are measured
// signed in. Desktop (Lighthouse's desktop configuration) and mobile (its default: a mid-range phone on
// a slow 4G network, simulated); each page's score is the median of `runs`.

export interface LighthouseScore {
  page: string;
  formFactor: 'desktop' | 'mobile';
  /** The performance score, 0 to 100 (median of the runs), and each run's. */
  performance: number;
  runs: number[];
  /** Of the median run. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

export const LIGHTHOUSE_PAGES = [
  { page: 'login', path: '/', signedIn: false },
  { page: 'dashboard', path: '/', signedIn: true },
  { page: 'transfer order list', path: '/transfer-orders/list', signedIn: true },
] as const;

export async function lighthouseScores(options: {
  base: string;
  email: string;
  runs: number;
  pages?: readonly (typeof LIGHTHOUSE_PAGES)[number][];
  formFactors?: readonly ('desktop' | 'mobile')[];
  log: (line: string) => void;
}): Promise<LighthouseScore[]> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const results: LighthouseScore[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const target of options.pages ?? LIGHTHOUSE_PAGES) {
      if (target.signedIn) {
        // Through the sign-in form, as a user would; the session stays in the profile's storage.
        await page.goto(options.base);
        const signedIn = await page.evaluate(() => Boolean(localStorage.length));
        if (!signedIn) {
          await page.getByLabel('Email').fill(options.email);
          await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: 'Login' }).click();
          await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
        }
      }
      for (const formFactor of options.formFactors ?? (['desktop', 'mobile'] as const)) {
        const runs = [];
        for (let i = 0; i < options.runs; i++) {
          const measure = async () =>
            (
              await lighthouse(
                `${options.base}${target.path}`,
                {
                  port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: ['performance'],
                  disableStorageReset: true,
                },
                formFactor === 'desktop' ? desktopConfig : undefined,
              )
            )?.lhr;
          let lhr = await measure();
          // A run Lighthouse could not finish (a trace it failed to record, NO_NAVSTART, asks to run it
          // again) is run again, twice at most, rather than losing the whole bench to one glitch.
          for (let retry = 1; retry <= 2 && lhr?.runtimeError; retry++) {
            options.log(`Lighthouse ${target.page} (${formFactor}) again: ${lhr.runtimeError.code}`);
            lhr = await measure();
          }
          if (!lhr || lhr.runtimeError) {
            throw new Error(
              `Lighthouse could not measure ${target.page}: ${lhr?.runtimeError?.message ?? 'no result'}`,
            );
          }
          runs.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          });
        }
        const sorted = [...runs].sort((a, b) => a.score - b.score);
        const median = sorted[Math.floor((sorted.length - 1) / 2)];
        const score: LighthouseScore = {
          page: target.page,
          formFactor,
          performance: median.score,
          runs: runs.map((run) => run.score),
          largestContentfulPaintMs: Math.round(median.lcp),
          totalBlockingTimeMs: Math.round(median.tbt),
          cumulativeLayoutShift: Number(median.cls.toFixed(3)),
        };
        options.log(
          `Lighthouse ${target.page} (${formFactor}): ${score.performance} [${score.runs.join(', ')}], LCP ${score.largestContentfulPaintMs} ms, TBT ${score.totalBlockingTimeMs} ms, CLS ${score.cumulativeLayoutShift}`,
        );
        results.push(score);
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
