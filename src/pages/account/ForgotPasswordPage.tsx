import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type ForgotPasswordPayload, forgotPasswordSchema } from '../../../schemas/account.ts';
import { t } from '../../i18n/t.ts';
import { schemaResolver } from '../../i18n/validation.ts';
import { AccountCard } from './AccountCard.tsx';
import { AccountField } from './AccountField.tsx';
import { useAccountApi } from './accountApi.ts';
import { showFailure } from './formErrors.ts';
import { SubmitButton } from './SubmitButton.tsx';

/** /forgot-password (public): an e-mail, and a link back to the login. */
export default function ForgotPasswordPage() {
  const api = useAccountApi();
  const form = useForm<ForgotPasswordPayload>({
    resolver: schemaResolver(forgotPasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
  });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      setSent((await api.forgotPassword(values)).message);
    } catch (failure) {
      setError(showFailure(failure, ['email'], form.setError));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AccountCard title={t('accountPages.forgotTitle')}>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {sent}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit} aria-label={t('accountPages.forgotForm')}>
            <Stack spacing={2}>
              <Typography variant="body2">{t('accountPages.forgotIntro')}</Typography>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <AccountField
                name="email"
                label={t('accountPages.email')}
                type="email"
                required
                autoComplete="email"
                autoFocus
              />
              <SubmitButton busy={busy}>{t('accountPages.submit')}</SubmitButton>
            </Stack>
          </Box>
        </FormProvider>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to="/">
          {t('accountPages.backToLogin')}
        </MuiLink>
      </Box>
    </AccountCard>
  );
}
