import { Alert } from '@mui/material';
import { useFocusWhenShown } from './useFocusWhenShown.ts';

export interface AlertMessage {
  severity: 'success' | 'error';
  text: string;
}

/**
 * The admin screens' alert: green for a success, red (danger) for a failure; nothing when empty. Each new
 * message takes the focus, so the keyboard is at the outcome of the save.
 */
export function AdminAlert({ message, onClose }: { message: AlertMessage | null; onClose?: () => void }) {
  const ref = useFocusWhenShown<HTMLDivElement>(message);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={message.severity}
      variant="filled"
      onClose={onClose}
      sx={{ my: 1 }}
    >
      {message.text}
    </Alert>
  );
}
