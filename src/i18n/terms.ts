import { flatten } from '../../schemas/i18n/message.ts';
import { appEnglish } from './en/index.ts';
import { type AppKey, text } from './t.ts';

// Words of closed sets that the server answers in English (a record's status, a stock update's type, a
// priority, a report's transaction type): the records are data, these words are not. term() shows one in
// the chosen language, found by its English text in the catalogue's sections of such words; anything
// else (a name, a number) is data and shown as it is.

const SECTIONS = ['record', 'code', 'terms'] as const;

let index: Map<string, AppKey> | null = null;

function englishToKey(): Map<string, AppKey> {
  if (index) return index;
  index = new Map();
  for (const section of SECTIONS) {
    const phrases = flatten((appEnglish as Record<string, object>)[section], `${section}.`);
    for (const [key, phrase] of Object.entries(phrases)) {
      // A record type's states: their labels are its statuses (the words say it in a sentence).
      if (section === 'record' && !/\.states\.[^.]+\.label$/.test(key)) continue;
      if (!index.has(phrase)) index.set(phrase, key as AppKey);
    }
  }
  return index;
}

/** A word the server sends in English, in the chosen language; data (names, numbers) as it is. */
export function term(english: string | null | undefined): string {
  if (english == null) return '';
  const key = englishToKey().get(english);
  return key ? text({ i18nKey: key }) : english;
}

/** A field's label as the shared schema names it ('Tax Identification Number'), in the chosen language. */
export const labelText = (label: string) => text({ i18nKey: `label.${label}` });
