import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { RegistrationPayload } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { AdminAlert, type AlertMessage } from '../../../widgets/AdminAlert.tsx';
import { useAdminError } from '../../../widgets/useAdminError.ts';
import { ActivationButton } from './ActivationButton.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { showServerFieldErrors } from './serverErrors.ts';

interface Registered {
  userId: number;
  name: string;
  email: string;
}

const FIELDS = ['firstName', 'middleInitial', 'lastName', 'email', 'confirmedEmail', 'phone', 'isInternal'];

/** Register a user; on success, the card that offers to send the activation e-mail. */
export default function RegisterUser() {
  const api = useDataProvider<PpmsDataProvider>();
  const readError = useAdminError();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const showError = (error: unknown) => {
    const text = readError(error);
    setMessage(text ? { severity: 'error', text } : null);
  };

  const register: Parameters<typeof RegistrationForm>[0]['onSubmit'] = async (values, form) => {
    setBusy(true);
    setMessage(null);
    try {
      const { userId } = await api.registerUser(values as RegistrationPayload);
      setRegistered({ userId, name: `${values.firstName} ${values.lastName}`, email: values.email });
    } catch (error) {
      showError(error);
      showServerFieldErrors(error, FIELDS, form.setError);
    } finally {
      setBusy(false);
    }
  };

  if (registered) {
    return (
      <Card variant="outlined" sx={{ borderColor: 'success.main' }}>
        <CardContent>
          <Typography variant="h6" component="h3" color="success.main" gutterBottom>
            {t('users.registered')}
          </Typography>
          <Typography variant="body2" gutterBottom>
            {t('users.registeredText', { name: registered.name, email: registered.email })}
          </Typography>
          <AdminAlert message={message} onClose={() => setMessage(null)} />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <ActivationButton userId={registered.userId} emailConfirmed={false} onError={showError} />
            <Button
              variant="outlined"
              onClick={() => {
                setRegistered(null);
                setMessage(null);
              }}
            >
              {t('users.goBack')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <AdminAlert message={message} onClose={() => setMessage(null)} />
      <RegistrationForm busy={busy} onSubmit={register} />
    </>
  );
}
