import { Box } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Notification, useAuthState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import LoadingPage from '../pages/LoadingPage.tsx';
import { SessionManager } from '../session/SessionManager.tsx';
import { AppHeader } from './AppHeader.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageError } from './ErrorScreens.tsx';

/** react-admin's layout slot: the header only for signed-in users; each page behind its own boundary. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { authenticated } = useAuthState(undefined, false);
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SessionManager />
      {authenticated ? <AppHeader /> : null}
      <Box component="main" sx={{ flex: 1 }}>
        {/* keyed by path: leaving a broken page clears the error */}
        <ErrorBoundary key={pathname} fallback={() => <PageError />}>
          <Suspense fallback={<LoadingPage />}>{children}</Suspense>
        </ErrorBoundary>
      </Box>
      <Notification />
    </Box>
  );
}
