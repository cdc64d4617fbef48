import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { DailyLoading, DailyLoadingRow, ImporterProductsRow } from '../../../schemas/reports/answers.ts';
import { dailyLoading } from '../../../src/pages/reports/declarations/dailyLoading.tsx';
import { salesByImporter } from '../../../src/pages/reports/declarations/sales.ts';
import { stockBalance } from '../../../src/pages/reports/declarations/stockBalance.ts';
import {
  exportFileName,
  reportSheet,
  sheetData,
  sheetOptions,
} from '../../../src/pages/reports/exportSheet.ts';
import { ReportResultsTable } from '../../../src/pages/reports/ReportResults.tsx';
import { REPORT_TEXTS, ReportView } from '../../../src/pages/reports/ReportView.tsx';
import type { ReportDeclaration } from '../../../src/pages/reports/types.ts';
import { formatDateTime } from '../../../src/widgets/format/formatDate.ts';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';

// Issue 20, item 4, 'reports a regulator can file': the spreadsheet says what it is (title, period,
// unit, the time read) above its table, in one sheet named for the report, in a file named for the
// report and its period; a screen's Detail link is neither printed nor exported; an empty report does
// not export.

const READ_AT = '2026-11-23T14:05:00.000Z';
const sales: ImporterProductsRow[] = [
  { importerId: 1, importer: 'Atlantic', byProduct: { ago: 1_000, pms: -2_000, jet: 0 } },
];
const salesRead = { filters: { from: '2026-10-01', to: '2026-10-31' }, answer: sales, at: READ_AT };

const figures = (opening: number) => ({ opening, transfers: 0, sales: 0, closing: opening });
const loadingRow = (distributorId: number, order: number | null): DailyLoadingRow => ({
  importerId: 1,
  importer: 'Atlantic',
  distributorId,
  distributor: `Distributor ${distributorId}`,
  transferOrderId: order,
  transferOrderNumber: order ? `TO-${order}` : null,
  byProduct: { pms: figures(1_000), ago: figures(0), jet: figures(0) },
});
const loading: DailyLoading = {
  date: '2026-11-20',
  importers: [],
  distributors: [loadingRow(7, null)],
  transferOrders: [loadingRow(7, 71)],
};
const loadingFilters = { date: '2026-11-20', view: 'party' as const, detail: null };

describe('the spreadsheet a regulator files', () => {
  it('is named for the report and its period or day, PPMS Report first', () => {
    expect(exportFileName(salesByImporter, salesRead)).toBe(
      'PPMS Report - Sales By Importer 2026-10-01 to 2026-10-31.xlsx',
    );
    const day = { filters: { today: false, date: '2026-11-23' }, answer: [], at: READ_AT };
    expect(exportFileName(stockBalance, day)).toBe('PPMS Report - Stock Balance 2026-11-23.xlsx');
    // Today's balance is of the day it was read.
    const today = { filters: { today: true, date: '' }, answer: [], at: '2026-11-22T12:00:00' };
    expect(exportFileName(stockBalance, today)).toBe('PPMS Report - Stock Balance 2026-11-22.xlsx');
    const loadingRead = { filters: loadingFilters, answer: loading, at: READ_AT };
    expect(exportFileName(dailyLoading, loadingRead)).toBe(
      'PPMS Report - Daily Loading Analysis 2026-11-20.xlsx',
    );
  });

  it('opens with the title, the period, the unit and the time read, in one sheet named for the report', async () => {
    const file = await writeXlsxFile(
      reportSheet(salesByImporter, salesRead, 'tonnes'),
      sheetOptions(salesByImporter),
    ).toBuffer();
    const sheets = await readXlsxFile(file);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Sales By Importer']);
    const rows = sheets[0].data;
    expect(rows.slice(0, 4).map((row) => row.filter((cell) => cell !== null))).toEqual([
      ['Sales By Importer'],
      ['10/01/2026 to 10/31/2026'],
      ['Unit: Metric Tonnes'],
      [`Read ${formatDateTime(READ_AT)}`],
    ]);
    // Then an empty line, and the table as before: headings with the unit, the rows, the Total.
    expect(rows[4].every((cell) => cell === null)).toBe(true);
    expect(rows[5]).toEqual([
      'Importer',
      'AGO (Metric Tonnes)',
      'PMS (Metric Tonnes)',
      'JET-A1 (Metric Tonnes)',
    ]);
    expect(rows.at(-1)![0]).toBe('Total');
    const stock = await readXlsxFile(
      await writeXlsxFile(
        reportSheet(
          stockBalance,
          { filters: { today: false, date: '2026-11-23' }, answer: [], at: READ_AT },
          'gallons',
        ),
        sheetOptions(stockBalance),
      ).toBuffer(),
    );
    expect(stock[0].sheet).toBe('Stock Balance');
  });
});

describe("a screen's Detail link", () => {
  it('is not a column of the spreadsheet', () => {
    const [headings, ...rows] = sheetData(dailyLoading, loading, 'gallons', loadingFilters);
    const texts = [headings, ...rows]
      .flat()
      .map((cell) => (cell && typeof cell === 'object' && 'value' in cell ? cell.value : cell));
    expect(texts).not.toContain('Detail');
    expect(headings).toHaveLength(15);
  });

  it('is on the screen, not on the paper', () => {
    const table = (links: boolean) =>
      render(
        <MemoryRouter>
          <ReportResultsTable
            declaration={dailyLoading}
            answer={loading}
            unit="gallons"
            links={links}
            filters={loadingFilters}
            onSelect={() => {}}
          />
        </MemoryRouter>,
      );
    const screenTable = table(true);
    expect(
      within(screenTable.container)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Detail');
    within(screenTable.container).getByRole('button', { name: 'Detail' });
    screenTable.unmount();
    const paper = table(false);
    const headings = within(paper.container)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toHaveLength(15);
    expect(headings).not.toContain('Detail');
    expect(paper.container.textContent).not.toContain('Detail');
  });
});

describe('export', () => {
  const declaration = (
    answer: ImporterProductsRow[],
  ): ReportDeclaration<object, ImporterProductsRow[], ImporterProductsRow> =>
    ({
      ...salesByImporter,
      title: 'Sales By Importer',
      defaults: () => ({ from: '2026-10-01', to: '2026-10-31' }),
      load: async () => answer,
    }) as never;

  it('is off on an empty report, and says why', async () => {
    localStorage.clear();
    renderInAdmin(<ReportView id={4} declaration={declaration([])} />);
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(REPORT_TEXTS.empty);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: REPORT_TEXTS.export });
    expect(button.disabled).toBe(true);
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(REPORT_TEXTS.nothingToExport);
  });

  it('is on when the report has rows', async () => {
    localStorage.clear();
    renderInAdmin(<ReportView id={4} declaration={declaration(sales)} />);
    await screen.findByRole('table', { name: 'Sales By Importer' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: REPORT_TEXTS.export }).disabled).toBe(false);
    expect(screen.queryByText(REPORT_TEXTS.nothingToExport)).toBeNull();
  });
});
