import { STORAGE_KEYS } from '../../../providers/storageKeys.ts';

export type UsersTab = 'search' | 'register';

/** The Users Management tab chosen last (the spec remembers it in browser storage); Search by default. */
export function readUsersTab(): UsersTab {
  return localStorage.getItem(STORAGE_KEYS.adminUsersTab) === 'register' ? 'register' : 'search';
}

export function saveUsersTab(tab: UsersTab): void {
  localStorage.setItem(STORAGE_KEYS.adminUsersTab, tab);
}
