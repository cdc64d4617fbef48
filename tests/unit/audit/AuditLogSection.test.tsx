import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEventRow } from '../../../schemas/audit.ts';
import AuditLogSection from '../../../src/pages/admin-portal/audit/AuditLogSection.tsx';
import { auditFileName, auditSheet } from '../../../src/pages/admin-portal/audit/auditSheet.ts';
import { api, server } from '../helpers/server.ts';
import { renderInAdmin } from '../master-data/renderInAdmin.tsx';

const ROW: AuditEventRow = {
  id: 7,
  seq: 7,
  at: '2026-11-24T10:15:00.000Z',
  userId: 3,
  user: 'admin@ppms.demo',
  role: 'R500',
  address: '127.0.0.1',
  kind: 'admin-change',
  recordType: 'Product',
  recordId: 2,
  detail: '{"before":{"name":"AGO"},"after":{"name":"Diesel"}}',
};

describe('the Audit Log section', () => {
  it('lists the events, sends the filters, pages, and filters by a user from its row', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('Audit'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json({ total: 120, totalIsLowerBound: false, rows: [ROW] });
      }),
    );
    const user = userEvent.setup();
    renderInAdmin(<AuditLogSection />);
    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(table).getByText('Product #2')).toBeTruthy();
    expect(screen.getByText('120 events, newest first.')).toBeTruthy();
    await user.type(screen.getByLabelText('Record type'), 'Product');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('recordType')).toBe('Product'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(asked.at(-1)?.get('pageNumber')).toBe('3'));
    await user.click(within(table).getByRole('button', { name: 'admin@ppms.demo' }));
    await waitFor(() => expect(asked.at(-1)?.get('userId')).toBe('3'));
    expect(asked.at(-1)?.get('pageNumber')).toBe('1');
    expect(asked.at(-1)?.get('recordType')).toBe('Product');
  });

  it('says "at least" when the count stopped before the last match', async () => {
    server.use(
      http.get(api('Audit'), () =>
        HttpResponse.json({ total: 10_000, totalIsLowerBound: true, rows: [ROW] }),
      ),
    );
    renderInAdmin(<AuditLogSection />);
    expect(await screen.findByText('10,000+ events, newest first.')).toBeTruthy();
  });

  it('says when nothing matches, and offers no export then', async () => {
    server.use(
      http.get(api('Audit'), () => HttpResponse.json({ total: 0, totalIsLowerBound: false, rows: [] })),
    );
    renderInAdmin(<AuditLogSection />);
    expect(await screen.findByText('No event matches.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('files a sheet with its title, filters and reading time above one row per event', () => {
    const at = new Date('2026-11-24T12:00:00.000Z');
    const sheet = auditSheet([ROW], 'Filtered by kind admin-change', at);
    expect(sheet[0]?.[0]).toMatchObject({ value: 'PPMS Audit Log' });
    expect(sheet[1]?.[0]).toMatchObject({ value: 'Filtered by kind admin-change' });
    expect(sheet[4]?.map((cell) => (cell as { value: string }).value)).toEqual([
      'Time',
      'User',
      'Role',
      'Address',
      'Kind',
      'Record',
      'Detail',
    ]);
    expect(sheet[5]?.map((cell) => (cell as { value: string } | null)?.value ?? null)).toEqual([
      expect.stringContaining('11/24/2026'),
      'admin@ppms.demo',
      'R500',
      '127.0.0.1',
      'admin-change',
      'Product #2',
      ROW.detail,
    ]);
    expect(auditFileName(at)).toBe('PPMS Audit Log 2026-11-24.xlsx');
  });
});
