import { GlobalStyles } from '@mui/material';
import { NUMERIC_CELL } from '../../widgets/ReportTable.tsx';

// The paper of a report: A4, landscape when the table is wide (Daily Loading's fifteen columns, Stock
// Reconciliation's fourteen), small type and cells that wrap their headings so every column fits; the
// heading row repeats on every page, the Total row closes the table once, no row is cut in two.

export const PAPER_CLASS = 'ppms-report-paper';
/** More printed columns than this and the report prints in landscape, in smaller type. */
export const PORTRAIT_COLUMNS = 7;

export const isWide = (columns: number) => columns > PORTRAIT_COLUMNS;

export function PrintStyle({ wide }: { wide: boolean }) {
  const paper = `.${PAPER_CLASS}`;
  return (
    <GlobalStyles
      styles={{
        '@page': { size: wide ? 'A4 landscape' : 'A4 portrait', margin: '10mm' },
        '@media print': {
          [`${paper} table`]: { width: '100%', ...(wide ? { fontSize: '7.5pt' } : {}) },
          [`${paper} thead`]: { display: 'table-header-group' },
          [`${paper} tfoot`]: { display: 'table-row-group' },
          [`${paper} tr`]: { breakInside: 'avoid' },
          [`${paper} th, ${paper} td`]: wide
            ? { fontSize: 'inherit', padding: '2px 3px', lineHeight: 1.2, overflowWrap: 'anywhere' }
            : {},
          // Numbers never wrap: the body's (NUMERIC_CELL) and the Total row's (MUI's right-aligned cells).
          [`${paper} td.${NUMERIC_CELL}, ${paper} td[class*="alignRight"]`]: {
            whiteSpace: 'nowrap',
            overflowWrap: 'normal',
          },
        },
      }}
    />
  );
}
