import { Alert } from '@mui/material';
import type { AlertMessage } from './useAdminAlert.ts';

/** Green for a success, red for a failure; nothing when there is no message. */
export function AlertBanner({ alert, onClose }: { alert: AlertMessage | null; onClose?: () => void }) {
  if (!alert) return null;
  return (
    <Alert severity={alert.severity} variant="filled" onClose={onClose} sx={{ mb: 2 }}>
      {alert.text}
    </Alert>
  );
}
