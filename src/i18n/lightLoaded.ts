import type { Locale } from '../../schemas/i18n/locales.ts';

/**
 * The light translations of the languages other than English, once loaded (src/i18n/light.ts reads
 * them). Tiny and without imports, so the entry (src/main.tsx) can fill it before the first render
 * without pulling the sign-in page's code into its own chunk.
 */
export const LIGHT_LOADED: Partial<Record<Locale, object>> = {};

/** Loads a language's light translations (French: a chunk of its own). */
export async function loadLight(locale: Locale) {
  if (locale === 'fr' && !LIGHT_LOADED.fr) LIGHT_LOADED.fr = (await import('./lightFrench.ts')).LIGHT_FRENCH;
}
