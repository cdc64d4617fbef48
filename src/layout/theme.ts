import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export type ThemeMode = 'light' | 'dark';

/**
 * The colours of each theme, every pair a reader meets at WCAG AA contrast: text 4.5:1 on the page and on
 * its surfaces, the keyboard focus ring 3:1 against what surrounds it (tests/unit/layout/theme.test.ts
 * computes them all). Dark surfaces are flat (no elevation tint), so axe can measure text on them too.
 */
export const COLORS = {
  light: {
    // MUI's #1976d2 falls just short of 4.5:1 on the page; react-admin's light-blue secondary carries
    // white text at 3:1.
    primary: '#1565c0',
    secondary: '#6a1b9a',
    page: '#fafafb',
    surface: '#ffffff',
    /** The ring on the page and its surfaces; on coloured bars it is white (FOCUS_RING_ON_BAR). */
    focusRing: '#0d47a1',
    // `dark` is the shade read as text (a step's 'done', an irreversible warning): darker on light.
    error: { main: '#d32f2f', dark: '#b71c1c' },
    success: { main: '#2e7d32', dark: '#1b5e20' },
    // White on MUI's orange and light blue reads at 3.1:1 and 3.9:1 (a filled warning or info alert).
    warning: { main: '#b54d00', dark: '#8a3b00' },
    info: { main: '#01579b', dark: '#002f6c' },
  },
  dark: {
    primary: '#90caf9',
    secondary: '#ce93d8',
    page: '#121212',
    surface: '#1e1e1e',
    focusRing: '#90caf9',
    // ... and lighter on dark, where MUI's own dark shades are unreadable; main carries black text.
    error: { main: '#f28b82', dark: '#f6aea9' },
    success: { main: '#81c995', dark: '#a8dab5' },
    warning: { main: '#ffa726', dark: '#ffcc80' },
    info: { main: '#29b6f6', dark: '#81d4fa' },
  },
} as const;

/** The ring on the header's blue bar and the page heading's dark bar, in either theme. */
export const FOCUS_RING_ON_BAR = '#ffffff';

/**
 * A part of the page with a background of its own sets the ring's colour for what is inside it with this
 * CSS variable (`{ [FOCUS_RING_VARIABLE]: FOCUS_RING_ON_BAR }`), free of any fight over selectors.
 */
export const FOCUS_RING_VARIABLE = '--ppms-focus-ring';
/** The same for the ring's distance from the control: negative draws it inside. */
const FOCUS_OFFSET_VARIABLE = '--ppms-focus-offset';
const INSIDE = { [FOCUS_OFFSET_VARIABLE]: '-3px' };

const base = { light: defaultLightTheme, dark: defaultDarkTheme } as const;

function appTheme(mode: ThemeMode): RaThemeOptions {
  const colors = COLORS[mode];
  const ring = `3px solid var(${FOCUS_RING_VARIABLE}, ${colors.focusRing})`;
  return {
    ...base[mode],
    palette: {
      ...base[mode].palette,
      mode,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary, contrastText: mode === 'light' ? '#fff' : 'rgba(0, 0, 0, 0.87)' },
      background: { default: colors.page, paper: colors.surface },
      error: { main: colors.error.main, dark: colors.error.dark },
      success: { main: colors.success.main, dark: colors.success.dark },
      warning: { main: colors.warning.main, dark: colors.warning.dark },
      info: { main: colors.info.main, dark: colors.info.dark },
    },
    components: {
      ...base[mode].components,
      // Every button, link and input reached by keyboard shows a ring (MUI's own ripple is too faint).
      MuiCssBaseline: {
        styleOverrides: {
          // `html` outranks the components' own `outline: 0`.
          'html :is(a, button, input, select, textarea, [role="button"], [tabindex]):focus-visible, html .Mui-focusVisible':
            { outline: ring, outlineOffset: `var(${FOCUS_OFFSET_VARIABLE}, 2px)` },
        },
      },
      // A card that is one big link (the dashboard's tiles) clips what lies outside it, and so does a
      // switch: the ring goes round the card or the switch instead of round the part focused inside.
      MuiCard: {
        styleOverrides: {
          root: {
            '&:has(> .MuiCardActionArea-root.Mui-focusVisible)': { outline: ring, outlineOffset: '2px' },
            '& > .MuiCardActionArea-root.Mui-focusVisible': { outline: 'none' },
          },
        },
      },
      MuiSwitch: {
        styleOverrides: {
          root: {
            borderRadius: 19,
            '&:has(.Mui-focusVisible)': { outline: ring, outlineOffset: '-4px' },
            '& .Mui-focusVisible, & input:focus-visible': { outline: 'none' },
          },
        },
      },
      // Items as wide as the list, menu or tab strip they scroll in: the ring is drawn inside them, where
      // the box round them can not cut it off.
      MuiListItemButton: { styleOverrides: { root: INSIDE } },
      MuiMenuItem: { styleOverrides: { root: INSIDE } },
      // Flat surfaces in the dark theme: MUI lightens raised ones with a gradient, whose contrast with
      // the text on it no checker can measure.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // The hint under a field that waits for another ('Select importer to display inventories.') is
      // read, not greyed out with its field.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '&.Mui-disabled': { color: theme.palette.text.secondary },
          }),
        },
      },
      // Buttons and tabs keep the spec's exact casing ('Go Back', 'Go back', 'Admin Portal'): what the
      // screen shows is what the spec and the tests read, not an upper-cased rendering of it.
      MuiButton: {
        ...base[mode].components?.MuiButton,
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiTab: {
        ...base[mode].components?.MuiTab,
        styleOverrides: { root: { textTransform: 'none', ...INSIDE } },
      },
    },
  };
}

export const lightTheme = appTheme('light');
export const darkTheme = appTheme('dark');
