import { ValidationError } from 'yup';
import { formatDate } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { CellValue, ReportColumn, ReportDeclaration, TotalCells } from './types.ts';
import { inUnit, type Unit, unitLabel } from './units.ts';

// The pure part of a report's table, shared by the screen, the paper and the spreadsheet.

export const TOTAL = 'Total';

/** The heading of a column: quantities carry their unit. */
export const columnLabel = (column: ReportColumn<never>, unit: Unit) =>
  column.kind === 'quantity' ? `${column.label} (${unitLabel(unit)})` : column.label;

/** A quantity in the unit shown (gallons, or floor(gallons / 268.47) tonnes); null stays null. */
export function quantityIn(value: CellValue, unit: Unit): number | null {
  if (value === null || value === '') return null;
  const gallons = Number(value);
  return Number.isFinite(gallons) ? inUnit(gallons, unit) : 0;
}

/** A cell as the screen and the paper show it. */
export function cellText(column: ReportColumn<never>, value: CellValue, unit: Unit): string {
  if (value === null) return '';
  if (column.kind === 'quantity') return formatNumber(quantityIn(value, unit));
  if (column.kind === 'date') return formatDate(value);
  return String(value);
}

/**
 * The default Total row: 'Total' in the first column and each quantity column summed over the rows
 * shown (gallons; the unit is applied to the sum, so the total in tonnes is the total gallons in tonnes).
 */
export function sumTotal<R>(columns: ReportColumn<R>[], rows: R[]): TotalCells {
  const cells: TotalCells = {};
  for (const [i, column] of columns.entries()) {
    if (column.kind === 'quantity') {
      cells[column.key] = rows.reduce((sum, row) => sum + (Number(column.value(row)) || 0), 0);
    } else cells[column.key] = i === 0 ? TOTAL : null;
  }
  return cells;
}

export function totalOf<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  answer: A,
  rows: R[],
) {
  return declaration.total ? declaration.total(answer, rows) : sumTotal(declaration.columns, rows);
}

/** The request's problems by field, as the server would answer them; empty when it may be sent. */
export function requestErrors<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  filters: F,
): Record<string, string> {
  try {
    declaration.schema.validateSync(declaration.request(filters), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error])
      errors[inner.path ?? '_'] ??= inner.message;
    return errors;
  }
}
