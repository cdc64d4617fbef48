import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

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
      <Table size="small" aria-label={label} sx={{ '& td, & th': { border: 1, borderColor: 'grey.400' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
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
