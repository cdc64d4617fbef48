import type { CodeMap } from '../../schemas/codes.ts';
import { DEFAULT_VOLUME_TABLE, type VolumeTable } from '../../schemas/volume-tables.ts';
import type { HttpClient } from '../providers/httpClient.ts';
import { STORAGE_KEYS } from '../providers/storageKeys.ts';

export interface AppCodes {
  rCodes: CodeMap;
  pCodes: CodeMap;
  /** Absent from codes stored before it was answered: the default table then. */
  volumeTable?: VolumeTable;
}

/** The measurement table this deployment corrects readings by (GET Setting/AppCodes). */
export const volumeTableInUse = (): VolumeTable => readAppCodes()?.volumeTable ?? DEFAULT_VOLUME_TABLE;

export function readAppCodes(): AppCodes | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.appCodes) ?? 'null') as AppCodes | null;
  } catch {
    return null;
  }
}

/** GET Setting/AppCodes, stored whole. The spec: a failure is only logged. */
export async function loadAppCodes(http: HttpClient, { force = false } = {}): Promise<void> {
  if (!force && readAppCodes()) return;
  try {
    const codes = await http.request<AppCodes>('GET', 'Setting/AppCodes');
    localStorage.setItem(STORAGE_KEYS.appCodes, JSON.stringify(codes));
  } catch (error) {
    console.error('Could not load the app codes.', error);
  }
}
