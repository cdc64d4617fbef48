import { CssBaseline } from '@mui/material';
import { type ComponentProps, lazy, Suspense } from 'react';
import {
  AdminContext,
  type AuthProvider,
  CoreAdminUI,
  CustomRoutes,
  type DataProvider,
  Notification,
  Resource,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ALL_RESOURCES } from '../resources/index.ts';
import { t } from './i18n/t.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { AppError } from './layout/ErrorScreens.tsx';
import { PrintLight } from './layout/PrintLight.tsx';
import { darkTheme, lightTheme } from './layout/theme.ts';
import LoadingPage from './pages/LoadingPage.tsx';
import NotFoundPage from './pages/NotFoundPage.tsx';
import { appStore } from './providers/appStore.ts';
import { authProvider as defaultAuthProvider } from './providers/authProvider.ts';
import { dataProvider as defaultDataProvider } from './providers/dataProvider.ts';
import { i18nProvider, initialLocale } from './providers/i18nProvider.ts';
import { ROUTES } from './routes.ts';
import { GuardedRoute } from './routing/RequireAccess.tsx';

// react-admin's <Admin> is <AdminContext> + <AdminUI>, and <AdminUI> names a default for every screen
// slot (its login form with react-hook-form, its menu layout, ...), so all of them load with the app
// even when a prop replaces them. The same composition by hand: our screens where we have them,
// react-admin's own for the rare ones, loaded when shown.
const raScreens = () => import('./layout/raScreens.ts');
const RaAccessDenied = lazy(() => raScreens().then((m) => ({ default: m.AccessDenied })));
const RaAuthenticationError = lazy(() => raScreens().then((m) => ({ default: m.AuthenticationError })));
const RaAuthCallback = lazy(() => raScreens().then((m) => ({ default: m.AuthCallback })));
const RaError = lazy(() => raScreens().then((m) => ({ default: m.Error })));
const AdminError = (props: ComponentProps<typeof RaError>) => (
  <Suspense fallback={<LoadingPage />}>
    <RaError {...props} />
  </Suspense>
);
const store = appStore();
// The remembered language (src/i18n/locale.ts, kept across sign-outs) is the one react-admin starts in:
// its I18nContextProvider loads it before the first page shows.
store.setItem('locale', initialLocale());

interface AppAdminProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/**
 * The react-admin app without its router, so tests can mount it in a MemoryRouter. Every resource is
 * registered with <Resource> (its name, icon and record representation); every spec route is a custom
 * route, mounted in its resource's context where it has one (src/routes.ts), because the spec's paths
 * do not follow react-admin's /{resource}/... scheme. '/' is ours (login or dashboard), so react-admin's
 * own login page is switched off.
 */
export function AppAdmin({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
}: AppAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <PrintLight>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            disableTelemetry
            layout={AppLayout}
            loginPage={false}
            catchAll={NotFoundPage}
            loading={LoadingPage}
            accessDenied={RaAccessDenied}
            authenticationError={RaAuthenticationError}
            authCallbackPage={RaAuthCallback}
            error={AdminError}
            title={t('login.title')}
          >
            {ALL_RESOURCES.map(({ name, icon, recordRepresentation }) => (
              <Resource key={name} name={name} icon={icon} recordRepresentation={recordRepresentation}>
                {/* No react-admin paths of its own: /{name}/... is not a page of the spec. */}
                <Route path="*" element={<NotFoundPage />} />
              </Resource>
            ))}
            <CustomRoutes>
              {ROUTES.flatMap((route) => [
                <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />,
                ...(route.subpaths
                  ? [
                      <Route
                        key={`${route.path}/*`}
                        path={`${route.path}/*`}
                        element={<GuardedRoute route={route} />}
                      />,
                    ]
                  : []),
              ])}
            </CustomRoutes>
          </CoreAdminUI>
          <Notification />
        </CssBaseline>
      </PrintLight>
    </AdminContext>
  );
}

export default function App() {
  return (
    <ErrorBoundary fallback={(error) => <AppError error={error} />}>
      <BrowserRouter>
        <AppAdmin />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
