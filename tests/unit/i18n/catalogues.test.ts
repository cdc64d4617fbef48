import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { flatten, interpolate, type Phrases } from '../../../schemas/i18n/message.ts';
import { serverPhrases } from '../../../server/i18n/index.ts';
import { appEnglish } from '../../../src/i18n/en/index.ts';
import { appFrench } from '../../../src/i18n/fr/index.ts';

// The missing-key check: every English phrase has its French, every French phrase answers an English
// one, and both say the same placeholders (a French text that drops %{number} would show less).

const placeholders = (phrase: string) => [...phrase.matchAll(/%\{(.*?)\}/g)].map((m) => m[1]).sort();

/** Keys of `english` that `french` lacks or leaves empty, and keys whose placeholders differ. */
function gaps(english: Phrases, french: Phrases) {
  const missing = Object.keys(english).filter((key) => !french[key]?.trim());
  const differing = Object.keys(english).filter(
    (key) =>
      french[key] !== undefined && placeholders(english[key]).join() !== placeholders(french[key]).join(),
  );
  return { missing, differing };
}

// French holds entity texts English takes from the entities' own definitions (their fallback).
const englishOnly = (french: Phrases, english: Phrases) =>
  Object.keys(french).filter((key) => !(key in english) && !key.startsWith('entity.'));

describe('the catalogues', () => {
  // Ours; react-admin's own (ra.*) are its translators' (ra-language-french), used as they are.
  const english = flatten(appEnglish);
  const french = Object.fromEntries(
    Object.entries(flatten(appFrench)).filter(([key]) => !key.startsWith('ra.')),
  );

  it("the browser's: every English key has its French, with the same placeholders, and no stray French", () => {
    expect(gaps(english, french)).toEqual({ missing: [], differing: [] });
    expect(englishOnly(french, english)).toEqual([]);
  });

  it("the server's: every English key has its French, with the same placeholders, and no stray French", () => {
    expect(gaps(serverPhrases('en'), serverPhrases('fr'))).toEqual({ missing: [], differing: [] });
    expect(englishOnly(serverPhrases('fr'), serverPhrases('en'))).toEqual([]);
  });

  it('a catalogue check notices a missing or altered French phrase', () => {
    expect(gaps({ a: 'Saved', b: '%{n} days' }, { b: '%{m} jours' })).toEqual({
      missing: ['a'],
      differing: ['b'],
    });
  });

  it('fills phrases in exactly as polyglot does, in both languages', () => {
    const values = { smart_count: 2, number: 'TO-1', label: 'X', count: 3, amount: '1,500', name: 'N' };
    for (const [locale, phrases] of [
      ['en', english],
      ['fr', french],
    ] as const) {
      const polyglot = polyglotI18nProvider(() => phrases as unknown as TranslationMessages, locale);
      for (const [key, phrase] of Object.entries(phrases)) {
        for (const count of [0, 1, 2, 5]) {
          const given = { ...values, smart_count: count };
          expect(interpolate(phrase, given, locale), `${locale} ${key}`).toBe(polyglot.translate(key, given));
        }
      }
    }
  });
});
