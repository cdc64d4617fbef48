import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DaysOfCover } from '../../../schemas/dashboard.ts';
import { dashboardAnswer } from '../helpers/dashboardAnswer.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

const cover: DaysOfCover = {
  asOf: '2026-11-23',
  threshold: 15,
  products: [
    {
      productId: 1,
      productName: 'AGO',
      stockBalance: 4_000,
      sales30Days: 12_000,
      averageDailySales: 400,
      daysOfCover: 10,
      isBelowThreshold: true,
    },
    {
      productId: 2,
      productName: 'JET',
      stockBalance: 5_000,
      sales30Days: 0,
      averageDailySales: 0,
      daysOfCover: null,
      isBelowThreshold: false,
    },
  ],
  importers: [
    {
      importerId: 9,
      importerName: 'Atlantic',
      productId: 1,
      productName: 'AGO',
      stockBalance: 2_000,
      sales30Days: 3_000,
      averageDailySales: 100,
      daysOfCover: 20,
      isBelowThreshold: false,
    },
  ],
};

function serve(daysOfCover: DaysOfCover | null) {
  server.use(
    http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })),
    http.get(api('Setting/FourEyes'), () => HttpResponse.json({ enabled: false })),
    http.get(api('Report/LossesOverTolerance'), () =>
      HttpResponse.json({ from: '2026-11-01', to: '2026-11-23', overnight: 0, loading: 0 }),
    ),
    http.get(api('Dashboard'), () => HttpResponse.json(dashboardAnswer({ daysOfCover }))),
  );
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('dashboard panels', () => {
  it("shows stock control the days of cover, flagged below the threshold, and 'no sales'", async () => {
    signIn(makeUser({ rCodes: { R600: true }, pCodes: {}, isInternal: true }));
    serve(cover);
    renderApp('/');
    const national = await screen.findByRole('table', { name: 'Days of cover by product' });
    expect(rows(national)).toEqual([
      ['AGO', '4,000', '400', '10 daysLow'],
      ['JET', '5,000', '0', 'no sales'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Days of cover by importer' }))).toEqual([
      ['Atlantic', 'AGO', '2,000', '100', '20 days'],
    ]);
  });

  it("shows an importer its inventories' balances and what is pending, linked to the importer", async () => {
    signIn(makeUser({ rCodes: { R100: true }, pCodes: { P100: true } }));
    serve(null);
    const inventory = {
      inventoryId: 5,
      storageTank: { id: 3, number: 'T-101' },
      storageTankNumber: 'T-101',
      product: { id: 1, name: 'PMS' },
      productName: 'PMS',
      stockBalance: 10_000,
      pendingIncomingStockTransfersTotal: 1_000,
      pendingShipmentsTotal: 500,
      pendingOveragesTotal: 0,
      pendingShortagesTotal: 200,
      pendingOutGoingStockTransfersTotal: 0,
      pendingTrackingOrdersTotal: 3_000,
      adjustedStockBalance: 8_300,
    };
    server.use(
      http.post(api('User/Entities'), () =>
        HttpResponse.json({
          importers: [{ id: 4, name: 'Atlantic', inventories: [inventory], products: [] }],
          distributors: [],
        }),
      ),
    );
    renderApp('/');
    const table = await screen.findByRole('table', { name: 'Inventories of Atlantic' });
    expect(rows(table)).toEqual([['T-101', 'PMS', '10,000', '1,500', '3,200', '8,300']]);
    expect(screen.getByRole('link', { name: 'Atlantic' }).getAttribute('href')).toBe('/importers/list#/4');
    expect(screen.queryByRole('region', { name: 'Days of cover' })).toBeNull();
  });
});
