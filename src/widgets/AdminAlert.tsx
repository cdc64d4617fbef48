import { Alert } from '@mui/material';

export interface AlertMessage {
  severity: 'success' | 'error';
  text: string;
}

/** The admin screens' alert: green for a success, red (danger) for a failure; nothing when empty. */
export function AdminAlert({ message, onClose }: { message: AlertMessage | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} variant="filled" onClose={onClose} sx={{ my: 1 }}>
      {message.text}
    </Alert>
  );
}
