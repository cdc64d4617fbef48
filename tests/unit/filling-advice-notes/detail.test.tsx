import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import declaration from '../../../resources/filling-advice-notes/declaration.tsx';
import { FAN_MESSAGES, type FillingAdviceNoteDetail } from '../../../schemas/filling-advice-note.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { detail } from './fixtures.ts';

const DetailPage = recordViews(declaration).show;

function serve(...answers: FillingAdviceNoteDetail[]) {
  const bodies: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(api('FillingAdviceNote/12'), () =>
      HttpResponse.json(answers[Math.min(reads++, answers.length - 1)]),
    ),
    http.post(api('FillingAdviceNote/StatusUpdate'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'Filling advice note successfully issued.' });
    }),
  );
  return bodies;
}

function render(pCodes: Record<string, boolean> = { P401: true }) {
  signIn(makeUser({ rCodes: { R400: true }, pCodes, isInternal: true }));
  renderInAdmin(<DetailPage />, {
    path: '/filling-advice-note-detail/12',
    route: '/filling-advice-note-detail/:id',
  });
  return userEvent.setup();
}

describe('Filling advice note detail', { timeout: 20_000 }, () => {
  it('shows Pending for the card and the bays of a New note, and no Print', async () => {
    serve(detail());
    render();
    const info = await screen.findByRole('region', { name: 'Note Information' });
    expect(within(info).getByText('Pending')).toBeTruthy();
    const bays = within(screen.getByRole('table', { name: 'Compartments' })).getAllByText('Pending');
    expect(bays).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'DO-1' }).getAttribute('href')).toBe('/delivery-order-detail/1');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    const actions = within(screen.getByRole('group', { name: 'Actions' })).getAllByRole('button');
    expect(actions.map((b) => b.textContent)).toEqual(['Issue FAN', 'Cancel FAN']);
  });

  it('issues with the card number and a bay for every compartment, refusing zeros first', async () => {
    const issued = detail({
      status: 'Issued',
      stage: 10,
      cardNumber: 4711,
      isIssuable: false,
      canCancel: false,
      issuedDate: '2026-05-05T10:00:00Z',
      issuedBy: 'Carl Control',
      compartments: detail().compartments.map((c, i) => ({ ...c, bayNumber: i + 3 })),
    });
    const bodies = serve(detail(), issued);
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Issue FAN' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Card Number' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Issue FAN' }));
    expect(await within(dialog).findByText(FAN_MESSAGES.cardNumber)).toBeTruthy();
    expect(within(dialog).getAllByText(FAN_MESSAGES.bayNumber)).toHaveLength(2);
    expect(bodies).toEqual([]);
    const card = within(dialog).getByRole('textbox', { name: 'Card Number' });
    await user.clear(card);
    await user.type(card, '4711');
    const [bay1, bay2] = within(dialog).getAllByRole('textbox', { name: /^Bay Number/ });
    await user.type(bay1, '3');
    await user.type(bay2, 'x4');
    await user.click(within(dialog).getByRole('button', { name: 'Issue FAN' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: 12,
      status: 10,
      cardNumber: 4711,
      compartments: [
        { id: 7, bayNumber: 3 },
        { id: 8, bayNumber: 4 },
      ],
    });
    expect(await screen.findByText('Filling advice note successfully issued.')).toBeTruthy();
    // Issued: the card, the bays and Print for Control Room with P401.
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Note Information' })).getByText('4711')).toBeTruthy();
    // The loading document, printed alone.
    const printed = document.querySelector('[aria-label="Filling advice note"]')?.textContent;
    expect(printed).toContain('Filling Advice Note');
    expect(printed).toContain('4711');
    expect(printed).toContain('Total: 6,000 Gallons');
    // Each line's source tank, and when it was printed.
    expect(printed).toMatch(/TO-\d+, tank T-101, 6,000/);
    expect(printed).toMatch(/Printed \d{2}\/\d{2}\/\d{4}/);
  });

  it('offers no Print without P401', async () => {
    serve(detail({ status: 'Issued', stage: 10, cardNumber: 9, isIssuable: false, canCancel: false }));
    render({});
    await screen.findByRole('region', { name: 'Note Information' });
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
