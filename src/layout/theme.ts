import { defaultTheme, type RaThemeOptions } from 'react-admin';

// Buttons and tabs keep the spec's exact casing ('Go Back', 'Go back', 'Admin Portal'): what the screen shows is
// what the spec and the tests read, not an upper-cased rendering of it.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    MuiButton: {
      ...defaultTheme.components?.MuiButton,
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiTab: {
      ...defaultTheme.components?.MuiTab,
      styleOverrides: { root: { textTransform: 'none' } },
    },
  },
};
