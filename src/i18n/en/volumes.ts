// Standard volumes in the forms, the detail pages, the printed note and the product movement report
// (src/widgets/standard-volume/texts.ts reads them). A table's own words are keyed by the table.
export const VOLUMES_ENGLISH = {
  temperature: 'Temp. (%{unit})',
  gravity: { '6B': 'API Gravity', '54B': 'Density (%{unit})' },
  measured: 'Measured (Gal.)',
  factor: 'Factor',
  gross: 'Gross (Gal.)',
  net: 'Net (Gal.)',
  explained: 'Temperature (Gal.)',
  table: 'Table %{table}',
  temperatureLabel: 'Observed temperature (%{unit}) for %{what}',
  gravityLabel: { '6B': 'API gravity for %{what}', '54B': 'Density at 15 °C for %{what}' },
  measuredLabel: 'Measured volume (gallons) for %{what}',
  netLive: '%{net} net (factor %{factor})',
  newCompartmentNet: 'New compartment net',
  noReadings: 'At standard conditions',
  printedNote: {
    '6B': 'Volumes corrected to 60 °F by Table 6B (net = gross × factor).',
    '54B': 'Volumes corrected to 15 °C by Table 54B (net = gross × factor).',
  },
  movementReadings: 'Gross × Factor',
  movementGross: '%{gross} × %{factor}',
} as const;

// The signed stock statement's download (src/statements/StatementDownload.tsx).
export const STATEMENTS_ENGLISH = {
  heading: 'Signed Stock Statement',
  intro:
    "%{importer}'s inventories as of the end of a day: each balance, the day's movements and the head of each ledger chain, signed by the server. It settles what the books said: anyone with the server's public key can check it offline.",
  date: 'As of',
  download: 'Download statement',
  downloadLedger: 'Download ledger export',
  downloading: 'Preparing the file...',
  saved: 'Saved "%{name}".',
  verify:
    'To check a statement: npm run statement:verify -- STATEMENT.json --key ppms-statement-key.pem; add --ledger with the ledger export to check every figure against the hash chains.',
  publicKey: 'Public key',
  fingerprint: 'SHA-256 fingerprint %{fingerprint}',
} as const;
