import type { ComponentType } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { AppKey } from '../../i18n/t.ts';
import type { ReportMethods } from '../../providers/reportMethods.ts';
import type { Unit } from './units.ts';

// A report is its declaration: title, filters, call, columns, total and chart. ReportView gives every
// report the toolbar (metric tonnes, refresh, print, export), the cache, the loading and error states,
// the empty text, the Total row, the chart above the table and the printed copy.

/** A cell's raw value: text, gallons, or a day (yyyy-MM-dd); null shows as empty. */
export type CellValue = string | number | null;

/**
 * A heading: a name the data gives ('AGO', a product) as it is, or a text of the catalogue, asked for
 * when the table is drawn so it reads in the language chosen then.
 */
export type ColumnLabel = string | (() => string);

export interface ReportColumn<R> {
  key: string;
  /** The heading; a quantity column adds its unit: 'AGO (Gallons)'. */
  label: ColumnLabel;
  /** text as is; quantity: gallons, shown in the unit with negatives in brackets; date: yyyy-MM-dd. */
  kind: 'text' | 'quantity' | 'date';
  value: (row: R) => CellValue;
  /**
   * A quantity in the unit shown when it is not `value` converted on its own: a running balance or a
   * closing in tonnes adds the tonnes shown before it (units.ts). Gallons must be `value` itself.
   */
  shown?: (row: R, unit: Unit) => number | null;
  /** Negative quantities in red as well as in brackets. */
  redWhenNegative?: boolean;
  /** A cell that opens a record of the console. */
  link?: (row: R) => string | null;
  /** A cell that changes the report's filters on the screen (a drill-down); null where it does not. */
  select?: (row: R) => object | null;
  /** A control of the screen (a drill-down link): never printed nor exported. */
  screenOnly?: boolean;
}

/** The Total row: a value per column key (the first column names it), quantities in the unit shown. */
export type TotalCells = Record<string, CellValue>;

export interface FilterProps<F> {
  filters: F;
  /** The shared schema's messages, by request field. */
  errors: Record<string, string>;
  onChange(next: Partial<F>): void;
}

/** A picture of the answer, drawn above the table (the table is its accessible alternative). */
export type ChartData =
  | {
      kind: 'bars';
      /** One group of bars per category (an importer). */
      categories: string[];
      series: { label: string; values: number[] }[];
      stacked?: boolean;
    }
  | { kind: 'line'; label: string; points: { date: string; value: number }[] };

export interface ReportDeclaration<F extends object = object, A = unknown, R = unknown> {
  title: AppKey;
  defaults(): F;
  Filters: ComponentType<FilterProps<F>>;
  /** The call's payload; checked with `schema` (the server's own) before `load` sends it. */
  request(filters: F): object;
  schema: AnyObjectSchema;
  /** Whether a change of the filters loads the report again by itself (Daily Loading's date). */
  reloadOn?(before: F, after: F): boolean;
  /** Why Refresh is off before anything is asked ('Choose an importer and a product.'), or null. */
  incomplete?(filters: F): string | null;
  load(reports: ReportMethods, filters: F): Promise<A>;
  /** What the answer covers, for the heading and the paper: 'As of 11/22/2026'. */
  period(filters: F, answer: A): string;
  /**
   * The same in the spreadsheet's file name, days as yyyy-MM-dd: '2026-10-01 to 2026-10-31', '2026-11-23'.
   * `readAt` is when the answer was read (a report of today is of that day).
   */
  fileDates(filters: F, answer: A, readAt: Date): string;
  /** The report's name in the file name when shorter than its title ('Stock Balance'). */
  fileTitle?: AppKey;
  /** The table's rows; `filters`, the ones on the screen now, choose a view of the answer. */
  rows(answer: A, filters?: F): R[];
  columns: ReportColumn<R>[];
  rowKey(row: R): string | number;
  /** The Total row in the unit shown; by default the quantity columns' shown figures summed under 'Total'. */
  total?(answer: A, rows: R[], unit: Unit): TotalCells;
  chart?(answer: A, unit: Unit): ChartData | null;
  /** A part of its own between the toolbar and the table (the tolerance, the breaks). */
  Before?: ComponentType<{ answer: A; unit: Unit }>;
}
