import { STORAGE_KEYS } from '../../providers/storageKeys.ts';

// The admin portal's menu selections, remembered in browser storage: the left menu ('main') and the
// tab of each section, one key each under the adminMenu prefix (the Users section keeps its own).

const key = (section: string) => `${STORAGE_KEYS.adminMenu}.${section}`;

export function readAdminChoice<T extends string>(section: string, allowed: readonly T[], fallback: T): T {
  const stored = localStorage.getItem(key(section));
  return allowed.includes(stored as T) ? (stored as T) : fallback;
}

export function saveAdminChoice(section: string, value: string): void {
  localStorage.setItem(key(section), value);
}
