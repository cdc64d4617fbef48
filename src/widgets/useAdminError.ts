import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { adminErrorOutcome } from '../providers/errorCatalogue.ts';

/**
 * The admin area's reading of a failed call (spec point 8, second reading): 401 or 403 reset the
 * session and reload the page (answering null); anything else is the text of the red alert.
 */
export function useAdminError(): (error: unknown) => string | null {
  const authProvider = useAuthProvider();
  return useCallback(
    (error: unknown) => {
      const outcome = adminErrorOutcome(error);
      if (outcome.kind === 'message') return outcome.message;
      void authProvider?.logout({});
      return null;
    },
    [authProvider],
  );
}
