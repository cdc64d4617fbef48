function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * The spec's number display: thousands separators, negative numbers in brackets, and zero or anything
 * that is not a number as 0. formatNumber(-1500) === '(1,500)'.
 */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  if (!Number.isFinite(n) || n === 0) return '0';
  const text = Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return n < 0 ? `(${text})` : text;
}

/** A quantity with its unit: 'Gallon' for 1, 'Gallons' otherwise. */
export function formatGallons(value: unknown): string {
  const n = toNumber(value);
  return `${formatNumber(value)} ${Math.abs(n) === 1 ? 'Gallon' : 'Gallons'}`;
}
