import { Alert, Box, CssBaseline, createTheme, Link as MuiLink, ThemeProvider } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { loginText } from '../../i18n/light.ts';
import { darkTheme, lightTheme } from '../../layout/theme.ts';
import { rememberedThemeMode } from '../../layout/themeMode.ts';
import { httpClient } from '../../providers/httpClient.ts';
import { login } from '../../providers/login.ts';
import { loadAppCodes } from '../../session/appCodes.ts';
import LoadingPage from '../LoadingPage.tsx';
import { LoginCard } from './LoginCard.tsx';

interface Props {
  /** Loads and shows the app at `path` once the user is signed in. */
  openApp(path: string): Promise<void>;
}

/**
 * The first page of a signed-out visitor, on its own: the sign-in card in the app's theme (the one last
 * chosen in this browser), without react-admin and the pages, which load once the user is in
 * (src/main.tsx). The page's main landmark is here, as the app's layout has its own.
 */
export function LoginShell({ openApp }: Props) {
  const muiTheme = useMemo(() => createTheme(rememberedThemeMode() === 'dark' ? darkTheme : lightTheme), []);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void loadAppCodes(httpClient);
  }, []);

  const onSignedIn = async (redirectTo: string) => {
    setOpening(true);
    try {
      await openApp(redirectTo);
    } catch (error) {
      console.error('The console could not load.', error);
      setFailed(true);
    }
  };

  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      <Box component="main">
        {failed ? (
          <Box sx={{ p: 6 }}>
            <Alert severity="error">{loginText('login.cannotLoad')}</Alert>
          </Box>
        ) : opening ? (
          <LoadingPage />
        ) : (
          <LoginCard
            login={(params) => login(httpClient, params)}
            onSignedIn={onSignedIn}
            forgotPassword={
              <MuiLink href="/forgot-password" align="center">
                {loginText('login.forgotPassword')}
              </MuiLink>
            }
          />
        )}
      </Box>
    </ThemeProvider>
  );
}
