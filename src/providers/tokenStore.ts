import { jwtDecode } from 'jwt-decode';
import type { TokenUser } from '../../schemas/codes.ts';
import { SESSION_KEYS, STORAGE_KEYS } from './storageKeys.ts';

/** The spec's auth token object, as Account/Login answers it. */
export interface TokenObject {
  token: string;
  expiration: string;
}

export function readTokenObject(): TokenObject | null {
  const text = localStorage.getItem(STORAGE_KEYS.tokenObject);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TokenObject>;
    return typeof value?.token === 'string' && typeof value.expiration === 'string'
      ? { token: value.token, expiration: value.expiration }
      : null;
  } catch {
    return null;
  }
}

export function saveTokenObject(value: TokenObject): void {
  localStorage.setItem(
    STORAGE_KEYS.tokenObject,
    JSON.stringify({ token: value.token, expiration: value.expiration }),
  );
}

export function clearSessionStorage(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

/** The `user` claim is JSON text of the user; anything that does not decode to one is no user. */
export function decodeTokenUser(token: string): TokenUser | null {
  try {
    const payload = jwtDecode<{ user?: unknown }>(token);
    const user = typeof payload.user === 'string' ? JSON.parse(payload.user) : payload.user;
    if (!user || typeof user !== 'object' || typeof (user as TokenUser).id !== 'number') return null;
    const u = user as TokenUser;
    return { ...u, rCodes: u.rCodes ?? {}, pCodes: u.pCodes ?? {} };
  } catch {
    return null;
  }
}

/** The spec's rule: authenticated only while the token decodes to a user and expiration is later than now. */
export function currentUser(now: Date = new Date()): TokenUser | null {
  const stored = readTokenObject();
  if (!stored) return null;
  const expires = Date.parse(stored.expiration);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return null;
  return decodeTokenUser(stored.token);
}

export function rememberWantedPath(path: string): void {
  sessionStorage.setItem(STORAGE_KEYS.wantedPath, path);
}

/** Reads and forgets the remembered path; only same-site paths are honoured. */
export function takeWantedPath(): string | null {
  const path = sessionStorage.getItem(STORAGE_KEYS.wantedPath);
  sessionStorage.removeItem(STORAGE_KEYS.wantedPath);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
