import type { LoginAnswer } from '../../schemas/auth.ts';
import type { HttpClient } from './httpClient.ts';
import { saveTokenObject, type TokenObject, takeWantedPath } from './tokenStore.ts';

// Signing in, on its own: the signed-out start page (LoginShell) uses it without the rest of the
// auth provider (route rules, react-admin's contract), which the app loads once the user is in.

export interface LoginParams {
  email: string;
  password: string;
  code?: string;
}

/** What login resolves to: the code step, or where to go now that the user is signed in. */
export type LoginResult = { shouldVerify: true; redirectTo: false } | { redirectTo: string };

/** Account/Login, or Account/Login2F with the e-mailed code; the token object is stored. */
export async function login(http: HttpClient, { email, password, code }: LoginParams): Promise<LoginResult> {
  const answer = code
    ? await http.request<LoginAnswer>('POST', 'Account/Login2F', { email, password, code })
    : await http.request<LoginAnswer>('POST', 'Account/Login', { email, password });
  if (answer.shouldVerify) return { shouldVerify: true, redirectTo: false };
  saveTokenObject(answer as TokenObject);
  return { redirectTo: takeWantedPath() ?? '/' };
}
