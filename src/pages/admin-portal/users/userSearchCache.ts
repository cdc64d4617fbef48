import type { UserSearchRow } from '../../../../schemas/user.ts';
import { STORAGE_KEYS } from '../../../providers/storageKeys.ts';

/** The admin's recent user search (the spec's stored users list): the term and what it found. */
export interface CachedSearch {
  term: string;
  users: UserSearchRow[];
}

export function readCachedSearch(): CachedSearch | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.adminStoredUsers) ?? 'null');
    return value &&
      typeof value.term === 'string' &&
      Array.isArray(value.users) &&
      value.users.length &&
      // Kept by an older version, without role and status: searched again instead.
      value.users.every((user: { status?: unknown }) => typeof user.status === 'string')
      ? (value as CachedSearch)
      : null;
  } catch {
    return null;
  }
}

export function saveCachedSearch(search: CachedSearch): void {
  localStorage.setItem(STORAGE_KEYS.adminStoredUsers, JSON.stringify(search));
}

/** A search that is empty or fails removes the cache. */
export function clearCachedSearch(): void {
  localStorage.removeItem(STORAGE_KEYS.adminStoredUsers);
}
