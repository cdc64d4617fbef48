import { type ReactNode, useEffect } from 'react';
import { ResourceContextProvider, useAuthState, useCanAccess } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import LoadingPage from '../pages/LoadingPage.tsx';
import { rememberWantedPath } from '../providers/tokenStore.ts';
import type { AppRoute } from '../routes.ts';

/** Signed-out visitors go to the login at '/' (the path is remembered); refused roles to /unauthorized. */
export function RequireAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const auth = useAuthState(undefined, false);
  const access = useCanAccess({
    resource: route.path,
    action: 'route',
    enabled: auth.authenticated === true,
  });
  if (auth.isPending) return <LoadingPage />;
  if (!auth.authenticated) return <RedirectToLogin />;
  if (access.isPending) return <LoadingPage />;
  if (!access.canAccess) return <Navigate to="/unauthorized" replace />;
  return children;
}

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberWantedPath(location.pathname + location.search + location.hash);
    navigate('/', { replace: true });
  }, [location, navigate]);
  return <LoadingPage />;
}

/** A route's page behind its guard, inside its resource's context when it has one. */
export function GuardedRoute({ route }: { route: AppRoute }) {
  const Page = route.page;
  const page = route.resource ? (
    <ResourceContextProvider value={route.resource}>
      <Page />
    </ResourceContextProvider>
  ) : (
    <Page />
  );
  if (route.access === 'public') return page;
  return <RequireAccess route={route}>{page}</RequireAccess>;
}
