import type { TokenUser } from '../../../schemas/codes.ts';
import { STORAGE_KEYS } from '../../../src/providers/storageKeys.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function makeUser(overrides: Partial<TokenUser> = {}): TokenUser {
  return {
    id: 7,
    firstName: 'Ada',
    lastName: 'Kollie',
    email: 'ada@example.org',
    isInternal: false,
    rCodes: { R100: true },
    pCodes: { P100: true, P200: true },
    ...overrides,
  };
}

/** A JWT shaped like the server's: the `user` claim is JSON text. The signature is not checked here. */
export function makeToken(user: TokenUser, expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ user: JSON.stringify(user), exp })}.c2ln`;
}

export function makeTokenObject(user: TokenUser, expiresInSeconds = 3600) {
  return {
    token: makeToken(user, expiresInSeconds),
    expiration: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  };
}

export function signIn(user: TokenUser = makeUser(), expiresInSeconds = 3600) {
  localStorage.setItem(STORAGE_KEYS.tokenObject, JSON.stringify(makeTokenObject(user, expiresInSeconds)));
}
