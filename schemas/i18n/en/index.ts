import { LABELS } from './labels.ts';
import {
  ACCOUNT_MESSAGES,
  COMMENT_MESSAGES,
  DELIVERY_ORDER_MESSAGES,
  DOCUMENT_MESSAGES,
  FAN_MESSAGES,
  FOUR_EYES_MESSAGES,
  IMPORTER_MESSAGES,
  REPORT_MESSAGES,
  STOCK_TRANSFER_MESSAGES,
  STOCK_UPDATE_MESSAGES,
  THE,
  TRANSFER_ORDER_MESSAGES,
  USER_MESSAGES,
} from './records.ts';
import { validation } from './validation.ts';
import { STATEMENT_MESSAGES, VOLUME_MESSAGES } from './volumes.ts';
import { CODE_TEXTS, WORKFLOW_MESSAGES, WORKFLOW_TEXTS } from './workflows.ts';

/**
 * The shared English catalogue: what the shared schemas and the server say, which the browser shows
 * too. The spec's exact texts are in it verbatim (`spec`, and the sections that hold the others).
 * schemas/i18n/fr holds the same keys in French; src/i18n adds the browser's own texts.
 */
export const sharedEnglish = {
  ...validation,
  label: LABELS,
  workflow: WORKFLOW_MESSAGES,
  record: WORKFLOW_TEXTS,
  code: CODE_TEXTS,
  the: THE,
  comment: COMMENT_MESSAGES,
  document: DOCUMENT_MESSAGES,
  fourEyes: FOUR_EYES_MESSAGES,
  stockUpdate: STOCK_UPDATE_MESSAGES,
  stockTransfer: STOCK_TRANSFER_MESSAGES,
  transferOrder: TRANSFER_ORDER_MESSAGES,
  deliveryOrder: DELIVERY_ORDER_MESSAGES,
  fan: FAN_MESSAGES,
  importer: IMPORTER_MESSAGES,
  report: REPORT_MESSAGES,
  user: USER_MESSAGES,
  account: ACCOUNT_MESSAGES,
  volume: VOLUME_MESSAGES,
  statement: STATEMENT_MESSAGES,
} as const;

export type SharedEnglish = typeof sharedEnglish;
