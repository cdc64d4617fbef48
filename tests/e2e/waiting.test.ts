import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller, signIn } from '../helpers/app.ts';
import {
  type Browser,
  describeBrowser,
  openBrowser,
  type Served,
  serve,
  signInAs,
} from '../helpers/browser.ts';
import { decodeMessage, recipientOf, type SmtpSink, startSmtpSink } from '../helpers/mail.ts';
import { demoTransferOrder } from '../helpers/orders.ts';

// 'Waiting for me' (issue 20, item 2) in a real browser and through a real SMTP server: a transfer order
// moved to Finance shows on the finance user's dashboard and list filter, and their digest mail arrives.

let sink: SmtpSink;
let server: Served;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await serve({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, digestSeconds: 1 });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sink?.close();
});

describeBrowser('waiting for me', () => {
  it('an order moved to Finance waits on the finance dashboard and list, and its digest is mailed', async () => {
    const operations = caller(server.app, await signIn(server.app, 'operations@ppms.demo'));
    const number = `TO-WAIT-${Date.now()}`;
    const id = await demoTransferOrder(server, number);
    const approved = await operations('POST', 'TransferOrder/Actions', {
      transferOrderId: id,
      actionCode: 10,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const { page } = browser;
    await signInAs(page, server.url, 'finance@ppms.demo');
    const panel = page.getByRole('list', { name: 'Waiting for me' });
    const link = panel.getByRole('link', { name: `Transfer order ${number}` });
    await link.waitFor();
    await link.click();
    await page.waitForURL(`**/transfer-order-detail/${id}`);

    await page.goto(new URL('/transfer-orders/list#?waiting=true', server.url).toString());
    // The list page loads lazily: more than poll's 1 s on a loaded machine.
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Waiting for me' }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('link', { name: number }).waitFor();

    const mail = decodeMessage(
      await sink.waitFor((raw) => recipientOf(raw) === 'finance@ppms.demo' && raw.includes(number)),
    );
    expect(mail).toContain(`${server.url}/transfer-order-detail/${id}`);
  });
});
