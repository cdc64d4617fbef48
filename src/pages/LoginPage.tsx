import { Link as MuiLink } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { loginText } from '../i18n/light.ts';
import type { PpmsAuthProvider } from '../providers/authProvider.ts';
import { LoginCard } from './login/LoginCard.tsx';

/** The sign-in at '/' inside the app (after a logout, or a guard's redirect). */
export default function LoginPage() {
  const authProvider = useAuthProvider() as PpmsAuthProvider;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSignedIn = async (redirectTo: string) => {
    // The guards read the auth queries, which still hold the signed-out answer. Staying on '/', re-ask
    // them here (the dashboard replaces this form); going elsewhere, drop them so the next page asks
    // afresh instead of bouncing back to the login.
    if (redirectTo === '/') await queryClient.resetQueries({ queryKey: ['auth'] });
    else {
      queryClient.removeQueries({ queryKey: ['auth'] });
      navigate(redirectTo, { replace: true });
    }
  };

  return (
    <LoginCard
      login={(params) => authProvider.login(params)}
      onSignedIn={onSignedIn}
      forgotPassword={
        <MuiLink component={Link} to="/forgot-password" align="center">
          {loginText('login.forgotPassword')}
        </MuiLink>
      }
    />
  );
}
