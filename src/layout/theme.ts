import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The keyboard focus ring: dark blue on the light page (above 8:1 on white); white on dark bars. */
const FOCUS_RING = '#0d47a1';

// Buttons and tabs keep the spec's exact casing ('Go Back', 'Go back', 'Admin Portal'): what the screen shows is
// what the spec and the tests read, not an upper-cased rendering of it.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Text and buttons at WCAG AA contrast on the page's near-white: MUI's #1976d2 falls just short of
  // 4.5:1 there, and react-admin's light-blue secondary carries white text at 3:1.
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#6a1b9a', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    // Every button, link and input reached by keyboard shows a ring (MUI's own ripple is too faint).
    MuiCssBaseline: {
      styleOverrides: {
        // `html` outranks the components' own `outline: 0`.
        'html :is(a, button, input, select, textarea, [role="button"], [tabindex]):focus-visible, html .Mui-focusVisible':
          { outline: `3px solid ${FOCUS_RING}`, outlineOffset: '2px' },
      },
    },
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
