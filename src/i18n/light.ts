import { LABELS as ENGLISH_LABELS } from '../../schemas/i18n/en/labels.ts';
import { validation as englishValidation } from '../../schemas/i18n/en/validation.ts';
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
import { LIGHT_LOADED } from './lightLoaded.ts';
import { currentLocale } from './locale.ts';

// Translations without react-admin, for the signed-out start page (it must stay light) and the error
// catalogue: the sign-in's own texts, and the shared validation texts (the spec's fixed texts among
// them) with the fields' labels, both languages, from the catalogues' own modules. French is a chunk of
// its own (lightFrench.ts), loaded before the first render when chosen (src/main.tsx) and with the app's
// French (src/providers/i18nProvider.ts).

const english = {
  ...englishValidation,
  label: ENGLISH_LABELS,
  login: LOGIN_ENGLISH,
} as const;
type LightEnglish = typeof english;
type LightKey = `login.${keyof typeof LOGIN_ENGLISH}`;

const PHRASES: Partial<Record<Locale, Phrases>> = { en: flatten(english) };

/** A language's phrases: English's, or another's once loaded (lightLoaded.ts), flattened once. */
function phrasesOf(locale: Locale): Phrases {
  const loaded = LIGHT_LOADED[locale];
  if (!PHRASES[locale] && loaded) PHRASES[locale] = flatten(loaded as typeof english);
  return PHRASES[locale] ?? (PHRASES.en as Phrases);
}

const translate = (locale: Locale) => phrasesTranslator(phrasesOf(locale), locale);

/** A text of the sign-in page in the chosen language. */
export const loginText = <K extends LightKey>(key: K, ...[values]: ValuesFor<LightEnglish, K>): string =>
  renderMessage({ i18nKey: key, values }, translate(currentLocale()), currentLocale());

/** A shared schema's or the validation catalogue's message (the spec's fixed texts), in the chosen language. */
export const loginMessage = (message: Message | string): string =>
  renderMessage(message, translate(currentLocale()), currentLocale());
