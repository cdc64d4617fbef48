import { DEFAULT_LOCALE, isLocale, type Locale } from '../../schemas/i18n/locales.ts';
import { STORAGE_KEYS } from '../providers/storageKeys.ts';

// The language the user chose, remembered on this device (STORAGE_KEYS.locale) across sign-outs. Light:
// the sign-in page, the HTTP client (its Accept-Language) and the formats read it without react-admin.

/** The query parameter that picks a language for this device: any page with ?lang=fr. */
export const LOCALE_PARAMETER = 'lang';

function stored(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.locale);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = stored();

/** The language now: what the pages show and what the server is asked to answer in. */
export const currentLocale = (): Locale => current;

/** Remembers a language and marks the page with it (screen readers pronounce the page in it). */
export function saveLocale(locale: Locale) {
  current = locale;
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
  document.documentElement.lang = locale;
}

/**
 * At start: a ?lang= in the address is adopted (and removed from it, so the pages' own query strings
 * stay theirs), then the page is marked with the language.
 */
export function adoptLocale() {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(LOCALE_PARAMETER);
  if (asked !== null) {
    url.searchParams.delete(LOCALE_PARAMETER);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  saveLocale(isLocale(asked) ? asked : stored());
}
