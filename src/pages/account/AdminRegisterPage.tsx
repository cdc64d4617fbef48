import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { type AdminRegistrationPayload, adminRegistrationSchema } from '../../../schemas/account.ts';
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
    resolver: yupResolver(adminRegistrationSchema),
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
    <AccountCard title="Administrator Registration">
      {check.isError ? (
        <Alert severity="error">{screenErrorMessage(check.error)}</Alert>
      ) : done ? (
        <Stack spacing={2}>
          <Alert severity="success">{done}</Alert>
          <Button component={Link} to="/" variant="contained">
            Go to login
          </Button>
        </Stack>
      ) : (
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit} aria-label="Administrator registration form">
            <Stack spacing={2}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <AccountField
                name="firstName"
                label="First name"
                required
                autoComplete="given-name"
                autoFocus
              />
              <AccountField name="lastName" label="Last name" required autoComplete="family-name" />
              <AccountField name="email" label="Email" type="email" required autoComplete="email" />
              <PasswordFields
                password={{ name: 'password', label: 'Password' }}
                confirm={{ name: 'confirmedPassword', label: 'Confirm password' }}
              />
              <AccountField name="phone" label="Phone" type="tel" autoComplete="tel" />
              <SubmitButton busy={busy}>Register</SubmitButton>
            </Stack>
          </Box>
        </FormProvider>
      )}
    </AccountCard>
  );
}
