import { useCallback, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import { adminErrorOutcome } from '../../src/providers/errorCatalogue.ts';

export interface AlertMessage {
  severity: 'success' | 'error';
  text: string;
}

/**
 * The admin area's alert (spec point 8, second reading): successes green, failures red with the
 * server's message; 401 or 403 reset the session and reload the page instead.
 */
export function useAdminAlert() {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const authProvider = useAuthProvider();
  const fail = useCallback(
    (error: unknown) => {
      const outcome = adminErrorOutcome(error);
      if (outcome.kind === 'reset-session') {
        void authProvider?.logout({});
        return;
      }
      setAlert({ severity: 'error', text: outcome.message });
    },
    [authProvider],
  );
  const succeed = useCallback((text: string) => setAlert({ severity: 'success', text }), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, fail, succeed, clear };
}
