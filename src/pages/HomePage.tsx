import { lazy } from 'react';
import { useAuthState } from 'react-admin';
import Dashboard from '../dashboard/Dashboard.tsx';
import LoadingPage from './LoadingPage.tsx';

// Signed-in users never see the sign-in form: its form library and inputs load only when it shows.
const LoginPage = lazy(() => import('./LoginPage.tsx'));

/** '/': the login when signed out, the dashboard when signed in. */
export default function HomePage() {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return <LoadingPage />;
  return authenticated ? <Dashboard /> : <LoginPage />;
}
