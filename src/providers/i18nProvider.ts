import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

// English only; allowMissing so our own verbatim texts (not translation keys) pass through untouched.
export const i18nProvider = polyglotI18nProvider(
  () => englishMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
