import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import type { LoginPayload } from '../../../schemas/auth.ts';
import { loginText } from '../../i18n/light.ts';
import { loginErrorMessage } from '../../providers/errorCatalogue.ts';
import type { LoginParams, LoginResult } from '../../providers/login.ts';
import { CodeForm } from './CodeForm.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';

interface Props {
  login(params: LoginParams): Promise<LoginResult>;
  /** Signed in: go where the result says. */
  onSignedIn(redirectTo: string): Promise<void> | void;
  /** The forgot-password link, as the caller routes it. */
  forgotPassword: ReactNode;
}

/**
 * Sign-in in one or two steps: credentials, then an e-mailed code when the server asks for one. Free of
 * react-admin, so the signed-out start page loads it on its own (LoginShell) and the app mounts it too.
 */
export function LoginCard({ login, onSignedIn, forgotPassword }: Props) {
  const [credentials, setCredentials] = useState<LoginPayload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (params: LoginParams) => {
    setError(null);
    setBusy(true);
    try {
      const result = await login(params);
      if ('shouldVerify' in result) {
        setCredentials({ email: params.email, password: params.password });
        return;
      }
      await onSignedIn(result.redirectTo);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const goBack = () => {
    setCredentials(null);
    setError(null);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            {loginText('login.title')}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {credentials ? (
            <CodeForm
              busy={busy}
              onSubmit={(code) => signIn({ ...credentials, code })}
              onBack={goBack}
              credentials={credentials}
            />
          ) : (
            <CredentialsForm busy={busy} onSubmit={signIn} forgotPassword={forgotPassword} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
