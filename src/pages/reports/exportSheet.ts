import type { Cell, SheetData } from 'write-excel-file/browser';
import { fileSafe } from '../../../schemas/text.ts';
import { t } from '../../i18n/t.ts';
import { formatDateTime } from '../../widgets/format/formatDate.ts';
import { columnLabel, filedColumns, shownValue, totalOf } from './table.ts';
import type { CellValue, ReportColumn, ReportDeclaration } from './types.ts';
import { type Unit, unitLabel } from './units.ts';

// Export to spreadsheet (spec part 2, point 2: the file is named 'PPMS Report'): a real .xlsx written
// in the browser with write-excel-file, loaded only when a user exports. A regulator files it as it is:
// the report's title, period, unit and the time it was read above the table, one sheet named for the
// report, the report and its period in the file name. Numbers are numbers, days are dates, the unit is
// in each quantity heading, the Total row closes the table, and the screen's links are left out.

export const EXPORT_FILE_NAME = 'PPMS Report';
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

/** The table: the headings, a row per table row, the Total row. */
export function sheetData<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  answer: A,
  unit: Unit,
  filters?: F,
): SheetData {
  const columns = filedColumns(declaration as never) as ReportColumn<never>[];
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

/** What was asked and when it was read: the filters the answer is for, the time it came. */
export interface ReadAnswer<F, A> {
  filters: F;
  answer: A;
  /** ISO 8601. */
  at: string;
}

/** The lines above the table: the title, the period, the unit, the time read; then an empty line. */
export function sheetHeading<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  read: ReadAnswer<F, A>,
  unit: Unit,
): SheetData {
  const text = (value: string, bold = false): Cell => ({
    value,
    type: String,
    ...(bold ? { fontWeight: 'bold' as const } : {}),
  });
  return [
    [text(t(declaration.title), true)],
    [text(declaration.period(read.filters, read.answer))],
    [text(t('reports.unit', { unit: unitLabel(unit) }))],
    [text(t('reports.readAt', { date: formatDateTime(read.at) }))],
    [null],
  ];
}

/** The whole sheet: the heading lines, then the table; `filters` are the screen's (its view). */
export const reportSheet = <F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  read: ReadAnswer<F, A>,
  unit: Unit,
  filters?: F,
): SheetData => [
  ...sheetHeading(declaration, read, unit),
  ...sheetData(declaration, read.answer, unit, filters),
];

export const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_LENGTH);

/** 'PPMS Report - Sales By Importer 2026-10-01 to 2026-10-31.xlsx', 'PPMS Report - Stock Balance 2026-11-23.xlsx'. */
export function exportFileName<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  read: ReadAnswer<F, A>,
): string {
  const name = t(declaration.fileTitle ?? declaration.title);
  const dates = declaration.fileDates(read.filters, read.answer, new Date(read.at));
  return t('reports.file', { name: fileSafe(`${name} ${dates}`) });
}

/** The sheet's options: one sheet named for the report, text columns wider. */
export const sheetOptions = <F extends object, A, R>(declaration: ReportDeclaration<F, A, R>) => ({
  sheet: sheetName(t(declaration.fileTitle ?? declaration.title)),
  columns: filedColumns(declaration as never).map((column) => ({ width: column.kind === 'text' ? 30 : 18 })),
});

/** Writes the report to its file and hands it to the browser to save. */
export async function exportReport<F extends object, A, R>(
  declaration: ReportDeclaration<F, A, R>,
  read: ReadAnswer<F, A>,
  unit: Unit,
  filters?: F,
): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  await writeExcelFile(reportSheet(declaration, read, unit, filters), {
    sheet: sheetName(t(declaration.fileTitle ?? declaration.title)),
    columns: filedColumns(declaration as never).map((column) => ({
      width: column.kind === 'text' ? 30 : 18,
    })),
  }).toFile(exportFileName(declaration, read));
}
