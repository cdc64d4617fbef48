import { amount, type Message } from './i18n/message.ts';
import { msg } from './i18n/msg.ts';
// The volume correction factor of refined products (CTL), by the petroleum measurement tables of 1980:
// API MPMS Chapter 11.1 (API Standard 2540) / ASTM D1250-80 / IP 200, Table 6B (API gravity at 60 °F,
// observed °F, volume at 60 °F) and Table 54B (density at 15 °C in kg/m³, observed °C, volume at 15 °C),
// "Generalized Products". One module, run by the browser's forms (live) and by the server (what posts).
//
//   alpha = K0 / rho² + K1 / rho        (transition zone: alpha = A + B / rho²)
//   CTL   = exp(-alpha · Δt · (1 + 0.8 · alpha · Δt)),   Δt = t − 60 °F (6B) or t − 15 °C (54B)
//
// Sources (none of them the standard's own text, which is not public; see README 'Standard volumes'):
// - constants and the product groups of Table 6B: the MTS Systems Level Plus manual (API table
//   information) and Phase Dynamics' API.c (github embeddedlinuxer/razor_win), which agree;
// - constants of Table 54B (the 6B ones times 1.8, K1 to 4 decimals): Phase Dynamics' API.c (it has jet
//   fuels K0 594.5470, a slip for 594.5418 = 1.8 × 330.3010, which github Zubastic120993/fuel_mcp has);
// - the ranges: MTS (6B) and Phase Dynamics (6B and 54B: the limits past which it fails);
// - the factor's rounding, 4 decimals when at least 1 and 5 below (the standard's 'computational value';
//   its printed tables show 4 decimals throughout): the Spirit IT Flow-X function reference,
//   fxAPI_Table6_1980 and fxAPI_Table54_1980;
// - rho from API gravity with the 1980 tables' water density at 60 °F, 999.012 kg/m³ (141.5 × 999.012 =
//   141,360.198): Phase Dynamics' API.c.
// The intermediate rounding below (readings to the tables' resolution, rho to 0.1 kg/m³, alpha to 7
// decimals) follows those implementations; tests/unit/schemas/volume-correction.test.ts checks the factors
// against values published from the tables.

import type { VolumeTable } from './volume-tables.ts';

export { DEFAULT_VOLUME_TABLE, VOLUME_TABLES, type VolumeTable } from './volume-tables.ts';

export const PRODUCT_GROUPS = ['gasolines', 'transition', 'jetFuels', 'fuelOils'] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

export const PRODUCT_GROUP_NAMES: Record<ProductGroup, string> = {
  gasolines: 'Gasolines',
  transition: 'Transition zone',
  jetFuels: 'Jet fuels',
  fuelOils: 'Fuel oils',
};

/** alpha = K0 / rho² + K1 / rho, or for the transition zone alpha = A + B / rho². */
type Coefficients = { k0: number; k1: number } | { a: number; b: number };

interface Group {
  group: ProductGroup;
  /** The group holds readings from this gravity (API) or density (kg/m³) on, up to the next group's. */
  from: number;
  coefficients: Coefficients;
}

interface TemperatureRange {
  /** Readings up to this gravity or density (inclusive) may be observed from `min` to `max`. */
  upTo: number;
  min: number;
  max: number;
}

export interface TableDefinition {
  table: VolumeTable;
  /** What is read: 'API gravity' at 60 °F or 'density' at 15 °C. */
  gravityName: string;
  gravityUnit: string;
  temperatureUnit: string;
  /** The base temperature of the table. */
  base: number;
  /** The step readings are rounded to before use. */
  gravityStep: number;
  temperatureStep: number;
  gravityMin: number;
  gravityMax: number;
  /** Ascending by gravity for 6B (fuel oils first), by density for 54B (gasolines first). */
  groups: Group[];
  temperatures: TemperatureRange[];
  /** kg/m³ from the reading. */
  density: (gravity: number) => number;
}

