import { useEffect } from 'react';
import { useAuthProvider, useAuthState, useLogout } from 'react-admin';
import type { PpmsAuthProvider } from '../providers/authProvider.ts';
import { type HttpClient, httpClient } from '../providers/httpClient.ts';
import { loadAppCodes } from './appCodes.ts';
import { startInactivityCountdown } from './inactivityCountdown.ts';
import { SESSION_REFRESH_MS } from './sessionConstants.ts';

/**
 * The session set-up: app codes on start when not stored, a refresh every 300 s (codes again, and a
 * fresh token for signed-in users so active people are not thrown out), and the inactivity countdown.
 */
export function SessionManager({ http = httpClient }: { http?: HttpClient }) {
  const authProvider = useAuthProvider() as PpmsAuthProvider | undefined;
  const { authenticated } = useAuthState(undefined, false);
  const logout = useLogout();

  useEffect(() => {
    void loadAppCodes(http);
    const timer = setInterval(() => {
      void loadAppCodes(http, { force: true });
      authProvider
        ?.refreshSession?.()
        .catch((error) => console.error('Could not refresh the session.', error));
    }, SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [http, authProvider]);

  useEffect(() => {
    if (!authenticated) return;
    return startInactivityCountdown({ onExpire: () => void logout() });
  }, [authenticated, logout]);

  return null;
}
