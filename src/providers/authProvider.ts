import type { AuthProvider } from 'react-admin';
import { canAccess } from '../routing/routeAccess.ts';
import { type HttpClient, httpClient } from './httpClient.ts';
import { type LoginParams, type LoginResult, login } from './login.ts';
import {
  clearSessionStorage,
  currentUser,
  readTokenObject,
  saveTokenObject,
  type TokenObject,
} from './tokenStore.ts';

export type { LoginParams, LoginResult };

export interface PpmsAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<LoginResult>;
  /** A fresh token for the same session (POST Account/Refresh); no-op when signed out. */
  refreshSession(): Promise<void>;
}

export interface AuthProviderOptions {
  http?: HttpClient;
  /** Logout ends with a full reload so no state of the signed-out user survives in memory. */
  reload?: () => void;
}

const defaultReload = () => window.location.assign('/');

export function createAuthProvider({ http = httpClient, reload = defaultReload }: AuthProviderOptions = {}) {
  const provider: PpmsAuthProvider = {
    login: (params) => login(http, params),

    async logout() {
      const signedIn = readTokenObject() !== null;
      // The server ends its session; a failure there must not keep the user signed in here.
      if (signedIn) await http.request('POST', 'Account/Logout').catch(() => undefined);
      clearSessionStorage();
      if (signedIn) reload();
      return '/';
    },

    async checkAuth() {
      // message false: no "please sign in" toast; the guard sends the visitor to the login at '/'.
      if (!currentUser()) throw { message: false, redirectTo: '/' };
    },

    async checkError(error: { status?: number }) {
      // A 401 on an ordinary call means the session is gone; 403 is a refusal the page shows itself.
      if (error?.status === 401 && readTokenObject()) throw { message: false, redirectTo: '/' };
    },

    async getIdentity() {
      const user = currentUser();
      if (!user) throw new Error('Not signed in.');
      return { ...user, fullName: `${user.firstName} ${user.lastName}`.trim() };
    },

    async getPermissions() {
      return currentUser();
    },

    async canAccess({ resource, action }) {
      return canAccess(currentUser(), resource, action);
    },

    async refreshSession() {
      if (!currentUser()) return;
      const answer = await http.request<TokenObject>('POST', 'Account/Refresh');
      if (answer?.token && answer.expiration) saveTokenObject(answer);
    },
  };
  return provider;
}

export const authProvider = createAuthProvider();