/** kg/m³ at 60 °F of an API gravity, with the 1980 tables' water density (999.012 kg/m³ at 60 °F). */
export const apiToDensity = (api: number) => (141.5 * 999.012) / (131.5 + api);
/** The API gravity of a density (kg/m³): how a 54B reading is weighed against a product's API range. */
export const densityToApi = (density: number) => (141.5 * 999.012) / density - 131.5;

export const TABLES: Record<VolumeTable, TableDefinition> = {
  '6B': {
    table: '6B',
    gravityName: 'API gravity',
    gravityUnit: '°API',
    temperatureUnit: '°F',
    base: 60,
    gravityStep: 0.1,
    temperatureStep: 0.1,
    gravityMin: 0,
    gravityMax: 85,
    groups: [
      { group: 'fuelOils', from: 0, coefficients: { k0: 103.872, k1: 0.2701 } },
      { group: 'jetFuels', from: 37.1, coefficients: { k0: 330.301, k1: 0 } },
      { group: 'transition', from: 48, coefficients: { a: -0.0018684, b: 1489.067 } },
      { group: 'gasolines', from: 52.1, coefficients: { k0: 192.4571, k1: 0.2438 } },
    ],
    temperatures: [
      { upTo: 40, min: 0, max: 300 },
      { upTo: 50, min: 0, max: 250 },
      { upTo: 85, min: 0, max: 200 },
    ],
    density: apiToDensity,
  },
  '54B': {
    table: '54B',
    gravityName: 'density',
    gravityUnit: 'kg/m³',
    temperatureUnit: '°C',
    base: 15,
    gravityStep: 0.1,
    temperatureStep: 0.05,
    gravityMin: 653,
    gravityMax: 1075,
    groups: [
      { group: 'gasolines', from: 653, coefficients: { k0: 346.4228, k1: 0.4388 } },
      { group: 'transition', from: 770, coefficients: { a: -0.00336312, b: 2680.3206 } },
      { group: 'jetFuels', from: 788, coefficients: { k0: 594.5418, k1: 0 } },
      { group: 'fuelOils', from: 839, coefficients: { k0: 186.9696, k1: 0.4862 } },
    ],
    temperatures: [
      { upTo: 778, min: -18, max: 90 },
      { upTo: 823.9, min: -18, max: 120 },
      { upTo: 1075, min: -18, max: 150 },
    ],
    density: (density) => density,
  },
};

/**
 * `value` to the nearest multiple of `step` (0.1, 0.05, 1e-7...), halves away from zero: scaled to
 * whole steps, with a nudge for binary fractions (67.45 is 67.4499... in binary, and rounds to 67.5).
 */
export function roundToStep(value: number, step: number): number {
  const scale = Math.round(1 / step);
  return (Math.sign(value) * Math.floor(Math.abs(value) * scale + 0.5 + 1e-9)) / scale;
}

/** To `decimals` places, halves away from zero. */
export const roundTo = (value: number, decimals: number) => roundToStep(value, 10 ** -decimals);

/** The refusals about readings, as catalogue messages (schemas/i18n/en/volumes.ts): each table its own words. */
export const VOLUME_MESSAGES = {
  gravityRange: (t: TableDefinition): Message =>
    msg(t.table === '6B' ? 'volume.gravityRange.6B' : 'volume.gravityRange.54B', {
      min: amount(t.gravityMin),
      max: amount(t.gravityMax),
    }),
  temperatureRange: (t: TableDefinition, range: TemperatureRange, gravity: number): Message =>
    msg(t.table === '6B' ? 'volume.temperatureRange.6B' : 'volume.temperatureRange.54B', {
      min: amount(range.min),
      max: amount(range.max),
      gravity: amount(gravity),
    }),
  bothReadings: msg('volume.bothReadings'),
  /** 'Observed temperature must be a number.'; a table's gravity by its name ('API gravity', 'Density'). */
  notANumber: (what: 'temperature' | 'gravity' | VolumeTable): Message => msg(`volume.notANumber.${what}`),
} as const;

