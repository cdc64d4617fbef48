import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TRANSFER_ORDER_NUMBER_LENGTH } from '../../schemas/transfer-order.ts';
import { describeBrowser, servedBrowser, signInAs } from '../helpers/browser.ts';
import { demoTransferOrder } from '../helpers/orders.ts';

// Long values and small screens (issue 20, item 6): a transfer order number of the field's full 50
// characters on its list card at 1280, 768 and 390 pixels; the progress bar and the delivery order's
// lines on a phone.

const session = servedBrowser();
const WIDTHS = [1280, 768, 390];

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
/** Nothing of the page lies beyond the window's right edge. */
const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeBrowser('long values and small screens', () => {
  it('a 50-character order number wraps inside its card at every width, overlapping nothing, and is clickable', async () => {
    const { server } = session;
    const number = `TO-${'LONG'.repeat(20)}`.slice(0, TRANSFER_ORDER_NUMBER_LENGTH);
    await demoTransferOrder(server, number);
    const { page } = session.browser;
    await signInAs(page, server.url, 'importer@ppms.demo');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(new URL('/transfer-orders/list', server.url).toString());
      const card = page.getByTestId('transfer-order-card').filter({ hasText: number });
      const link = card.getByRole('link', { name: number });
      await link.waitFor();
      const [cardBox, linkBox] = [await box(card), await box(link)];
      expect(inside(linkBox, cardBox), `${width}px: the number stays in its card`).toBe(true);
      for (const other of await card.locator('dt, dd, .MuiChip-root').all()) {
        expect(overlap(linkBox, await box(other)), `${width}px: the number overlaps nothing`).toBe(0);
      }
      const hit = await link.evaluate((element) => {
        const r = element.getBoundingClientRect();
        const found = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!found && element.contains(found);
      });
      expect(hit, `${width}px: the number's link is what a click finds`).toBe(true);
      expect(await noSideways(page), `${width}px: no sideways scrolling`).toBe(true);
    }

    // On a phone the progress bar stacks its steps, the names one under another.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: number }).click();
    const steps = page.getByTestId('progress-step');
    await steps.first().waitFor();
    const tops = await Promise.all((await steps.all()).map(async (step) => (await box(step)).y));
    // Operations, Finance, Marketing, Control Room, Delivered.
    expect(tops.length).toBe(5);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(5);
    expect(await noSideways(page)).toBe(true);
  });

  it("a delivery order's lines are cards on a phone, Update Tank in reach", async () => {
    const { server } = session;
    const order = await server.db.db
      .selectFrom('deliveryOrders')
      .select(['id', 'deliveryOrderNumber'])
      .where('status', 'in', ['New', 'Reviewed'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { page } = session.browser;
    await signInAs(page, server.url, 'controlroom@ppms.demo');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL(`/delivery-order-detail/${order.id}`, server.url).toString());
    const lines = page.getByRole('list', { name: 'Transfer orders of the delivery order' });
    await lines.waitFor();
    expect(await page.getByRole('table', { name: 'Transfer orders of the delivery order' }).count()).toBe(0);
    const first = lines.getByRole('listitem').first();
    const update = first.getByRole('button', { name: 'Update Tank' });
    expect(inside(await box(update), { x: 0, y: 0, width: 390, height: 1e6 })).toBe(true);
    expect(await first.getByText('Quantity (Gal.)').count()).toBe(1);
    expect(await noSideways(page)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('table', { name: 'Transfer orders of the delivery order' }).waitFor();
  });
});
