import { Alert, Box, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { type AdminRegistrationPayload, adminRegistrationSchema } from '../../../schemas/account.ts';
import { t } from '../../i18n/t.ts';
import { schemaResolver } from '../../i18n/validation.ts';
import { screenErrorMessage, toApiFailure } from '../../providers/errorCatalogue.ts';
import LoadingPage from '../LoadingPage.tsx';
import NotFoundPage from '../NotFoundPage.tsx';
import { AccountCard } from './AccountCard.tsx';
import { AccountField } from './AccountField.tsx';
import { useAccountApi } from './accountApi.ts';
import { showFailure } from './formErrors.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmedPassword', 'phone'] as const;

/**
 * /AdminRegister/{tempCode} (public): the one-time address the server prints for the first
 * administrator. An unknown or used code shows the 404 page, as the spec's client does.
 */
export default function AdminRegisterPage() {
  const { tempCode = '' } = useParams();
  const api = useAccountApi();
  const check = useQuery({
    queryKey: ['account', 'admin-code', tempCode],
    queryFn: () => api.checkAdminCode(tempCode),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useForm<AdminRegistrationPayload>({
    resolver: schemaResolver(adminRegistrationSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmedPassword: '',
      phone: '',
      adminCode: tempCode,
    },
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (check.isPending) return <LoadingPage />;
  if (check.isError && toApiFailure(check.error).status === 404) return <NotFoundPage />;

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      setDone((await api.registerAdmin(values)).message);
    } catch (failure) {
      setError(showFailure(failure, FIELDS, form.setError));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AccountCard title={t('accountPages.adminTitle')}>
      {check.isError ? (
        <Alert severity="error">{screenErrorMessage(check.error)}</Alert>
      ) : done ? (
        <Stack spacing={2}>
          <Alert severity="success">{done}</Alert>
          <Button component={Link} to="/" variant="contained">
            {t('accountPages.goToLogin')}
          </Button>
        </Stack>
      ) : (
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit} aria-label={t('accountPages.adminForm')}>
            <Stack spacing={2}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <AccountField
                name="firstName"
                label={t('accountPages.firstName')}
                required
                autoComplete="given-name"
                autoFocus
              />
              <AccountField
                name="lastName"
                label={t('accountPages.lastName')}
                required
                autoComplete="family-name"
              />
              <AccountField
                name="email"
                label={t('accountPages.email')}
                type="email"
                required
                autoComplete="email"
              />
              <PasswordFields
                password={{ name: 'password', label: t('accountPages.password') }}
                confirm={{ name: 'confirmedPassword', label: t('accountPages.confirmPassword') }}
              />
              <AccountField name="phone" label={t('accountPages.phone')} type="tel" autoComplete="tel" />
              <SubmitButton busy={busy}>{t('accountPages.register')}</SubmitButton>
            </Stack>
          </Box>
        </FormProvider>
      )}
    </AccountCard>
  );
}
