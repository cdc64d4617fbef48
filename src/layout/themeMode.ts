import { STORAGE_KEYS } from '../providers/storageKeys.ts';
import type { ThemeMode } from './theme.ts';

/**
 * The theme chosen last in this browser, read without react-admin (the sign-in page loads without it):
 * the one react-admin's store remembers, else the system's preference, as react-admin decides.
 */
export function rememberedThemeMode(): ThemeMode {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.theme) ?? 'null');
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Not JSON: not ours to read.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
