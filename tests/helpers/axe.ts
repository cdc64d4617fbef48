import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's violations of every impact on the page as it stands. axe is evaluated through the
 * browser's DevTools channel, which the page's Content-Security-Policy does not govern (no inline script
 * is added to the page), once per document: pages the app changes without loading keep it.
 * Only violations are gathered (`resultTypes`), which spares axe listing every pass.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

export const isSerious = (v: Violation) => v.impact === 'serious' || v.impact === 'critical';

/** axe-core's serious and critical violations on the page, one line each with the elements at fault. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter(isSerious)
    .map((v) => `${v.rule} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`);
}

/** The page has no serious or critical accessibility violation; `what` names it in a failure. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}
