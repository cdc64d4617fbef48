import { Box, Link } from '@mui/material';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import { ListFooter } from '../../records/list/ListFooter.tsx';
import { ReportTable, type ReportColumn as TableColumn } from '../../widgets/ReportTable.tsx';
import { cellText, columnLabel, filedColumns, shownValue, totalOf } from './table.ts';
import type { CellValue, ReportColumn, ReportDeclaration } from './types.ts';
import type { Unit } from './units.ts';

/** A cell on screen and on paper, already in the unit: negatives in brackets (and red where declared). */
function Cell({
  column,
  shown,
  to,
  onSelect,
}: {
  column: ReportColumn<never>;
  shown: CellValue;
  to?: string | null;
  onSelect?: (() => void) | null;
}) {
  const text = cellText(column, shown);
  const negative = column.kind === 'quantity' && typeof shown === 'number' && shown < 0;
  const content: ReactNode =
    column.redWhenNegative && negative ? (
      <Box component="span" sx={{ color: 'error.main' }}>
        {text}
      </Box>
    ) : (
      text
    );
  if (onSelect) {
    return (
      <Link component="button" type="button" onClick={onSelect}>
        {content}
      </Link>
    );
  }
  return to ? (
    <Link component={RouterLink} to={to}>
      {content}
    </Link>
  ) : (
    content
  );
}

/**
 * Rows the screen shows at a time. A day's transfer orders at national scale are 4,950 rows: all of them
 * took the browser 2.2 s to show at every change of view (0.4 ms a row, most of it layout); a page, 60 ms.
 */
export const REPORT_PAGE_SIZE = 100;

/**
 * The report's table with its Total row (of every row), for the screen (links; a page of rows at a time,
 * 'Page X of Y' below when there are more) and the paper (every row, no links, and none of the screen's
 * own columns). A drill-down opens at the table's start: the first columns name the rows.
 */
export function ReportResultsTable<F extends object, A, R>({
  declaration,
  answer,
  unit,
  links = true,
  filters,
  onSelect,
}: {
  declaration: ReportDeclaration<F, A, R>;
  answer: A;
  unit: Unit;
  links?: boolean;
  filters?: F;
  /** Where a drill-down cell sends its filters (the screen only). */
  onSelect?: (next: Partial<F>) => void;
}) {
  const rows = useMemo(() => declaration.rows(answer, filters), [declaration, answer, filters]);
  const total = totalOf(declaration, answer, rows, unit);
  // Page 1 again whenever the rows change (another answer, view or drill-down), not with the unit.
  const [paging, setPaging] = useState({ rows, page: 1 });
  const page = paging.rows === rows ? paging.page : 1;
  const pages = links ? Math.ceil(rows.length / REPORT_PAGE_SIZE) : 1;
  const shownRows = pages > 1 ? rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE) : rows;
  const box = useRef<HTMLDivElement>(null);
  const turnTo = (next: number) => {
    setPaging({ rows, page: next });
    box.current?.scrollIntoView?.({ block: 'start' });
  };
  const shownColumns = links ? declaration.columns : filedColumns(declaration as never);
  const columns: TableColumn<R>[] = shownColumns.map((column) => ({
    key: column.key,
    label: columnLabel(column as ReportColumn<never>, unit),
    numeric: column.kind === 'quantity',
    value: (row) => (
      <Cell
        column={column as ReportColumn<never>}
        shown={shownValue(column, row, unit)}
        to={links ? column.link?.(row) : null}
        onSelect={selectOf(column.select?.(row))}
      />
    ),
  }));
  const selectOf = (next: object | null | undefined) =>
    links && onSelect && next
      ? () => {
          onSelect(next as Partial<F>);
          const scroller = box.current?.querySelector<HTMLElement>('[role="group"]');
          if (scroller) scroller.scrollLeft = 0;
        }
      : null;
  const totalCells = Object.fromEntries(
    shownColumns.map((column) => [
      column.key,
      <Cell key={column.key} column={column as ReportColumn<never>} shown={total[column.key] ?? null} />,
    ]),
  );
  return (
    <Box ref={box}>
      <ReportTable
        label={t(declaration.title)}
        rows={shownRows}
        columns={columns}
        rowKey={declaration.rowKey}
        total={totalCells}
      />
      {pages > 1 ? <ListFooter count={rows.length} page={page} pages={pages} onPage={turnTo} /> : null}
    </Box>
  );
}
