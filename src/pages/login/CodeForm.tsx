import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { type Login2fPayload, type LoginPayload, login2fSchema } from '../../../schemas/auth.ts';
import { loginMessage, loginText } from '../../i18n/light.ts';
import { translatedResolver } from '../../i18n/resolver.ts';
import { LoginField } from './LoginField.tsx';

interface Props {
  busy: boolean;
  credentials: LoginPayload;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The second step: the same shared schema as the server's Login2F, credentials carried as values. */
export function CodeForm({ busy, credentials, onSubmit, onBack }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: translatedResolver<Login2fPayload>(loginMessage, login2fSchema),
    defaultValues: { ...credentials, code: '' },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.code))}
      aria-label={loginText('login.codeForm')}
    >
      <Stack spacing={2}>
        <Typography>{loginText('login.codeSent', { email: credentials.email })}</Typography>
        <LoginField
          field={register('code')}
          id="login-code"
          label={loginText('login.code')}
          autoComplete="one-time-code"
          autoFocus
          error={formState.errors.code?.message}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          {loginText('login.verify')}
        </Button>
        <Button variant="text" onClick={onBack} disabled={busy}>
          {loginText('login.goBack')}
        </Button>
      </Stack>
    </Box>
  );
}
