import { sharedEnglish } from '../../schemas/i18n/en/index.ts';
import { sharedFrench } from '../../schemas/i18n/fr/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/i18n/locales.ts';
import {
  flatten,
  type Leaves,
  type Message,
  type Phrases,
  phrasesTranslator,
  renderMessage,
  type ValuesFor,
} from '../../schemas/i18n/message.ts';
import { SERVER_ENGLISH } from './en.ts';
import { SERVER_FRENCH } from './fr.ts';

// The server's catalogues: the shared one (what the schemas and the browser say) and the server's own
// texts under `server`. A refusal or an answer's message is a Message until it leaves: the error handler
// and the answers' `message` render it in the request's language (plugins/i18n.ts), mails in their
// reader's.

const english = { ...sharedEnglish, server: SERVER_ENGLISH };
export type ServerEnglish = typeof english;
export type ServerKey = Leaves<ServerEnglish>;

const PHRASES: Record<Locale, Phrases> = {
  en: flatten(english),
  fr: flatten({ ...sharedFrench, server: SERVER_FRENCH }),
};

const TRANSLATORS = {
  en: phrasesTranslator(PHRASES.en, 'en'),
  fr: phrasesTranslator(PHRASES.fr, 'fr'),
};

/** A message of the server's catalogue, with typed key and values: say('server.account.emailTaken'). */
export function say<K extends ServerKey>(key: K, ...[values]: ValuesFor<ServerEnglish, K>): Message {
  return values ? { i18nKey: key, values } : { i18nKey: key };
}

/** The text of a message in a language (English unless told). */
export const render = (message: Message | string, locale: Locale = DEFAULT_LOCALE): string =>
  renderMessage(message, TRANSLATORS[locale], locale);

/** Each field's message rendered: a refusal's `errors`. */
export const renderAll = (messages: Record<string, Message | string> | undefined, locale: Locale) =>
  messages && Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, render(m, locale)]));

/** Every phrase of a language, dotted key -> phrase (the completeness test reads them). */
export const serverPhrases = (locale: Locale): Readonly<Phrases> => PHRASES[locale];
