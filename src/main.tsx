import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLight } from './i18n/lightLoaded.ts';
import { adoptLocale, currentLocale } from './i18n/locale.ts';
import { currentUser } from './providers/tokenStore.ts';

adoptLocale();
// The chosen language's light translations are there before anything renders (French: its own chunk).
const languageReady = loadLight(currentLocale());

const root = createRoot(document.getElementById('root')!);

/** The whole app (react-admin, every page), at the current address. */
async function openApp(path = window.location.pathname + window.location.search + window.location.hash) {
  const [{ default: App }] = await Promise.all([import('./App.tsx'), languageReady]);
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
  void Promise.all([import('./pages/login/LoginShell.tsx'), languageReady]).then(([{ LoginShell }]) =>
    root.render(
      <StrictMode>
        <LoginShell openApp={openApp} />
      </StrictMode>,
    ),
  );
} else void openApp();
