import { useCallback, useState } from 'react';
import type { AlertMessage } from '../../src/widgets/AdminAlert.tsx';
import { useAdminError } from '../../src/widgets/useAdminError.ts';

/** The admin alert's state: successes green, failures red with the catalogue's text (spec point 8, second reading). */
export function useAdminAlert() {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const readError = useAdminError();
  const fail = useCallback(
    (error: unknown) => {
      const text = readError(error);
      if (text !== null) setAlert({ severity: 'error', text });
    },
    [readError],
  );
  const succeed = useCallback((text: string) => setAlert({ severity: 'success', text }), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, fail, succeed, clear };
}
