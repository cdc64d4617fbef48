import { Box, Table, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/** The class of a body cell holding a number (right-aligned). */
export const NUMERIC_CELL = 'ppms-numeric';

export interface ReportColumn<T> {
  key: string;
  /** The column's heading, in the chosen language: build columns when rendering. */
  label: string;
  numeric?: boolean;
  value: (row: T) => ReactNode;
}

/** A plain bordered table, readable on screen and on paper; `total` is its closing row, by column key. */
export function ReportTable<T>({
  rows,
  columns,
  label,
  rowKey,
  total,
}: {
  rows: T[];
  columns: ReportColumn<T>[];
  label: string;
  rowKey: (row: T) => string | number;
  total?: Record<string, ReactNode>;
}) {
  return (
    // Focusable, so a table wider than the screen scrolls from the keyboard too.
    <Box
      tabIndex={0}
      role="group"
      aria-label={`${label} (scrolls sideways when wider than the screen)`}
      sx={{ overflowX: 'auto', '@media print': { overflowX: 'visible' } }}
    >
      <Table
        size="small"
        aria-label={label}
        sx={{
          '& td, & th': { border: 1, borderColor: 'grey.400' },
          // The body's cells are plain, styled here as MUI's small cells are: a table of thousands of
          // rows (a day's transfer orders at national scale) rendered MUI's cell per value in seconds.
          // No more specific than MUI's own, so that a page's styles (the paper's) still reach them.
          '& :where(tbody td)': (theme) => ({
            ...theme.typography.body2,
            padding: '6px 16px',
            color: theme.palette.text.primary,
            verticalAlign: 'inherit',
          }),
          [`& :where(td.${NUMERIC_CELL})`]: { textAlign: 'right' },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? NUMERIC_CELL : undefined}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <TableFooter>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }}
                >
                  {total[c.key]}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </Box>
  );
}
