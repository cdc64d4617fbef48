import { sharedEnglish } from '../../../schemas/i18n/en/index.ts';
import { ACCOUNT_PAGES_ENGLISH } from './accountPages.ts';
import { APP_ENGLISH } from './app.ts';
import { AUDIT_ENGLISH } from './audit.ts';
import { COMMON_ENGLISH } from './common.ts';
import { DASHBOARD_ENGLISH } from './dashboard.ts';
import { KIT_ENGLISH } from './kit.ts';
import { LOGIN_ENGLISH } from './login.ts';
import { MASTER_DATA_ENGLISH } from './masterData.ts';
import {
  DELIVERY_ORDERS_ENGLISH,
  FIELDS_ENGLISH,
  NOTES_ENGLISH,
  STOCK_TRANSFERS_ENGLISH,
  STOCK_UPDATES_ENGLISH,
  TRANSFER_ORDERS_ENGLISH,
} from './records.ts';
import { REPORTS_ENGLISH } from './reports.ts';
import { TERMS_ENGLISH } from './terms.ts';
import { USERS_ENGLISH } from './users.ts';
import { STATEMENTS_ENGLISH, VOLUMES_ENGLISH } from './volumes.ts';

/**
 * The browser's own texts, by area; with the shared catalogue (schemas/i18n/en: the schemas' and the
 * server's texts) they are the app's English catalogue. The spec's exact texts stand in them verbatim.
 */
export const uiEnglish = {
  login: LOGIN_ENGLISH,
  app: APP_ENGLISH,
  common: COMMON_ENGLISH,
  terms: TERMS_ENGLISH,
  dashboard: DASHBOARD_ENGLISH,
  kit: KIT_ENGLISH,
  fields: FIELDS_ENGLISH,
  stockUpdates: STOCK_UPDATES_ENGLISH,
  stockTransfers: STOCK_TRANSFERS_ENGLISH,
  transferOrders: TRANSFER_ORDERS_ENGLISH,
  deliveryOrders: DELIVERY_ORDERS_ENGLISH,
  notes: NOTES_ENGLISH,
  masterData: MASTER_DATA_ENGLISH,
  accountPages: ACCOUNT_PAGES_ENGLISH,
  users: USERS_ENGLISH,
  audit: AUDIT_ENGLISH,
  reports: REPORTS_ENGLISH,
  volumes: VOLUMES_ENGLISH,
  statements: STATEMENTS_ENGLISH,
} as const;

export const appEnglish = { ...sharedEnglish, ...uiEnglish } as const;
export type AppEnglish = typeof appEnglish;
