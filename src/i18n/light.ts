import { LABELS as ENGLISH_LABELS } from '../../schemas/i18n/en/labels.ts';
import { validation as englishValidation } from '../../schemas/i18n/en/validation.ts';
import { LABELS as FRENCH_LABELS } from '../../schemas/i18n/fr/labels.ts';
import { validation as frenchValidation } from '../../schemas/i18n/fr/validation.ts';
import type { Locale } from '../../schemas/i18n/locales.ts';
import {
  flatten,
  type Message,
  type Phrases,
  phrasesTranslator,
  renderMessage,
  type ValuesFor,
} from '../../schemas/i18n/message.ts';
import { LOGIN_ENGLISH } from './en/login.ts';
import { LOGIN_FRENCH } from './fr/login.ts';
import { currentLocale } from './locale.ts';

// Translations without react-admin, for the signed-out start page (it must stay light) and the error
// catalogue: the sign-in's own texts, and the shared validation texts (the spec's fixed texts among
// them) with the fields' labels, both languages, from the catalogues' own modules.

const english = {
  ...englishValidation,
  label: ENGLISH_LABELS,
  login: LOGIN_ENGLISH,
} as const;
type LightEnglish = typeof english;
type LightKey = `login.${keyof typeof LOGIN_ENGLISH}`;

const PHRASES: Record<Locale, Phrases> = {
  en: flatten(english),
  fr: flatten({
    ...frenchValidation,
    label: FRENCH_LABELS,
    login: LOGIN_FRENCH,
  }),
};

const translate = (locale: Locale) => phrasesTranslator(PHRASES[locale], locale);

/** A text of the sign-in page in the chosen language. */
export const loginText = <K extends LightKey>(key: K, ...[values]: ValuesFor<LightEnglish, K>): string =>
  renderMessage({ i18nKey: key, values }, translate(currentLocale()), currentLocale());

/** A shared schema's or the validation catalogue's message (the spec's fixed texts), in the chosen language. */
export const loginMessage = (message: Message | string): string =>
  renderMessage(message, translate(currentLocale()), currentLocale());
