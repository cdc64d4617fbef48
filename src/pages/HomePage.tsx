import { useAuthState } from 'react-admin';
import Dashboard from '../dashboard/Dashboard.tsx';
import LoadingPage from './LoadingPage.tsx';
import LoginPage from './LoginPage.tsx';

/** '/': the login when signed out, the dashboard when signed in. */
export default function HomePage() {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return <LoadingPage />;
  return authenticated ? <Dashboard /> : <LoginPage />;
}
