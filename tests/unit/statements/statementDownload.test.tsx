import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatementDownload } from '../../../src/statements/StatementDownload.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';

// The importer page's statement download: the shared date rule before any call, the server's refusal
// on the page, a busy button while the file is prepared, and the file handed to the browser by name.

const FINGERPRINT = 'ab'.repeat(32);
const saved: string[] = [];
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  saved.length = 0;
  // jsdom has no object URLs and does not download: the anchor's name is what the browser would save.
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  server.use(
    http.get(api('Statement/Key'), () =>
      HttpResponse.json({ algorithm: 'Ed25519', publicKey: 'PEM', fingerprint: FINGERPRINT, address: '/x' }),
    ),
    http.get(api('Statement'), async ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      await delay(50);
      // The server's earliest date (PPMS_EARLIEST_DATE) may be later than the browser's default.
      if (url.searchParams.get('date') === '2005-01-01') {
        const message = 'Date can not be before 2010-01-01.';
        return HttpResponse.json({ message, errors: { date: message } }, { status: 400 });
      }
      return HttpResponse.json({
        statement: { importer: { id: 3, name: 'Harbel Oil' }, asOf: url.searchParams.get('date') },
        signature: { algorithm: 'Ed25519', value: 'x' },
      });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the signed stock statement download', () => {
  it('checks the date with the shared rule, shows the refusal, and saves the file under its name', async () => {
    renderInAdmin(<StatementDownload importerId={3} importerName="Harbel Oil" />);
    const region = screen.getByRole('region', { name: 'Signed Stock Statement' });
    expect(await within(region).findByText(/SHA-256 fingerprint abab/)).toBeTruthy();
    const date = within(region).getByLabelText('As of');
    const button = within(region).getByRole('button', { name: 'Download statement' });

    await userEvent.clear(date);
    await userEvent.type(date, '2999-01-01');
    expect(within(region).getByText('Date can not be in the future.')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(date);
    await userEvent.type(date, '2005-01-01');
    await userEvent.click(button);
    expect(await within(region).findByRole('alert')).toHaveProperty(
      'textContent',
      'Date can not be before 2010-01-01.',
    );

    await userEvent.clear(date);
    await userEvent.type(date, '2026-06-30');
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(
      await within(region).findByText('Saved "PPMS Statement - Harbel Oil 2026-06-30.json".'),
    ).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(saved).toEqual(['PPMS Statement - Harbel Oil 2026-06-30.json']);
    expect(asked).toEqual(['?importerId=3&date=2005-01-01', '?importerId=3&date=2026-06-30']);
    expect(within(region).queryByText('Date can not be before 2010-01-01.')).toBeNull();
  });
});
