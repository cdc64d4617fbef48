import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../schemas/i18n/locales.ts';
import { registerFrenchDates } from '../i18n/dates.ts';
import { appEnglish } from '../i18n/en/index.ts';
import { loadLight } from '../i18n/lightLoaded.ts';
import { currentLocale, saveLocale } from '../i18n/locale.ts';

// react-admin's i18n provider: polyglot over react-admin's own messages and ours (src/i18n). English is
// in the app's first chunk; French comes in its own, when chosen. The chosen language is remembered
// (src/i18n/locale.ts) and sent to the server with every call (httpClient's Accept-Language).

const english = { ...englishMessages, ...appEnglish };
// The light translations' French (the sign-in page's, the error catalogue's) comes with the app's.
const french = () =>
  Promise.all([import('../i18n/fr/index.ts'), loadLight('fr')]).then(([module]) => {
    registerFrenchDates(module.frenchDates);
    return module.appFrench;
  });

const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? french() : english),
  'en',
  LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    await polyglot.changeLocale(locale);
    if (isLocale(locale)) saveLocale(locale);
  },
};

/** The language react-admin should start in: the one remembered (react-admin's store is told at start). */
export const initialLocale = currentLocale;
