import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { t } from '../../../i18n/t.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';

interface Props {
  userId: number;
  emailConfirmed: boolean;
  /** A failed send, in the admin reading of the error catalogue (null when the session was reset). */
  onError: (error: unknown) => void;
}

type State = 'idle' | 'sending' | 'sent';

/** Sends (or, once the e-mail is confirmed, resends) the account activation e-mail. */
export function ActivationButton({ userId, emailConfirmed, onError }: Props) {
  const api = useDataProvider<PpmsDataProvider>();
  const [state, setState] = useState<State>('idle');
  const send = async () => {
    setState('sending');
    try {
      await api.sendActivation(userId);
      setState('sent');
    } catch (error) {
      setState('idle');
      onError(error);
    }
  };
  const label =
    state === 'sending'
      ? t('users.sending')
      : state === 'sent'
        ? t('users.sent')
        : emailConfirmed
          ? t('users.resend')
          : t('users.send');
  return (
    <Button
      variant="contained"
      color={state === 'sent' ? 'success' : 'primary'}
      disabled={state !== 'idle'}
      onClick={send}
    >
      {label}
    </Button>
  );
}
