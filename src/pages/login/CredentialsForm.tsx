import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, CircularProgress, Link as MuiLink, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type LoginPayload, loginSchema } from '../../../schemas/auth.ts';

interface Props {
  busy: boolean;
  onSubmit: (values: LoginPayload) => void;
}

export function CredentialsForm({ busy, onSubmit }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');
  const { errors } = formState;
  return (
    // A real <form> with a submit button: Enter in either field signs in.
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Login form">
      <Stack spacing={2}>
        <TextField
          {...email}
          inputRef={emailRef}
          id="login-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          {...password}
          inputRef={passwordRef}
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          Login
        </Button>
        <MuiLink component={Link} to="/forgot-password" align="center">
          Forgot password?
        </MuiLink>
      </Stack>
    </Box>
  );
}
