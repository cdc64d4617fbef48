import { formatNumber } from '../../widgets/format/formatNumber.ts';

// The reports' units: gallons as the server counts them, or metric tonnes (spec part 2, point 9:
// divide by 268.47 and round down).

export const GALLONS_PER_TONNE = 268.47;
export type Unit = 'gallons' | 'tonnes';

/** floor(gallons / 268.47): 268 gallons is 0 tonnes, 269 is 1. */
export const toTonnes = (gallons: number) => Math.floor(gallons / GALLONS_PER_TONNE);

/** A gallon figure in the unit shown. */
export const inUnit = (gallons: number, unit: Unit) => (unit === 'tonnes' ? toTonnes(gallons) : gallons);

/** The unit in a column heading: 'AGO (Gallons)', 'AGO (Metric Tonnes)'. */
export const unitLabel = (unit: Unit) => (unit === 'tonnes' ? 'Metric Tonnes' : 'Gallons');

/** A figure with its unit in words: '1 Gallon', '1,500 Gallons', '(2) Tonnes'. */
export function withUnit(gallons: number, unit: Unit): string {
  const value = inUnit(gallons, unit);
  const one = Math.abs(value) === 1;
  return `${formatNumber(value)} ${unit === 'tonnes' ? (one ? 'Tonne' : 'Tonnes') : one ? 'Gallon' : 'Gallons'}`;
}
