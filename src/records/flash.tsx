import { Alert } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFocusWhenShown } from '../widgets/useFocusWhenShown.ts';

// The message a finished step leaves for the page the user lands on ('Stock update request
// successfully reviewed.' on the list, or on the reloaded detail): carried in the history entry's
// state, so it belongs to that visit only, and shown until the user closes it. It takes the focus when
// it arrives: the outcome of the step is where the keyboard is.

export interface Flash {
  severity: 'success' | 'warning';
  text: string;
}

/** Navigation state carrying a message; `undefined` when the server sent no text. */
export const flashState = (text: string | undefined, severity: Flash['severity'] = 'success') =>
  text ? { flash: { severity, text } satisfies Flash } : undefined;

export function FlashMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state as { flash?: Flash } | null)?.flash;
  const ref = useFocusWhenShown<HTMLDivElement>(flash ? location.key : null);
  if (!flash) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={flash.severity}
      variant="filled"
      role="status"
      sx={{ mb: 2, whiteSpace: 'pre-line' }}
      onClose={() => navigate(location, { replace: true, state: null })}
    >
      {flash.text}
    </Alert>
  );
}
