import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { LoginPayload } from '../../schemas/auth.ts';
import type { LoginParams, PpmsAuthProvider } from '../providers/authProvider.ts';
import { loginErrorMessage } from '../providers/errorCatalogue.ts';
import { CodeForm } from './login/CodeForm.tsx';
import { CredentialsForm } from './login/CredentialsForm.tsx';

/** Sign-in in one or two steps: credentials, then an e-mailed code when the server asks for one. */
export default function LoginPage() {
  const authProvider = useAuthProvider() as PpmsAuthProvider;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<LoginPayload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (params: LoginParams) => {
    setError(null);
    setBusy(true);
    try {
      const result = await authProvider.login(params);
      if ('shouldVerify' in result) {
        setCredentials({ email: params.email, password: params.password });
        return;
      }
      // The guards read the auth queries, which still hold the signed-out answer. Staying on '/', re-ask
      // them here (the dashboard replaces this form); going elsewhere, drop them so the next page asks
      // afresh instead of bouncing back to the login.
      if (result.redirectTo === '/') await queryClient.resetQueries({ queryKey: ['auth'] });
      else {
        queryClient.removeQueries({ queryKey: ['auth'] });
        navigate(result.redirectTo, { replace: true });
      }
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
            Petroleum Products Management System
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
            <CredentialsForm busy={busy} onSubmit={signIn} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
