import { readingUnits } from '../../../schemas/standard-volume.ts';
import type { VolumeTable } from '../../../schemas/volume-correction.ts';

// The words of standard volumes in the forms, the detail pages and the printed note: one place, so that
// they move under translation keys together.
export const VOLUME_TEXTS = {
  temperature: (table: VolumeTable) => `Temp. (${readingUnits(table).temperature})`,
  gravity: (table: VolumeTable) =>
    table === '6B' ? 'API Gravity' : `Density (${readingUnits(table).gravity})`,
  measured: 'Measured (Gal.)',
  factor: 'Factor',
  gross: 'Gross (Gal.)',
  net: 'Net (Gal.)',
  explained: 'Temperature (Gal.)',
  table: (table: VolumeTable) => `Table ${table}`,
  temperatureLabel: (what: string, table: VolumeTable) =>
    `Observed temperature (${readingUnits(table).temperature}) for ${what}`,
  gravityLabel: (what: string, table: VolumeTable) =>
    `${table === '6B' ? 'API gravity' : 'Density at 15 °C'} for ${what}`,
  measuredLabel: (what: string) => `Measured volume (gallons) for ${what}`,
  netLive: (net: string, factor: string) => `${net} net (factor ${factor})`,
  noReadings: 'At standard conditions',
  printedNote: (table: VolumeTable) =>
    `Volumes corrected to ${table === '6B' ? '60 °F' : '15 °C'} by Table ${table} (net = gross × factor).`,
} as const;
