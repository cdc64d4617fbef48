import { Box, useMediaQuery, useTheme } from '@mui/material';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Notification, useAuthState, useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import LoadingPage from '../pages/LoadingPage.tsx';
import { SessionManager } from '../session/SessionManager.tsx';
import { AppHeader } from './AppHeader.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageError } from './ErrorScreens.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { SIDE_MENU_WIDTH } from './sideMenuWidth.ts';

// The side menu comes in its own chunk: its list and drawer parts are then kept out of the chunks the
// sign-in shares with the app (they changed how those split, and the sign-in page grew past its budget).
// Its place is kept while it loads: a page that moved when it came moved under the user's click.
const SideMenu = lazy(() => import('./SideMenu.tsx'));

/**
 * react-admin's layout slot: a skip link first; for signed-in users the header and the side menu (a
 * drawer on phones); each page behind its own boundary.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { authenticated } = useAuthState(undefined, false);
  const { pathname } = useLocation();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  // The page's language is the one chosen: screen readers pronounce the page by it.
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SessionManager />
      {authenticated ? <AppHeader onOpenMenu={phone ? () => setMenuOpen(true) : undefined} /> : null}
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {authenticated ? (
          <Suspense
            fallback={
              phone ? null : <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, displayPrint: 'none' }} />
            }
          >
            <SideMenu phone={phone} open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        ) : null}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, '&:focus': { outline: 'none' } }}
        >
          {/* keyed by path: leaving a broken page clears the error */}
          <ErrorBoundary key={pathname} fallback={() => <PageError />}>
            <Suspense fallback={<LoadingPage />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
      <Notification />
    </Box>
  );
}
