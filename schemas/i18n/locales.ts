// The languages the console speaks. English is the default: the spec's texts are English and stay exact
// in it; French is the other working language of the trade in the region.

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, as the language choice lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** The tag Intl formats numbers with (the spec's English figures are en-US's: 1,500). */
export const NUMBER_TAGS: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language of an Accept-Language header ('fr-CI,fr;q=0.9,en;q=0.8'): the one we speak that the
 * caller weighs highest (ties by order), English when it names none of ours or is missing.
 */
export function localeOf(acceptLanguage: string | undefined | null): Locale {
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of (acceptLanguage ?? '').slice(0, 500).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0 && weight <= 1)) continue;
    if (!best || weight > best.weight) best = { locale: language, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
