import { type Locale, NUMBER_TAGS } from './locales.ts';

// Texts as data. A shared schema or the server does not know who will read its refusal, so it says
// which text (a catalogue key) and with what values; whoever shows it renders it in the reader's
// language: the server's error handler and answers with the request's language (server/plugins/i18n.ts),
// the browser with the chosen one (src/i18n). The catalogues are plain objects of phrases, one per
// language, with polyglot's %{placeholders} and 'singular |||| plural' forms (react-admin's i18n
// provider reads the same phrases).

/** A figure grouped the reader's way inside a text: 4,000 in English, 4 000 in French. */
export type Amount = { readonly amount: number };

export type MessageValue = string | number | Amount | Message;

/** A text to show: its catalogue key and the values of its placeholders (labels are messages too). */
// A type, not an interface: yup takes a message object only of a type with an index signature.
export type Message = {
  readonly i18nKey: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
  /**
   * The text when the catalogue has no such key (a field's label: its own name; an entity's texts: its
   * definition's English); polyglot's `_` option, which both translators below honour.
   */
  readonly fallback?: string;
};

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).i18nKey === 'string';

export const amount = (value: number): Amount => ({ amount: value });

// Typed keys: a catalogue's keys are the dotted paths to its phrases, and a phrase's placeholders are
// the values its key must be given, so TypeScript refuses an unknown key or a missing value.

/** Every dotted path to a phrase of catalogue T: 'validation.invalid'. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The phrase of catalogue T at key K. */
export type PhraseOf<T, K extends string> = K extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? PhraseOf<T[H], R>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The %{placeholders} of a phrase. */
export type Placeholders<S> = S extends `${string}%{${infer P}}${infer R}` ? P | Placeholders<R> : never;

/** A phrase with plural forms ('1 day |||| %{smart_count} days') is given smart_count, the number. */
type PluralCount<S> = S extends `${string}||||${string}` ? 'smart_count' : never;

/** What a key must be given: nothing, or each of its placeholders (and smart_count for plurals). */
export type ValuesFor<T, K extends string> = [
  Placeholders<PhraseOf<T, K>> | PluralCount<PhraseOf<T, K>>,
] extends [never]
  ? [values?: undefined]
  : [values: Record<Placeholders<PhraseOf<T, K>> | PluralCount<PhraseOf<T, K>>, MessageValue>];

/** Another language's catalogue for English catalogue T: the same keys, every one a phrase. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** A catalogue as polyglot holds it: dotted key -> phrase. */
export type Phrases = Record<string, string>;

export function flatten(catalogue: object, prefix = '', into: Phrases = {}): Phrases {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') into[prefix + key] = value;
    else flatten(value as object, `${prefix}${key}.`, into);
  }
  return into;
}

/** Plural forms as polyglot picks them: English 1 | other, French 0 and 1 | 2 and more. */
const pluralIndex = (locale: Locale, count: number) =>
  locale === 'fr' ? (count >= 2 ? 1 : 0) : count !== 1 ? 1 : 0;

/**
 * A phrase with its values, exactly as polyglot's transformPhrase makes it (tests/unit/i18n compares
 * them on every phrase): the plural form by smart_count, then each %{name} that has a value.
 */
export function interpolate(
  phrase: string,
  values: Readonly<Record<string, string | number>> | undefined,
  locale: Locale,
): string {
  if (!values) return phrase;
  let text = phrase;
  const count = values.smart_count;
  if (count != null && phrase) {
    const forms = phrase.split('||||');
    text = (forms[pluralIndex(locale, Number(count))] ?? forms[0]).trim();
  }
  return text.replace(/%\{(.*?)\}/g, (expression, name: string) =>
    Object.hasOwn(values, name) && values[name] != null ? String(values[name]) : expression,
  );
}

export const formatAmount = (value: number, locale: Locale) =>
  value.toLocaleString(NUMBER_TAGS[locale], { maximumFractionDigits: 2 });

/** Looks a key up and fills it in: react-admin's translate, or `phrasesTranslator` below. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A message (or a text that is already one) rendered with `translate`: values first, labels included. */
export function renderMessage(message: Message | string, translate: Translate, locale: Locale): string {
  if (typeof message === 'string') return message;
  const values: Record<string, string | number> =
    message.fallback === undefined ? {} : { _: message.fallback };
  if (!message.values) return translate(message.i18nKey, message.fallback === undefined ? undefined : values);
  for (const [name, value] of Object.entries(message.values)) {
    values[name] =
      typeof value !== 'object'
        ? value
        : 'amount' in value
          ? formatAmount(value.amount, locale)
          : renderMessage(value, translate, locale);
  }
  return translate(message.i18nKey, values);
}

/** translate over flat phrases, without polyglot (the server, the light sign-in page). */
export const phrasesTranslator =
  (phrases: Phrases, locale: Locale): Translate =>
  (key, values) =>
    interpolate(phrases[key] ?? (typeof values?._ === 'string' ? values._ : key), values, locale);
