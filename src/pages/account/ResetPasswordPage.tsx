import { Alert, Box, Button, Link as MuiLink, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { type ResetPasswordPayload, resetPasswordSchema } from '../../../schemas/account.ts';
import { t } from '../../i18n/t.ts';
import { schemaResolver } from '../../i18n/validation.ts';
import { AccountCard } from './AccountCard.tsx';
import { useAccountApi } from './accountApi.ts';
import { showFailure } from './formErrors.ts';
import { linkHasExpired } from './linkExpiry.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/**
 * /reset/password/* (public): the mailed reset or activation link. Reads email, token, currentPassword,
 * isNewUser and timeStamp from the query; once timeStamp has passed it only says the link expired.
 */
export default function ResetPasswordPage() {
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const isNewUser = query.get('isNewUser')?.toLowerCase() === 'true';
  const timeStamp = query.get('timeStamp');
  const api = useAccountApi();
  const form = useForm<ResetPasswordPayload>({
    resolver: schemaResolver(resetPasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      newPassword: '',
      confirmedPassword: '',
      currentPassword: query.get('currentPassword'),
      email,
      token,
      isNewUser,
    },
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Re-checked on submit too: the page may stay open past the link's time.
  const [expired, setExpired] = useState(() => linkHasExpired(timeStamp));

  const submit = form.handleSubmit(async (values) => {
    if (linkHasExpired(timeStamp)) {
      setExpired(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setDone((await api.resetPassword(values)).message || t('spec.passwordReset'));
    } catch (failure) {
      setError(showFailure(failure, ['newPassword', 'confirmedPassword'], form.setError));
    } finally {
      setBusy(false);
    }
  });

  const title = t(isNewUser ? 'accountPages.setTitle' : 'accountPages.resetTitle');
  let body: ReactNode;
  if (expired) {
    body = (
      <Stack spacing={2}>
        <Alert severity="error">{t('spec.resetLinkExpired')}</Alert>
        <Button component={Link} to="/forgot-password" variant="outlined">
          {t('accountPages.newRequest')}
        </Button>
      </Stack>
    );
  } else if (!email || !token) {
    body = <Alert severity="error">{t('accountPages.resetIncomplete')}</Alert>;
  } else if (done) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success">{done}</Alert>
        <Button component={Link} to="/" variant="contained">
          {t('accountPages.goToLogin')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t(isNewUser ? 'accountPages.setForm' : 'accountPages.resetForm')}
        >
          <Stack spacing={2}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <PasswordFields
              password={{ name: 'newPassword', label: t('accountPages.newPassword') }}
              confirm={{ name: 'confirmedPassword', label: t('accountPages.confirmPassword') }}
            />
            <SubmitButton busy={busy}>
              {t(isNewUser ? 'accountPages.setPassword' : 'accountPages.resetPassword')}
            </SubmitButton>
          </Stack>
        </Box>
      </FormProvider>
    );
  }
  return (
    <AccountCard title={title}>
      {email && !done ? (
        <Box sx={{ mb: 2, textAlign: 'center', color: 'text.secondary' }}>{email}</Box>
      ) : null}
      {body}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink component={Link} to="/">
          {t('accountPages.backToLogin')}
        </MuiLink>
      </Box>
    </AccountCard>
  );
}
