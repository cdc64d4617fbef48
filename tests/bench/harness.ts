import { performance } from 'node:perf_hooks';

// Timing helpers of `npm run bench`, and its budgets: each a target and what was measured, met or not.

/** The Accept-Encoding the bench's calls send: Chromium's (156), as the console's users' browsers do. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

const round = (ms: number) => Number(ms.toFixed(2));

/** The value below which `share` (0..1) of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))];
}

export function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
  };
}

/** Milliseconds fn takes. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export interface Budget {
  name: string;
  /** The target as written ('<= 50 ms', '>= 0.5 x Setting/AppCodes'). */
  target: string;
  /** What was measured, with its unit. */
  measured: string;
  met: boolean;
}

/** A budget that `value` stays at or under `limit` (or at or over it, with atLeast). */
export function budget(
  name: string,
  value: number,
  limit: number,
  unit: string,
  options: { atLeast?: boolean; target?: string } = {},
): Budget {
  const met = options.atLeast ? value >= limit : value <= limit;
  return {
    name,
    target: options.target ?? `${options.atLeast ? '>=' : '<='} ${limit}${unit}`,
    measured: `${round(value)}${unit}`,
    met,
  };
}

export function printBudgets(budgets: Budget[], about: string): void {
  console.log(`\nBudgets (issue 23, item 5; ${about}):`);
  const width = Math.max(...budgets.map((b) => b.name.length));
  for (const b of budgets) {
    console.log(
      `  ${b.met ? 'met   ' : 'MISSED'}  ${b.name.padEnd(width)}  ${b.measured.padStart(12)}  (${b.target})`,
    );
  }
  const missed = budgets.filter((b) => !b.met).length;
  console.log(
    `${budgets.length - missed} of ${budgets.length} budgets met${missed ? `, ${missed} missed` : ''}.`,
  );
}
