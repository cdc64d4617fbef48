import { MESSAGES } from '../../messages.ts';

// What the shared schemas' builders say (schemas/text.ts, numbers.ts, dates.ts, search.ts): the
// refusals of any field, with its label. Small on purpose: the sign-in page carries it.

export const TEXT_MESSAGES = {
  control: '%{label} can not contain control characters.',
  tooLong: '%{label} can not be longer than %{max} characters.',
  notText: '%{label} must be text.',
} as const;

export const QUANTITY_MESSAGES = {
  whole: 'Quantity must be a whole number of gallons.',
  negative: 'Quantity can not be negative.',
  tooLarge: 'Quantity can not be more than 100,000,000 gallons on one line.',
  tooManyLines: 'A record can have at most 100 lines.',
} as const;

export const DATE_MESSAGES = {
  tooEarly: '%{label} can not be before %{earliest}.',
} as const;

export const RECORD_DATE_MESSAGES = {
  invalid: 'Date is invalid.',
  inFuture: 'The date can not be in the future.',
} as const;

export const SEARCH_MESSAGES = {
  dateInvalid: 'Date is invalid. Use yyyy-MM-dd.',
  dateInFuture: 'Date can not be in the future.',
  fromAfterTo: 'Created from can not be later than created to.',
  fulfilledFromAfterTo: 'Fulfilled from can not be later than fulfilled to.',
  dateFromAfterTo: 'Date from can not be later than date to.',
  recordTypeWithId: 'Record type is required with a record id.',
} as const;

export const validation = {
  spec: MESSAGES,
  text: TEXT_MESSAGES,
  quantity: QUANTITY_MESSAGES,
  date: DATE_MESSAGES,
  recordDate: RECORD_DATE_MESSAGES,
  search: SEARCH_MESSAGES,
} as const;
