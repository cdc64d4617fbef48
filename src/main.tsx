import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptLocale } from './i18n/locale.ts';
import { currentUser } from './providers/tokenStore.ts';

adoptLocale();

const root = createRoot(document.getElementById('root')!);

/** The whole app (react-admin, every page), at the current address. */
async function openApp(path = window.location.pathname + window.location.search + window.location.hash) {
  const { default: App } = await import('./App.tsx');
  if (path !== window.location.pathname + window.location.search + window.location.hash)
    window.history.replaceState(null, '', path);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A signed-out visitor at '/' sees the sign-in first, loaded on its own (a fraction of the app's code);
// everything else starts the whole app, whose guards send signed-out visitors to '/'.
if (window.location.pathname === '/' && !currentUser()) {
  void import('./pages/login/LoginShell.tsx').then(({ LoginShell }) =>
    root.render(
      <StrictMode>
        <LoginShell openApp={openApp} />
      </StrictMode>,
    ),
  );
} else void openApp();
