import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import declaration from '../../../resources/filling-advice-notes/declaration.tsx';
import { FAN_MESSAGES, type NoteDeliveryOrder } from '../../../schemas/filling-advice-note.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';
import { deliveryOrder } from './fixtures.ts';

const CreatePage = recordViews(declaration).create!;

type User = ReturnType<typeof userEvent.setup>;

async function renderCreate(orders: NoteDeliveryOrder[]) {
  const posted = vi.fn();
  server.use(
    http.get(api('FillingAdviceNote/FanCreationInfo'), () => HttpResponse.json({ deliveryOrders: orders })),
    http.post(api('FillingAdviceNote'), async ({ request }) => {
      posted(await request.json());
      return HttpResponse.json({ id: 31, message: FAN_MESSAGES.created });
    }),
  );
  signIn(makeUser({ rCodes: { R300: true }, pCodes: { P400: true } }));
  const view = renderInAdmin(<CreatePage />, {
    path: '/create-filling-advice-note',
    route: '/create-filling-advice-note',
  });
  await screen.findByRole('form', { name: 'Filling advice note form' });
  return { ...view, posted, user: userEvent.setup() };
}

const newCompartment = () => within(screen.getByRole('group', { name: 'New compartment' }));

async function addCompartment(user: User, number: string, quantity: string, destination: string) {
  const group = newCompartment();
  for (const [label, value] of [
    ['Compartment Number', number],
    ['Quantity (Gal.)', quantity],
    ['Destination', destination],
  ]) {
    const input = group.getByRole('textbox', { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(group.getByRole('button', { name: 'Add Compartment' }));
}

describe('Create filling advice note', { timeout: 20_000 }, () => {
  it('says when no delivery order is available, none is chosen and no compartment is added', async () => {
    await renderCreate([]);
    expect(screen.getByText(FAN_MESSAGES.noAvailable)).toBeTruthy();
    expect(screen.getByText(FAN_MESSAGES.noneSelected)).toBeTruthy();
    expect(screen.getByText(FAN_MESSAGES.noCompartment)).toBeTruthy();
  });

  it('loads compartments up to the delivery order total, each number once, and sends the note', async () => {
    const { user, posted } = await renderCreate([deliveryOrder(1), deliveryOrder(2, { quantity: 4_000 })]);
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Number' }), 'LBR-4471');
    await user.click(screen.getByRole('checkbox', { name: 'Choose delivery order DO-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose delivery order DO-2' }));
    expect(screen.getByRole('status', { name: 'Loaded quantity' }).textContent).toBe(
      'Loaded 0 Gallons of 10,000 Gallons',
    );

    await addCompartment(user, '', '', ' ');
    expect(newCompartment().getByText(FAN_MESSAGES.compartmentNumber)).toBeTruthy();
    expect(newCompartment().getByText(FAN_MESSAGES.quantityRequired)).toBeTruthy();
    expect(newCompartment().getByText(FAN_MESSAGES.destinationRequired)).toBeTruthy();

    await addCompartment(user, '1', '7000', 'Monrovia');
    await addCompartment(user, '1', '3000', 'Kakata');
    expect(newCompartment().getByText(FAN_MESSAGES.compartmentNumber)).toBeTruthy();
    await addCompartment(user, '2', '3001', 'Kakata');
    expect(newCompartment().getByText(FAN_MESSAGES.totalAbove)).toBeTruthy();
    await addCompartment(user, '2', '3000', 'Kakata');
    expect(screen.getByRole('status', { name: 'Loaded quantity' }).textContent).toBe(
      'Loaded 10,000 Gallons of 10,000 Gallons',
    );
    expect(within(screen.getByRole('table', { name: 'Compartments' })).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0][0]).toEqual({
      vehicleNumber: 'LBR-4471',
      deliveryOrders: [
        { deliveryOrderId: 1, quantity: 6_000 },
        { deliveryOrderId: 2, quantity: 4_000 },
      ],
      compartments: [
        { compartmentNumber: 1, quantity: 7_000, destination: 'Monrovia' },
        { compartmentNumber: 2, quantity: 3_000, destination: 'Kakata' },
      ],
    });
    await waitFor(() => expect(currentAddress(screen)).toBe('/filling-advice-note-detail/31'));
  });

  it('refuses to save without delivery orders and compartments, or with a total short of the orders', async () => {
    const { user, posted } = await renderCreate([deliveryOrder(1)]);
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Number' }), 'LBR-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAN_MESSAGES.deliveryOrderRequired)).toBeTruthy();
    expect(screen.getByText(FAN_MESSAGES.compartmentRequired)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Choose delivery order DO-1' }));
    await addCompartment(user, '1', '5000', 'Monrovia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAN_MESSAGES.totalBelow)).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
  });

  it('asks before replacing the selection with a delivery order of another product', async () => {
    const { user } = await renderCreate([
      deliveryOrder(1),
      deliveryOrder(2, { productId: 1, product: 'AGO', deliveryOrderNumber: 'DO-AGO' }),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Choose delivery order DO-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose delivery order DO-AGO' }));
    const dialog = await screen.findByRole('dialog', { name: FAN_MESSAGES.replace });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      (screen.getByRole('checkbox', { name: 'Choose delivery order DO-1' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Choose delivery order DO-AGO' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Choose delivery order DO-AGO' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Choose delivery order DO-1' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByText(/^Selected: DO-AGO \(AGO, 6,000 Gallons\)$/)).toBeTruthy();
  });
});
