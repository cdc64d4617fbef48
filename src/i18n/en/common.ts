// Words many pages use.
export const COMMON_ENGLISH = {
  saving: 'Saving...',
  goBack: 'Go back',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  edit: 'Edit',
  print: 'Print',
  /** The spec's word for a missing value. */
  notAvailable: 'N/A',
  /** A step of a record: 'MM/dd/yyyy h:mm a by Name'. */
  step: '%{date} by %{by}',
  gallons: '%{quantity} Gallon |||| %{quantity} Gallons',
  /** The spec's short unit: 'quantity in Gal.' */
  gal: '%{quantity} Gal.',
  /** The spec's word for what is not set yet (a bay number, a card number, a tank). */
  pending: 'Pending',
  yes: 'Yes',
  no: 'No',
} as const;
