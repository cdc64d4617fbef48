/**
 * Words the server answers in English that are no record state or code name (src/i18n/terms.ts finds
 * them by their English): report transaction types, users' statuses, audit kinds.
 */
export const TERMS_ENGLISH = {
  importation: 'Importation',
  adjustment: 'Adjustment',
  stockTransfer: 'Stock Transfer',
  sale: 'Sale',
  posted: 'Posted',
  active: 'Active',
  inactive: 'Inactive',
  awaitingActivation: 'Awaiting activation',
} as const;
