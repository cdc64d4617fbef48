import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FOUR_EYES_MESSAGES } from '../../../schemas/four-eyes.ts';
import { dashboardAnswer, NO_FLAGS } from '../helpers/dashboardAnswer.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { api, server } from '../helpers/server.ts';
import { makeUser, signIn } from '../helpers/tokens.ts';

// The four-eyes card (issue 19, item 2): stock control reads the setting, an administrator changes it
// after a confirmation and reads the outcome.

let reads = 0;

function serve(isInternal = true) {
  let enabled = false;
  const puts: unknown[] = [];
  reads = 0;
  server.use(
    http.get(api('Setting/AppCodes'), () => HttpResponse.json({ rCodes: {}, pCodes: {} })),
    http.get(api('Report/LossesOverTolerance'), () =>
      HttpResponse.json({ from: '2026-11-01', to: '2026-11-23', overnight: 0, loading: 0 }),
    ),
    http.get(api('Dashboard'), () =>
      HttpResponse.json(dashboardAnswer({ settings: { ...NO_FLAGS, isInternal } })),
    ),
    http.get(api('Setting/FourEyes'), () => {
      reads += 1;
      return HttpResponse.json({ enabled });
    }),
    http.put(api('Setting/FourEyes'), async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      puts.push(body);
      enabled = body.enabled;
      return HttpResponse.json({ enabled, message: FOUR_EYES_MESSAGES.turnedOn });
    }),
  );
  return puts;
}

describe('the four-eyes card', () => {
  it('shows stock control the setting, with nothing to change', async () => {
    signIn(makeUser({ rCodes: { R600: true }, pCodes: {}, isInternal: true }));
    serve();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Four-eyes rule' });
    expect(within(card).getByRole('heading').textContent).toBe('Four-Eyes Rule: Off');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('lets an administrator turn it on after a confirmation, and shows the outcome', async () => {
    signIn(makeUser({ rCodes: { R500: true }, pCodes: {}, isInternal: true }));
    const puts = serve();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Four-eyes rule' });
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on the four-eyes rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on the four-eyes rule?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(puts).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on the four-eyes rule' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText(FOUR_EYES_MESSAGES.turnedOn)).toBeTruthy();
    expect(puts).toEqual([{ enabled: true }]);
    expect((await within(card).findByRole('heading', { name: 'Four-Eyes Rule: On' })).textContent).toBe(
      'Four-Eyes Rule: On',
    );
  });

  it('is not shown to other roles', async () => {
    signIn(makeUser({ rCodes: { R200: true }, pCodes: {}, isInternal: true }));
    serve();
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Internal' });
    expect(screen.queryByRole('region', { name: 'Four-eyes rule' })).toBeNull();
    expect(reads).toBe(0);
  });
});
