import { ValidationError } from 'yup';
import { t } from '../../i18n/t.ts';
import { messagesByPath } from '../../i18n/validation.ts';
import { formatDate } from '../../widgets/format/formatDate.ts';
import { formatNumber } from '../../widgets/format/formatNumber.ts';
import type { CellValue, ColumnLabel, ReportColumn, ReportDeclaration, TotalCells } from './types.ts';
import { inUnit, type Unit, unitLabel } from './units.ts';

// The pure part of a report's table, shared by the screen, the paper and the spreadsheet.

/** The Total row's name, in its first column. */
export const totalText = () => t('reports.total');

/** A heading's text now: the catalogue's in the chosen language, or the data's name. */
export const labelOf = (label: ColumnLabel) => (typeof label === 'function' ? label() : label);

/** The heading of a column: quantities carry their unit. */
export const columnLabel = (column: ReportColumn<never>, unit: Unit) =>
  column.kind === 'quantity'
    ? t('reports.withUnit', { label: labelOf(column.label), unit: unitLabel(unit) })
    : labelOf(column.label);

/** The columns of the paper and the spreadsheet: the screen's own (a Detail link) left out. */
export const filedColumns = <R>(declaration: ReportDeclaration<never, unknown, R>) =>
  declaration.columns.filter((column) => !column.screenOnly);

/** A quantity in the unit shown (gallons, or trunc(gallons / 268.47) tonnes); null stays null. */
export function quantityIn(value: CellValue, unit: Unit): number | null {
  if (value === null || value === '') return null;
  const gallons = Number(value);
  return Number.isFinite(gallons) ? inUnit(gallons, unit) : 0;
}

/** A row's cell as shown: a quantity in the unit (its own `shown` where it declares one), else the value. */
export function shownValue<R>(column: ReportColumn<R>, row: R, unit: Unit): CellValue {
  if (column.kind !== 'quantity') return column.value(row);
  const value = column.value(row);
  if (value === null || value === '') return null;
  return column.shown ? column.shown(row, unit) : quantityIn(value, unit);
}

/** A shown cell (a quantity already in its unit) as the screen and the paper write it. */
export function cellText(column: ReportColumn<never>, shown: CellValue): string {
  if (shown === null) return '';
  if (column.kind === 'quantity') return formatNumber(shown);
  if (column.kind === 'date') return formatDate(shown);
  return String(shown);
}

/** A quantity column's shown figures summed over `rows`, in the unit shown. */
export const sumShown = <R>(column: ReportColumn<R>, rows: R[], unit: Unit) =>
  rows.reduce((sum, row) => sum + (Number(shownValue(column, row, unit)) || 0), 0);

/**
 * The default Total row: 'Total' in the first column and each quantity column's shown figures summed
 * over the rows shown, in the unit shown: in tonnes, the sum of the tonnes on screen (not the total
 * gallons in tonnes), so the column adds up to its Total.
 */
export function sumTotal<R>(columns: ReportColumn<R>[], rows: R[], unit: Unit): TotalCells {
  const cells: TotalCells = {};
  for (const [i, column] of columns.entries()) {
    if (column.kind === 'quantity') cells[column.key] = sumShown(column, rows, unit);
    else cells[column.key] = i === 0 ? totalText() : null;
  }
  return cells;
}

/** The Total row of a report, in the unit shown. */
export function totalOf<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  answer: A,
  rows: R[],
  unit: Unit,
) {
  return declaration.total
    ? declaration.total(answer, rows, unit)
    : sumTotal(declaration.columns, rows, unit);
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
    const { '': unnamed, ...errors } = messagesByPath(error);
    return unnamed === undefined ? errors : { _: unnamed, ...errors };
  }
}
