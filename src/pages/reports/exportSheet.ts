import type { Cell, SheetData } from 'write-excel-file/browser';
import { columnLabel, shownValue, totalOf } from './table.ts';
import type { CellValue, ReportColumn, ReportDeclaration } from './types.ts';
import type { Unit } from './units.ts';

// Export to spreadsheet (spec part 2, point 2: the file is named 'PPMS Report'): a real .xlsx written
// in the browser with write-excel-file, loaded only when a user exports. Numbers are numbers, days are
// dates, the unit is in each quantity heading, and the Total row closes the table.

export const EXPORT_FILE_NAME = 'PPMS Report.xlsx';
/** Spreadsheet sheet names are at most 31 characters. */
const SHEET_NAME_LENGTH = 31;
const NUMBER_FORMAT = '#,##0;(#,##0)';
const DATE_FORMAT = 'mm/dd/yyyy';

/** A yyyy-MM-dd day as the spreadsheet's date of that day (midnight UTC, so no zone shifts it). */
const dayOf = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** A shown cell (a quantity already in the unit, as on screen) as the spreadsheet's cell. */
function cell(column: ReportColumn<never>, value: CellValue, bold = false): Cell {
  const weight = bold ? { fontWeight: 'bold' as const } : {};
  if (value === null || value === '') return null;
  if (column.kind === 'quantity') {
    return { value: Number(value) || 0, type: Number, format: NUMBER_FORMAT, ...weight };
  }
  if (column.kind === 'date' && typeof value === 'string') {
    return { value: dayOf(value), type: Date, format: DATE_FORMAT, ...weight };
  }
  return { value: String(value), type: String, ...weight };
}

/** The sheet: the headings, a row per table row, the Total row. */
export function sheetData<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  answer: A,
  unit: Unit,
  filters?: F,
): SheetData {
  const columns = declaration.columns as ReportColumn<never>[];
  const rows = declaration.rows(answer, filters);
  const total = totalOf(declaration, answer, rows, unit);
  return [
    columns.map((column) => ({
      value: columnLabel(column, unit),
      type: String,
      fontWeight: 'bold' as const,
    })),
    ...rows.map((row) => columns.map((column) => cell(column, shownValue(column, row as never, unit)))),
    columns.map((column) => cell(column, total[column.key] ?? null, true)),
  ];
}

export const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_LENGTH);

/** Writes the report to 'PPMS Report.xlsx' and hands it to the browser to save. */
export async function exportReport<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  answer: A,
  unit: Unit,
  filters?: F,
): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const data = sheetData(declaration, answer, unit, filters);
  await writeExcelFile(data, {
    sheet: sheetName(declaration.title),
    columns: declaration.columns.map((column) => ({ width: column.kind === 'text' ? 30 : 18 })),
  }).toFile(EXPORT_FILE_NAME);
}
