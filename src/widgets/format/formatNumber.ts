import { NUMBER_TAGS } from '../../../schemas/i18n/locales.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { t } from '../../i18n/t.ts';

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * One formatter per language, made once: toLocaleString with options builds a new Intl.NumberFormat on
 * every call, which made the figures of a list page a tenth of its rendering on a phone.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(tag: string): Intl.NumberFormat {
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    formatters.set(tag, formatter);
  }
  return formatter;
}

/**
 * The spec's number display: negative numbers in brackets, and zero or anything that is not a number as
 * 0; thousands grouped the chosen language's way. formatNumber(-1500) === '(1,500)' (French '(1 500)').
 */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  if (!Number.isFinite(n) || n === 0) return '0';
  const text = formatterOf(NUMBER_TAGS[currentLocale()]).format(Math.abs(n));
  return n < 0 ? `(${text})` : text;
}

/** A count the server stopped at ('2,000+', 'Page 1 of 100+'): at least that many when `atLeast`. */
export const formatCount = (count: number, atLeast = false) => `${formatNumber(count)}${atLeast ? '+' : ''}`;

/** A quantity with its unit: 'Gallon' for 1, 'Gallons' otherwise (French: 'gallon' for 0 and 1). */
export function formatGallons(value: unknown): string {
  const n = toNumber(value);
  return t('common.gallons', {
    quantity: formatNumber(value),
    smart_count: Number.isFinite(n) ? Math.abs(n) : 0,
  });
}
