import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ImporterProductsRow } from '../../../schemas/reports/answers.ts';
import { t } from '../../../src/i18n/t.ts';
import { REPORT_TYPES } from '../../../src/pages/reports/catalogue.ts';
import { REPORT_PAGE_SIZE, ReportResultsTable } from '../../../src/pages/reports/ReportResults.tsx';
import type { ReportDeclaration } from '../../../src/pages/reports/types.ts';
import type { Unit } from '../../../src/pages/reports/units.ts';

// A report of thousands of rows (a day's transfer orders at national scale) shows a page of them at a
// time on screen, with 'Page X of Y' below; its Total row sums every row, and the paper has every row.

const declaration = REPORT_TYPES.map((type) => type.declaration).find(
  (d) => d && t(d.title) === 'Sales By Importer',
) as ReportDeclaration<object, ImporterProductsRow[], ImporterProductsRow>;

/** 250 importers: Importer 001 sold 1 gallon of AGO, Importer 002 2 gallons... */
const answerOf = (count: number): ImporterProductsRow[] =>
  Array.from({ length: count }, (_, i) => ({
    importerId: i + 1,
    importer: `Importer ${String(i + 1).padStart(3, '0')}`,
    byProduct: { ago: i + 1, pms: 0, jet: 0 },
  }));

const table = (answer: ImporterProductsRow[], unit: Unit = 'gallons', links = true) => (
  <MemoryRouter>
    <ReportResultsTable declaration={declaration} answer={answer} unit={unit} links={links} />
  </MemoryRouter>
);

/** The body's rows, by their first cell (the importer), and the Total row's AGO cell. */
const shown = () => {
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  const body = rows
    .filter((row) => row.closest('tbody'))
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
  const total = rows.find((row) => within(row).queryByText('Total'))!;
  return { body, total: within(total).getAllByRole('cell')[1].textContent };
};

describe('a long report on screen', () => {
  it('shows a page of rows at a time, its Total of every row, and turns pages', () => {
    const answer = answerOf(250);
    const view = render(table(answer));
    let { body, total } = shown();
    expect(REPORT_PAGE_SIZE).toBe(100);
    expect(body).toHaveLength(100);
    expect(body[0]).toBe('Importer 001');
    expect(body[99]).toBe('Importer 100');
    // 1 + 2 + ... + 250, not the page's 1 + ... + 100.
    expect(total).toBe('31,375');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    ({ body, total } = shown());
    expect(body).toEqual(Array.from({ length: 50 }, (_, i) => `Importer ${201 + i}`));
    expect(total).toBe('31,375');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();

    // Another unit keeps the page; another answer (a refresh, another view, a drill-down) opens page 1.
    view.rerender(table(answer, 'tonnes'));
    expect(shown().body[0]).toBe('Importer 201');
    view.rerender(table(answerOf(250)));
    expect(shown().body[0]).toBe('Importer 001');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('shows no pages for a report that fits on one, and every row on paper', () => {
    const view = render(table(answerOf(REPORT_PAGE_SIZE)));
    expect(shown().body).toHaveLength(REPORT_PAGE_SIZE);
    expect(screen.queryByText(/^Page /)).toBeNull();
    view.rerender(table(answerOf(250), 'gallons', false));
    expect(shown().body).toHaveLength(250);
    expect(screen.queryByText(/^Page /)).toBeNull();
  });
});
