import { t } from '../../i18n/t.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';

// The reports' units: gallons as the server counts them, or metric tonnes (spec part 2, point 9:
// divide by 268.47 and round down). Down is toward zero, so a sale and its reversal show the same
// tonnes; a Total or a running balance in tonnes adds the tonnes shown, never converts a sum of gallons
// (table.ts), so a column always adds up to its Total.

export const GALLONS_PER_TONNE = 268.47;
export type Unit = 'gallons' | 'tonnes';

/** trunc(gallons / 268.47): 268 gallons is 0 tonnes, 269 is 1, -269 is -1 (never -0). */
export function toTonnes(gallons: number): number {
  const tonnes = Math.trunc(gallons / GALLONS_PER_TONNE);
  return tonnes === 0 ? 0 : tonnes;
}

/** A gallon figure in the unit shown. */
export const inUnit = (gallons: number, unit: Unit) => (unit === 'tonnes' ? toTonnes(gallons) : gallons);

/** The unit in a column heading: 'AGO (Gallons)', 'AGO (Metric Tonnes)'. */
export const unitLabel = (unit: Unit) =>
  t(unit === 'tonnes' ? 'reports.units.tonnes' : 'reports.units.gallons');

/** A figure with its unit in words: '1 Gallon', '1,500 Gallons', '(2) Tonnes'. */
export function withUnit(gallons: number, unit: Unit): string {
  const value = inUnit(gallons, unit);
  const values = { value: formatNumber(value), smart_count: Math.abs(value) };
  return unit === 'tonnes' ? t('reports.units.tonne', values) : t('reports.units.gallon', values);
}
