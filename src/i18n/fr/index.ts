import { fr as frenchDates } from 'date-fns/locale/fr';
import frenchMessages from 'ra-language-french';
import { sharedFrench } from '../../../schemas/i18n/fr/index.ts';
import type { Catalogue } from '../../../schemas/i18n/message.ts';
import type { uiEnglish } from '../en/index.ts';
import { ACCOUNT_PAGES_FRENCH } from './accountPages.ts';
import { APP_FRENCH } from './app.ts';
import { AUDIT_FRENCH } from './audit.ts';
import { COMMON_FRENCH } from './common.ts';
import { DASHBOARD_FRENCH } from './dashboard.ts';
import { KIT_FRENCH } from './kit.ts';
import { LOGIN_FRENCH } from './login.ts';
import { MASTER_DATA_FRENCH } from './masterData.ts';
import {
  DELIVERY_ORDERS_FRENCH,
  FIELDS_FRENCH,
  NOTES_FRENCH,
  STOCK_TRANSFERS_FRENCH,
  STOCK_UPDATES_FRENCH,
  TRANSFER_ORDERS_FRENCH,
} from './records.ts';
import { REPORTS_FRENCH } from './reports.ts';
import { TERMS_FRENCH } from './terms.ts';
import { USERS_FRENCH } from './users.ts';
import { STATEMENTS_FRENCH, VOLUMES_FRENCH } from './volumes.ts';

// The app's French catalogue, loaded when French is chosen (its own chunk). Glossary of the trade's
// terms: schemas/i18n/fr/index.ts.

export const uiFrench: Catalogue<typeof uiEnglish> = {
  login: LOGIN_FRENCH,
  app: APP_FRENCH,
  common: COMMON_FRENCH,
  terms: TERMS_FRENCH,
  dashboard: DASHBOARD_FRENCH,
  kit: KIT_FRENCH,
  fields: FIELDS_FRENCH,
  stockUpdates: STOCK_UPDATES_FRENCH,
  stockTransfers: STOCK_TRANSFERS_FRENCH,
  transferOrders: TRANSFER_ORDERS_FRENCH,
  deliveryOrders: DELIVERY_ORDERS_FRENCH,
  notes: NOTES_FRENCH,
  masterData: MASTER_DATA_FRENCH,
  accountPages: ACCOUNT_PAGES_FRENCH,
  users: USERS_FRENCH,
  audit: AUDIT_FRENCH,
  reports: REPORTS_FRENCH,
  volumes: VOLUMES_FRENCH,
  statements: STATEMENTS_FRENCH,
};

/** react-admin's French, then ours. */
export const appFrench = { ...frenchMessages, ...sharedFrench, ...uiFrench };

/** date-fns's French ('3 jours'), registered when this chunk loads (src/i18n/dates.ts). */
export { frenchDates };