export interface Correction {
  table: VolumeTable;
  /** The readings as used: rounded to the table's steps. */
  gravity: number;
  temperature: number;
  group: ProductGroup;
  /** kg/m³ at the base temperature, rounded to 0.1. */
  density: number;
  /** Thermal expansion coefficient at the base temperature, per degree of the table, 7 decimals. */
  alpha: number;
  /** The volume correction factor: 4 decimals when at least 1, 5 below. */
  factor: number;
}

/** Which reading is outside the table and the sentence to show, or null when the table covers them. */
export function readingsRefusal(
  table: VolumeTable,
  gravity: number,
  temperature: number,
): { field: 'gravity' | 'temperature'; message: Message } | null {
  const t = TABLES[table];
  if (!Number.isFinite(gravity)) return { field: 'gravity', message: VOLUME_MESSAGES.notANumber(t.table) };
  if (!Number.isFinite(temperature))
    return { field: 'temperature', message: VOLUME_MESSAGES.notANumber('temperature') };
  const g = roundToStep(gravity, t.gravityStep);
  const temp = roundToStep(temperature, t.temperatureStep);
  if (g < t.gravityMin || g > t.gravityMax)
    return { field: 'gravity', message: VOLUME_MESSAGES.gravityRange(t) };
  const range = t.temperatures.find((r) => g <= r.upTo) as TemperatureRange;
  if (temp < range.min || temp > range.max)
    return { field: 'temperature', message: VOLUME_MESSAGES.temperatureRange(t, range, g) };
  return null;
}

/** Readings outside the table: its message names the refusal's key; `refusal` is the message to show. */
export class VolumeRangeError extends Error {
  readonly refusal: Message;
  constructor(refusal: Message) {
    super(refusal.i18nKey);
    this.refusal = refusal;
  }
}

/**
 * The correction of a volume observed at `temperature` of a product whose gravity (6B: API gravity at
 * 60 °F; 54B: density at 15 °C, kg/m³) is `gravity`. Throws VolumeRangeError, with the sentence naming
 * the range, for readings the table does not cover.
 */
export function volumeCorrection(table: VolumeTable, gravity: number, temperature: number): Correction {
  const refusal = readingsRefusal(table, gravity, temperature);
  if (refusal) throw new VolumeRangeError(refusal.message);
  return tableEquation(table, gravity, temperature);
}

/**
 * The tables' equation with their rounding, without their range check: what volumeCorrection computes
 * once the range is checked (its own name so the tests can weigh the equation against factors published
 * from it beyond the tables' temperatures, as Measurement Canada's are down to −40 °C).
 */
export function tableEquation(table: VolumeTable, gravity: number, temperature: number): Correction {
  const t = TABLES[table];
  const g = roundToStep(gravity, t.gravityStep);
  const temp = roundToStep(temperature, t.temperatureStep);
  const { group, coefficients: c } = [...t.groups].reverse().find((x) => g >= x.from) ?? t.groups[0];
  const rho = roundTo(t.density(g), 1);
  const alpha = roundTo('a' in c ? c.a + c.b / rho ** 2 : c.k0 / rho ** 2 + c.k1 / rho, 7);
  const delta = roundToStep(temp - t.base, t.temperatureStep);
  const ctl = Math.exp(-alpha * delta * (1 + 0.8 * alpha * delta));
  const factor = ctl >= 1 ? roundTo(ctl, 4) : roundTo(ctl, 5);
  return { table, gravity: g, temperature: temp, group, density: rho, alpha, factor };
}

/**
 * The net standard volume of `gross` whole gallons: gross × factor to the nearest whole gallon, halves
 * up. In integers (the factor has at most 5 decimals), so 100,000,000 gallons are exact.
 */
export function netVolume(gross: number, factor: number): number {
  const hundredThousandths = Math.round(factor * 100_000);
  return Math.floor((gross * hundredThousandths + 50_000) / 100_000);
}

/** The factor as the tables print it: 4 decimals at 1 or above, 5 below. */
export const formatFactor = (factor: number) => factor.toFixed(factor >= 1 ? 4 : 5);
