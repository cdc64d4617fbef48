import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ReportTable, type ReportColumn as TableColumn } from '../../widgets/ReportTable.tsx';
import { cellText, columnLabel, totalOf } from './table.ts';
import type { CellValue, ReportColumn, ReportDeclaration } from './types.ts';
import type { Unit } from './units.ts';

/** A cell on screen and on paper: the unit applied, negatives in brackets (and red where declared). */
function Cell({
  column,
  value,
  unit,
  to,
  onSelect,
}: {
  column: ReportColumn<never>;
  value: CellValue;
  unit: Unit;
  to?: string | null;
  onSelect?: (() => void) | null;
}) {
  const text = cellText(column, value, unit);
  const negative = column.kind === 'quantity' && typeof value === 'number' && value < 0;
  const shown: ReactNode =
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
        {shown}
      </Link>
    );
  }
  return to ? (
    <Link component={RouterLink} to={to}>
      {shown}
    </Link>
  ) : (
    shown
  );
}

/** The report's table with its Total row, for the screen (links) and the paper (no links). */
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
  const total = totalOf(declaration, answer, rows);
  const columns: TableColumn<R>[] = declaration.columns.map((column) => ({
    key: column.key,
    label: columnLabel(column as ReportColumn<never>, unit),
    numeric: column.kind === 'quantity',
    value: (row) => (
      <Cell
        column={column as ReportColumn<never>}
        value={column.value(row)}
        unit={unit}
        to={links ? column.link?.(row) : null}
        onSelect={selectOf(column.select?.(row))}
      />
    ),
  }));
  const selectOf = (next: object | null | undefined) =>
    links && onSelect && next ? () => onSelect(next as Partial<F>) : null;
  const totalCells = Object.fromEntries(
    declaration.columns.map((column) => [
      column.key,
      <Cell
        key={column.key}
        column={column as ReportColumn<never>}
        value={total[column.key] ?? null}
        unit={unit}
      />,
    ]),
  );
  return (
    <ReportTable
      label={declaration.title}
      rows={rows}
      columns={columns}
      rowKey={declaration.rowKey}
      total={totalCells}
    />
  );
}
