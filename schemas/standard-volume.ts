import * as yup from 'yup';
import { a } from './answer.ts';
import { amount, type Message } from './i18n/message.ts';
import { msg } from './i18n/msg.ts';
import { jsonNumber, MAX_LINE_QUANTITY } from './numbers.ts';
import {
  type Correction,
  densityToApi,
  netVolume,
  readingsRefusal,
  TABLES,
  VOLUME_MESSAGES,
  VOLUME_TABLES,
  type VolumeTable,
  volumeCorrection,
} from './volume-correction.ts';

// Readings on a line (a stock update line, a filling advice note compartment): the observed temperature
// and the gravity, and what they make of the line's gallons. The form shows it live and the server posts
// it, with these same functions (README 'Standard volumes').
//
// - A volume (a receipt, an overage, a shortage, a compartment loaded): the gallons given are the gross
//   observed volume; net = gross × factor, to the nearest gallon.
// - A difference (overnight, loading): the gallons given are the observed (gross) difference, and the
//   line also gives the volume it was measured on (the morning dip, the metered loading). The part the
//   temperature explains is what correcting that volume adds or takes: E = net(measured) − measured; the
//   net loss is the gross difference less E. A cold product's meter reads short of the book, and the
//   net loss of a pure contraction is 0.
// A line without readings is taken as already at standard conditions: net = the gallons given.

export const READING_MESSAGES = {
  ...VOLUME_MESSAGES,
  measuredVolume: msg('volume.measuredVolume'),
  gain: (gallons: number) => msg('volume.gain', { gallons: amount(gallons) }),
  tooLarge: msg('volume.tooLarge'),
  noGroup: (product: string) => msg('volume.noGroup', { product }),
  implausible: (product: string, min: number, max: number) =>
    msg('volume.implausible', { product, min, max }),
} as const;

/**
 * The table a validation context names: the server's always does (its setting); a form's may not, and
 * then what depends on the table is left to the form's live display and to the server.
 */
export const tableOf = (context: unknown): VolumeTable | null => {
  const table = (context as { volumeTable?: unknown } | undefined)?.volumeTable;
  return (VOLUME_TABLES as readonly unknown[]).includes(table) ? (table as VolumeTable) : null;
};

/** A decimal reading as typed ('67.5', '-4') or sent (a JSON number); empty is none. */
const reading = (label: string, what: 'temperature' | 'gravity', min: number, max: number) => {
  const invalid = VOLUME_MESSAGES.notANumber(what);
  return yup
    .number()
    .transform((value, original) =>
      original === '' || original === null ? null : typeof original === 'string' ? Number(original) : value,
    )
    .typeError(invalid)
    .test('json-number', invalid, jsonNumber)
    .min(min, invalid)
    .max(max, invalid)
    .nullable()
    .optional()
    .label(label);
};

/** The reading fields of a line; a table's own range is checked by readingsTest. */
export const readingFields = {
  temperature: reading('observed temperature', 'temperature', -1000, 1000),
  gravity: reading('gravity', 'gravity', -1000, 10_000),
};

/** Both readings or neither, and within the table's ranges: each refusal on its own field. */
export function readingsTest(
  this: yup.TestContext,
  line: { temperature?: number | null; gravity?: number | null },
) {
  const { temperature, gravity } = line ?? {};
  if (temperature == null && gravity == null) return true;
  if (temperature == null || gravity == null) {
    const field = temperature == null ? 'temperature' : 'gravity';
    return this.createError({ path: `${this.path}.${field}`, message: VOLUME_MESSAGES.bothReadings });
  }
  const table = tableOf(this.options.context);
  if (!table) return true;
  const refusal = readingsRefusal(table, gravity, temperature);
  return refusal
    ? this.createError({ path: `${this.path}.${refusal.field}`, message: refusal.message })
    : true;
}

/**
 * A line as the forms send it: its readings only when both are given, so a line without them goes as
 * the spec's client sends it (no temperature or gravity keys at all).
 */
export function withReadingsGiven<T extends { temperature?: number | null; gravity?: number | null }>(
  line: T,
): Omit<T, 'temperature' | 'gravity'> & { temperature?: number; gravity?: number } {
  const { temperature, gravity, ...rest } = line;
  return temperature != null && gravity != null ? { ...rest, temperature, gravity } : rest;
}

export interface LineInput {
  /** Gallons as given: the gross volume, or the gross difference. */
  quantity: number;
  temperature?: number | null;
  gravity?: number | null;
  /** A difference: the gallons observed that it was measured on. */
  measuredVolume?: number | null;
}

export interface StandardLine {
  gross: number;
  /** What counts: the net standard volume (or net loss). */
  net: number;
  /** gross − net: the gallons the temperature explains. */
  explained: number;
  correction: Correction | null;
  measuredVolume: number | null;
}

/**
 * What a line's readings make of its gallons, or the sentence refusing them. `difference`: the line is
 * an overnight or loading difference (see above).
 */
export function standardLine(
  table: VolumeTable,
  line: LineInput,
  difference = false,
): { line: StandardLine } | { refusal: Message; field: string } {
  const gross = line.quantity;
  if (line.temperature == null || line.gravity == null)
    return { line: { gross, net: gross, explained: 0, correction: null, measuredVolume: null } };
  const refusal = readingsRefusal(table, line.gravity, line.temperature);
  if (refusal) return { refusal: refusal.message, field: refusal.field };
  const correction = volumeCorrection(table, line.gravity, line.temperature);
  let net: number;
  let measuredVolume: number | null = null;
  if (difference) {
    if (!line.measuredVolume) return { refusal: READING_MESSAGES.measuredVolume, field: 'measuredVolume' };
    measuredVolume = line.measuredVolume;
    net = gross - (netVolume(measuredVolume, correction.factor) - measuredVolume);
    if (net < 0) return { refusal: READING_MESSAGES.gain(-net), field: 'quantity' };
  } else {
    net = netVolume(gross, correction.factor);
  }
  if (net > MAX_LINE_QUANTITY) return { refusal: READING_MESSAGES.tooLarge, field: 'quantity' };
  return { line: { gross, net, explained: gross - net, correction, measuredVolume } };
}

/** A reading's API gravity, for the product's plausible range (54B: from the density at 15 °C). */
export const readingApi = (table: VolumeTable, gravity: number) =>
  table === '6B' ? gravity : Math.round(densityToApi(gravity) * 10) / 10;

export const readingUnits = (table: VolumeTable) => ({
  temperature: TABLES[table].temperatureUnit,
  gravity: TABLES[table].gravityUnit,
  gravityName: TABLES[table].gravityName,
});

/** The answer fields of a line with readings (all null without). */
export const readingAnswers = () => ({
  grossQuantity: a
    .int('Gallons as observed, when readings were taken (quantity is then the net standard volume)')
    .nullable(),
  temperature: a.number('Observed temperature: °F under Table 6B, °C under 54B').nullable(),
  gravity: a.number('API gravity at 60 °F (Table 6B) or density at 15 °C in kg/m³ (54B)').nullable(),
  volumeTable: a.text('The measurement table of the factor: 6B or 54B').nullable(),
  volumeFactor: a.number('The volume correction factor: net = gross × factor, to the gallon').nullable(),
});
