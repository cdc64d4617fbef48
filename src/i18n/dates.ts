import type { Locale as DateLocale } from 'date-fns/locale';
import { currentLocale } from './locale.ts';

// date-fns's words for the chosen language ('3 days' / '3 jours'): English is date-fns's own; French
// comes with the French catalogue's chunk (src/i18n/fr), which registers it here when it loads.

let french: DateLocale | undefined;

export const registerFrenchDates = (locale: DateLocale) => {
  french = locale;
};

/** date-fns's `locale` option for the chosen language (undefined: English). */
export const dateLocale = (): DateLocale | undefined => (currentLocale() === 'fr' ? french : undefined);
