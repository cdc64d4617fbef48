// Every key the browser stores, in one place, so logout can clear exactly the spec's set and later
// issues (admin portal, reports) add theirs here instead of scattering string literals.
export const STORAGE_KEYS = {
  /** localStorage: the auth token object {token, expiration}. */
  tokenObject: 'ppms.token',
  /** localStorage: the GET Setting/AppCodes answer. */
  appCodes: 'ppms.appCodes',
  /** localStorage: the GET Setting/Filters answer. */
  appFilters: 'ppms.appFilters',
  /** sessionStorage: the protected path a signed-out visitor asked for, restored after login. */
  wantedPath: 'ppms.wantedPath',
  /** localStorage: admin portal menu selections (main, users, products, importers, ...). */
  adminMenu: 'ppms.adminMenu',
  /** localStorage: the admin's recent user search results. */
  adminStoredUsers: 'ppms.adminStoredUsers',
  /** localStorage: the Users Management tab last chosen (search or register). */
  adminUsersTab: 'ppms.adminMenu.users',
  /** localStorage: list pagination. */
  pagination: 'ppms.pagination',
  /** localStorage: the last results of each report, with the user they were read for. */
  reportResults: 'ppms.report.results',
  /** localStorage: the chosen report type (0 to 9). */
  reportType: 'ppms.report.type',
  /** localStorage: each report's dates and switches. */
  reportDateSwitch: 'ppms.report.dateSwitch',
  /** localStorage: each report's metric tonnes preference. */
  reportMetric: 'ppms.report.metric',
  /**
   * localStorage: the language chosen ('en' or 'fr'; English when unset). Kept across sign-outs: it is
   * the device's choice. A browser test picks French by setting it (or by opening any page with ?lang=fr).
   */
  locale: 'ppms.locale',
  /** localStorage, react-admin's store: the theme chosen in the user menu ('light' or 'dark', as JSON). */
  theme: 'RaStore.theme',
} as const;

/** What logout removes, per the spec: token, app codes and app filters. */
export const SESSION_KEYS = [STORAGE_KEYS.tokenObject, STORAGE_KEYS.appCodes, STORAGE_KEYS.appFilters];
