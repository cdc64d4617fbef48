import { createTheme, ThemeProvider, useTheme } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { lightTheme } from './theme.ts';

/**
 * Paper is always printed light: from the moment the browser starts printing (its own Print as well as
 * the app's buttons) until it is done, the app is drawn in the light theme. `beforeprint` is handled
 * synchronously (flushSync), so the printed copy is laid out after the change.
 */
export function PrintLight({ children }: { children: ReactNode }) {
  const shown = useTheme();
  const light = useMemo(() => createTheme(lightTheme), []);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  // The same element either way, so nothing below is mounted afresh (forms keep what was typed).
  return (
    <ThemeProvider theme={printing && shown.palette.mode === 'dark' ? light : shown}>
      {children}
    </ThemeProvider>
  );
}
