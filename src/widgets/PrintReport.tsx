import { Box, GlobalStyles, Portal } from '@mui/material';
import { type ReactNode, useCallback } from 'react';

const REPORT_CLASS = 'ppms-print-report';

// Screen: the report is not shown. Paper: only the report is (the app under #root is left out).
const printStyles = {
  [`.${REPORT_CLASS}`]: { display: 'none' },
  '@media print': {
    '#root': { display: 'none !important' },
    [`.${REPORT_CLASS}`]: { display: 'block !important', padding: '8mm', color: '#000' },
  },
};

/** A print-only report: rendered beside the app, so printing the page prints this and nothing else. */
export function PrintReport({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Portal>
      <GlobalStyles styles={printStyles} />
      <Box className={REPORT_CLASS} role="document" aria-label={label}>
        {children}
      </Box>
    </Portal>
  );
}

/** The spec's print: the browser's print dialog after 500 ms, once the report has rendered. */
export const PRINT_DELAY_MS = 500;
export function usePrint(): () => void {
  return useCallback(() => {
    window.setTimeout(() => window.print(), PRINT_DELAY_MS);
  }, []);
}
