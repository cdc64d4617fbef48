import { STORAGE_KEYS } from '../../providers/storageKeys.ts';

// What the reporting page keeps in the browser (spec part 2, points 4 and 9): the chosen report type;
// per report the metric preference, its dates and switches, and its last results. Results are kept
// with the user they were read for, so another user of the browser never sees them.

type PerReport<T> = Record<string, T>;

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Storage may be full (a large report) or off: the page then simply does not remember. */
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the report still shows, it is only not cached.
  }
}

function readOne<T>(key: string, report: number): T | undefined {
  return read<PerReport<T>>(key)?.[String(report)];
}

function writeOne(key: string, report: number, value: unknown): void {
  write(key, { ...(read<PerReport<unknown>>(key) ?? {}), [String(report)]: value });
}

export function readReportType(known: readonly number[]): number {
  const value = Number(localStorage.getItem(STORAGE_KEYS.reportType));
  return known.includes(value) ? value : 0;
}

export function saveReportType(value: number): void {
  localStorage.setItem(STORAGE_KEYS.reportType, String(value));
}

export const readMetric = (report: number): boolean =>
  readOne<boolean>(STORAGE_KEYS.reportMetric, report) === true;
export const saveMetric = (report: number, tonnes: boolean) =>
  writeOne(STORAGE_KEYS.reportMetric, report, tonnes);

/** The report's dates and switches, as last set (the spec's 'date switch'). */
export const readFilters = <F>(report: number): Partial<F> | undefined =>
  readOne<Partial<F>>(STORAGE_KEYS.reportDateSwitch, report);
export const saveFilters = (report: number, filters: object) =>
  writeOne(STORAGE_KEYS.reportDateSwitch, report, filters);

/** A report's answer with the filters it was asked with and when. */
export interface CachedResult<F, A> {
  filters: F;
  answer: A;
  at: string;
}

interface ResultStore {
  userId: number;
  reports: PerReport<CachedResult<unknown, unknown>>;
}

export function readResult<F, A>(report: number, userId: number | undefined): CachedResult<F, A> | null {
  const store = read<ResultStore>(STORAGE_KEYS.reportResults);
  if (!store || userId === undefined || store.userId !== userId) return null;
  return (store.reports?.[String(report)] as CachedResult<F, A> | undefined) ?? null;
}

export function saveResult(
  report: number,
  userId: number | undefined,
  result: CachedResult<unknown, unknown>,
) {
  if (userId === undefined) return;
  const store = read<ResultStore>(STORAGE_KEYS.reportResults);
  const reports = store?.userId === userId ? store.reports : {};
  write(STORAGE_KEYS.reportResults, { userId, reports: { ...reports, [String(report)]: result } });
}
