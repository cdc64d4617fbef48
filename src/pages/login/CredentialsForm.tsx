import { Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginPayload, loginSchema } from '../../../schemas/auth.ts';
import { loginMessage, loginText } from '../../i18n/light.ts';
import { translatedResolver } from '../../i18n/resolver.ts';
import { LoginField } from './LoginField.tsx';

interface Props {
  busy: boolean;
  onSubmit: (values: LoginPayload) => void;
  /** The forgot-password link, as the page around it routes it. */
  forgotPassword: ReactNode;
}

export function CredentialsForm({ busy, onSubmit, forgotPassword }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: translatedResolver<LoginPayload>(loginMessage, loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  return (
    // A real <form> with a submit button: Enter in either field signs in.
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={loginText('login.form')}>
      <Stack spacing={2}>
        <LoginField
          field={register('email')}
          id="login-email"
          label={loginText('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email?.message}
        />
        <LoginField
          field={register('password')}
          id="login-password"
          label={loginText('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          {loginText('login.login')}
        </Button>
        {forgotPassword}
      </Stack>
    </Box>
  );
}
