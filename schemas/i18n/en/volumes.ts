// What the shared schemas and the server say about readings and standard volumes (schemas/
// volume-correction.ts, schemas/standard-volume.ts), and about signed statements (schemas/statement.ts).
// A table's own words are keyed by the table ('6B': API gravity, °F; '54B': density, °C).

export const VOLUME_MESSAGES = {
  gravityRange: {
    '6B': 'API gravity must be from %{min} to %{max} °API (Table 6B).',
    '54B': 'Density must be from %{min} to %{max} kg/m³ (Table 54B).',
  },
  temperatureRange: {
    '6B': 'Observed temperature must be from %{min} to %{max} °F for API gravity %{gravity} °API (Table 6B).',
    '54B': 'Observed temperature must be from %{min} to %{max} °C for density %{gravity} kg/m³ (Table 54B).',
  },
  bothReadings: 'Give both the observed temperature and the gravity, or neither.',
  notANumber: {
    temperature: 'Observed temperature must be a number.',
    gravity: 'Gravity must be a number.',
    '6B': 'API gravity must be a number.',
    '54B': 'Density must be a number.',
  },
  measuredVolume: 'A difference with readings needs the volume it was measured on (gallons as observed).',
  gain: 'At standard conditions this is a gain of %{gallons} gallons, not a loss: record it as an overage adjustment.',
  tooLarge: 'The net standard volume can not be more than 100,000,000 gallons on one line.',
  noGroup:
    '%{product} declares no product group of the measurement tables, so readings can not be taken for it: an administrator sets it on the product.',
  implausible:
    "This reading is not plausible for %{product}: its API gravity must be from %{min} to %{max} (the product's range, which an administrator can change).",
} as const;

export const STATEMENT_MESSAGES = {
  importerRequired: 'Choose an importer.',
  dateRequired: 'Date is required.',
} as const;
