import { Box, Link } from '@mui/material';
import { type ReactNode, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
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
 * The report's table with its Total row, for the screen (links) and the paper (no links, and none of the
 * screen's own columns). A drill-down opens at the table's start: the first columns name the rows.
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
  const rows = declaration.rows(answer, filters);
  const total = totalOf(declaration, answer, rows, unit);
  const shownColumns = links ? declaration.columns : filedColumns(declaration as never);
  const box = useRef<HTMLDivElement>(null);
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
        rows={rows}
        columns={columns}
        rowKey={declaration.rowKey}
        total={totalCells}
      />
    </Box>
  );
}
