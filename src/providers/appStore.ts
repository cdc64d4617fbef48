import { localStorageStore, type Store } from 'react-admin';

/** Keys of react-admin's store that are the person's display preferences, not the session's state. */
const PREFERENCES = ['theme', 'locale'];

/**
 * react-admin's store in localStorage, except that a sign-out (which resets the store) keeps the display
 * preferences: the next person at this browser, or the same one tomorrow, finds the theme and language
 * as they were left.
 */
export function appStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      const kept = PREFERENCES.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}
