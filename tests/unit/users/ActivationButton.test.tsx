import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ActivationButton } from '../../../src/pages/admin-portal/users/ActivationButton.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

/** A response the test releases when it wants: lets it see the in-between label. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('Activation e-mail button', () => {
  it("reads 'Send account activation email', then 'Sending email...', then 'Email Sent!'", async () => {
    signIn(makeUser({ rCodes: { R500: true } }));
    const g = gate();
    let body: unknown;
    server.use(
      http.post(api('Account/Activation'), async ({ request }) => {
        body = await request.json();
        await g.opened;
        return HttpResponse.json({ message: 'Account activation email sent.' });
      }),
    );
    renderInAdmin(<ActivationButton userId={41} emailConfirmed={false} onError={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send account activation email' }));
    expect(await screen.findByRole('button', { name: 'Sending email...' })).toBeTruthy();
    g.open();
    const sent = await screen.findByRole('button', { name: 'Email Sent!' });
    expect(sent.className).toMatch(/Success/);
    expect(body).toEqual({ userId: 41 });
  });

  it("reads 'Resend account activation email' when the e-mail is confirmed", () => {
    renderInAdmin(<ActivationButton userId={41} emailConfirmed onError={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Resend account activation email' })).toBeTruthy();
  });

  it('goes back to its label and reports the failure when the call fails', async () => {
    signIn(makeUser({ rCodes: { R500: true } }));
    server.use(
      http.post(api('Account/Activation'), () =>
        HttpResponse.json({ message: 'No such user.' }, { status: 400 }),
      ),
    );
    const onError = vi.fn();
    renderInAdmin(<ActivationButton userId={41} emailConfirmed={false} onError={onError} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send account activation email' }));
    expect(await screen.findByRole('button', { name: 'Send account activation email' })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0].status).toBe(400);
  });
});
