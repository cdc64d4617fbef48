import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { type LoginPayload, login2fSchema } from '../../../schemas/auth.ts';
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
    resolver: yupResolver(login2fSchema),
    defaultValues: { ...credentials, code: '' },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.code))}
      aria-label="Verification code form"
    >
      <Stack spacing={2}>
        <Typography>A verification code was sent to {credentials.email}.</Typography>
        <LoginField
          field={register('code')}
          id="login-code"
          label="Code"
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
          Verify
        </Button>
        <Button variant="text" onClick={onBack} disabled={busy}>
          Go back
        </Button>
      </Stack>
    </Box>
  );
}
