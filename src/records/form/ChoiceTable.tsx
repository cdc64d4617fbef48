import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import type { AppKey } from '../../i18n/t.ts';
import { t } from '../../i18n/t.ts';
import { HiddenHeaderCell } from '../../widgets/HiddenHeaderCell.tsx';
import { pageButtonName } from '../../widgets/pageButtons.ts';
import { ScrollRegion } from '../../widgets/ScrollRegion.tsx';

export interface ChoiceColumn<T> {
  label: AppKey;
  value(row: T): ReactNode;
  align?: 'right';
}

interface Props<T extends { id: number }> {
  /** The table's accessible name ('Available transfer orders'). */
  label: string;
  rows: readonly T[];
  columns: readonly ChoiceColumn<T>[];
  /** What a row's check box says it chooses ('Choose transfer order TO-1'). */
  choiceLabel(row: T): string;
  /** Shown instead of the table when there is nothing to choose. */
  empty: string;
  chosen: ReadonlySet<number>;
  onToggle(row: T): void;
  /** Rows a page; all on one page without it. */
  perPage?: number;
}

/** Records a form draws on (transfer orders for a delivery order, delivery orders for a note), each with a check box. */
export function ChoiceTable<T extends { id: number }>({
  label,
  rows,
  columns,
  choiceLabel,
  empty,
  chosen,
  onToggle,
  perPage,
}: Props<T>) {
  const [page, setPage] = useState(0);
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const shown = perPage ? rows.slice(page * perPage, (page + 1) * perPage) : rows;
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <HiddenHeaderCell padding="checkbox" label={t('kit.form.chosen')} />
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {t(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.id} hover selected={chosen.has(row.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen.has(row.id)}
                  onChange={() => onToggle(row)}
                  slotProps={{ input: { 'aria-label': choiceLabel(row) } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {perPage && rows.length > perPage ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => t('kit.list.shownRows', { from, to, count })}
          getItemAriaLabel={pageButtonName}
        />
      ) : null}
    </ScrollRegion>
  );
}
