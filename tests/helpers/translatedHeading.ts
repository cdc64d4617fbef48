import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { appEnglish } from '../../src/i18n/en/index.ts';
import { appFrench } from '../../src/i18n/fr/index.ts';

// The accessibility sweep's stops name their headings, and the sweep the side menu, in English (a text,
// or a pattern such as /stock update/i). In another language the text is the catalogue's translation of
// the English messages that match: found through the keys both catalogues share, so a page that shows
// another page's heading, or English, still fails the French pass.

type Messages = { [key: string]: string | Messages };

const flatten = (messages: Messages, prefix = ''): Map<string, string> => {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
};

const ENGLISH = flatten({ ...englishMessages, ...appEnglish } as unknown as Messages);
const FRENCH = flatten({ ...frenchMessages, ...appFrench } as unknown as Messages);

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as a pattern: its %{placeholders} stand for any text, its smart_count forms for either. */
const pattern = (message: string) =>
  message
    .split(' |||| ')
    .map((form) =>
      form
        .split(/%\{\w+\}/)
        .map(escapeText)
        .join('.+'),
    )
    .join('|');

/**
 * The French heading of a stop whose English heading is `english`: a text equal to the French of an
 * English message equal to it, or, for a pattern, a text holding the French of a message it matches.
 * A heading the catalogues do not hold (the product's name, data) is expected as it is.
 */
export function frenchHeading(english: string | RegExp): string | RegExp {
  // A stop that takes any heading (a page whose title is the server's answer) takes any in French too.
  if (typeof english !== 'string' && english.source === '.+') return english;
  const keys = [...ENGLISH].filter(([, message]) =>
    typeof english === 'string' ? message === english : english.test(message),
  );
  // A message that is only placeholders would let any heading through: it says nothing of the page.
  const french = [...new Set(keys.flatMap(([key]) => FRENCH.get(key) ?? []))].filter(
    (message) => message.replace(/%\{\w+\}/g, '').trim() !== '',
  );
  if (!french.length) return english;
  const alternatives = french.map(pattern).join('|');
  return typeof english === 'string' ? new RegExp(`^(?:${alternatives})$`) : new RegExp(alternatives, 'i');
}
