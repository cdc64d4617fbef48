import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { UserEntitiesAnswer } from '../../schemas/user-entities.ts';
import { formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { caller, signIn } from '../helpers/app.ts';
import { expectAccessible } from '../helpers/axe.ts';
import { describeBrowser, servedBrowser, signInAs as signInPage } from '../helpers/browser.ts';
import { pdfPages } from '../helpers/pdf.ts';

/** Page object of /create-filling-advice-note. */
const NoteForm = (page: Page) => ({
  choose: (number: string) => page.getByRole('checkbox', { name: `Choose delivery order ${number}` }).click(),
  newCompartment: () => page.getByRole('group', { name: 'New compartment' }),
  async fillCompartment(number: string, quantity: string, destination: string) {
    const group = this.newCompartment();
    await group.getByRole('textbox', { name: 'Compartment Number' }).fill(number);
    await group.getByRole('textbox', { name: 'Quantity (Gal.)' }).fill(quantity);
    await group.getByRole('textbox', { name: 'Destination' }).fill(destination);
  },
  /** The observed temperature (°F) and API gravity of the new compartment (Table 6B, the default). */
  async readings(temperature: string, gravity: string) {
    const group = this.newCompartment();
    await group.getByRole('textbox', { name: 'Temp. (°F)' }).fill(temperature);
    await group.getByRole('textbox', { name: 'API Gravity' }).fill(gravity);
  },
  add() {
    return this.newCompartment().getByRole('button', { name: 'Add Compartment' }).click();
  },
  async addCompartment(number: string, quantity: string, destination: string) {
    await this.fillCompartment(number, quantity, destination);
    await this.add();
  },
  submit: () => page.getByRole('button', { name: 'Submit' }).click(),
});

/** Page object of /filling-advice-note-detail/{id}. */
const NoteDetailPage = (page: Page, baseUrl: string) => ({
  async navigate(id: number) {
    await page.goto(new URL(`/filling-advice-note-detail/${id}`, baseUrl).toString());
    await this.information().waitFor();
  },
  information: () => page.getByRole('region', { name: 'Note Information' }),
  async issue(cardNumber: string, bays: string[]) {
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Issue FAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue FAN Filling Advice Note' });
    await dialog.getByRole('textbox', { name: 'Card Number' }).fill(cardNumber);
    const inputs = dialog.getByRole('textbox', { name: /^Bay Number/ });
    for (const [i, bay] of bays.entries()) await inputs.nth(i).fill(bay);
    await dialog.getByRole('button', { name: 'Issue FAN' }).click();
    await dialog.waitFor({ state: 'hidden' });
  },
});

const session = servedBrowser();
const signInAs = (email: string) => signInPage(session.browser.page, session.server.url, email);
const pathname = () => new URL(session.browser.page.url()).pathname;

/** A caller of the real API as a demo user. */
const as = async (email: string) => caller(session.server.app, await signIn(session.server.app, email));

describeBrowser('filling advice notes in a real browser', () => {
  it('a shipment, a transfer order and a delivery order lead to a note the distributor loads (one compartment with readings), Control Room issues and prints, and the importer sees the sale', async () => {
    const { page } = session.browser;
    const stamp = Date.now();
    // 10,000 gallons at 67.5 °F and API 56.5 are 9,950 at 60 °F (Table 6B, factor 0.99501, 0.9950 to four places: the worked
    // example of tests/unit/schemas/volume-correction.test.ts), and 2,000 more at standard conditions.
    const quantity = 11_950;

    // The chain up to an approved delivery order, through the real calls: a shipment approved into the
    // importer's PMS tank, a transfer order through its four stages, a delivery order reviewed, given
    // its tank and approved.
    const importer = await as('importer@ppms.demo');
    const entities = (
      await importer('POST', 'User/Entities', {
        includeImporters: true,
        ensureImporterAuthorization: true,
        calculateAdjustedStockBalance: true,
      })
    ).json() as UserEntitiesAnswer;
    const atlantic = entities.importers[0];
    const tank = atlantic.inventories.find((i) => i.productName === 'PMS')!;
    const shipment = await importer('POST', 'StockUpdate', {
      createdDate: new Date().toISOString().slice(0, 10),
      stockUpdateType: 0,
      referenceNumber: `BL-${stamp}`,
      importerId: atlantic.id,
      inventoryInfos: [{ inventoryId: tank.inventoryId, quantity: 50_000 }],
    });
    const marketing = await as('marketing@ppms.demo');
    for (const status of [10, 20]) {
      expect(
        (await marketing('POST', 'StockUpdate/StatusUpdate', { id: shipment.json().id, status })).statusCode,
      ).toBe(200);
    }
    const distributors = (await importer('POST', 'User/Entities', { includeDistributors: true })).json()
      .distributors;
    const capitol = distributors.find((d: { name: string }) => d.name === 'Capitol Fuel Distributors');
    const transferOrder = await importer('POST', 'TransferOrder', {
      transferOrderNumber: `TO-FAN-${stamp}`,
      importerId: atlantic.id,
      productId: tank.product.id,
      quantity,
      distributorId: capitol.id,
    });
    expect(transferOrder.statusCode, transferOrder.body).toBe(200);
    for (const email of ['operations', 'finance', 'marketing', 'controlroom']) {
      const approver = await as(`${email}@ppms.demo`);
      const answer = await approver('POST', 'TransferOrder/Actions', {
        actionCode: 10,
        transferOrderId: transferOrder.json().id,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const distributor = await as('distributor@ppms.demo');
    const doNumber = `DO-FAN-${stamp}`;
    const deliveryOrder = await distributor('POST', 'DeliveryOrder', {
      deliveryOrderNumber: doNumber,
      transferOrders: [{ transferOrderId: transferOrder.json().id, inventoryId: null, quantity }],
    });
    expect(deliveryOrder.statusCode, deliveryOrder.body).toBe(200);
    const deliveryOrderId = deliveryOrder.json().id;
    expect(
      (
        await (
          await as('operations@ppms.demo')
        )('POST', 'DeliveryOrder/StatusUpdate', { deliveryOrderId, status: 5 })
      ).statusCode,
    ).toBe(200);
    const controlRoom = await as('controlroom@ppms.demo');
    await controlRoom('POST', 'DeliveryOrder/InventoryUpdate', {
      deliveryOrderId,
      transferOrderId: transferOrder.json().id,
      inventoryId: tank.inventoryId,
    });
    expect(
      (await controlRoom('POST', 'DeliveryOrder/StatusUpdate', { deliveryOrderId, status: 10, priority: 2 }))
        .statusCode,
    ).toBe(200);
    const balances = (
      await importer('POST', 'User/Entities', {
        includeImporters: true,
        ensureImporterAuthorization: true,
        calculateAdjustedStockBalance: true,
      })
    ).json() as UserEntitiesAnswer;
    const before =
      balances.importers[0].inventories.find((i) => i.inventoryId === tank.inventoryId)?.stockBalance ?? 0;
    expect(before).toBeGreaterThan(quantity);

    // The distributor loads the delivery order on a truck in two compartments.
    await signInAs('distributor@ppms.demo');
    await page.getByRole('link', { name: 'Create Filling Advice Note' }).first().click();
    await page.getByRole('form', { name: 'Filling advice note form' }).waitFor();
    await page.getByText('No compartment added.').waitFor();
    await page.getByText('No delivery order has been selected.').waitFor();
    const form = NoteForm(page);
    const vehicle = `LBR-E2E-${stamp % 100_000}`;
    await page.getByRole('textbox', { name: 'Vehicle Number' }).fill(vehicle);
    await form.choose(doNumber);
    // The net volume shows as the readings are typed, computed by the module the server uses.
    await form.fillCompartment('1', '10000', 'Monrovia');
    await form.readings('67.5', '56.5');
    const net = form.newCompartment().getByRole('status', { name: 'New compartment net' });
    await expect.poll(() => net.textContent()).toBe('9,950 net (factor 0.99501)');
    await form.add();
    await page.getByText('Loaded 9,950 Gallons of 11,950 Gallons').waitFor();
    await form.addCompartment('2', '3000', 'Kakata');
    await page.getByText('Total compartment quantity is greater than total DO quantity.').waitFor();
    await form.addCompartment('2', '2000', 'Kakata');
    await page.getByText('Loaded 11,950 Gallons of 11,950 Gallons').waitFor();
    await expectAccessible(page, 'the create form');
    await form.submit();
    await expect.poll(pathname, { timeout: 10_000 }).toMatch(/^\/filling-advice-note-detail\/\d+$/);
    const id = Number(pathname().split('/').pop());
    const detail = NoteDetailPage(page, session.server.url);
    await page.getByText('Filling advice note successfully created.').waitFor();
    await detail.information().getByText('Pending').waitFor();

    await page.goto(`${session.server.url}/filling-advice-notes/list#?referenceNumber=${vehicle}`);
    const card = page.getByText(vehicle, { exact: true });
    await card.waitFor();

    // Control Room issues it with the card and bays, and prints the loading document.
    await signInAs('controlroom@ppms.demo');
    await detail.navigate(id);
    await detail.issue('770011', ['3', '4']);
    await page.getByText('Filling advice note successfully issued.').waitFor();
    await detail.information().getByText('770011').waitFor();
    // Issued, the detail shows the warm compartment's gross, readings, factor and the net it counts for.
    const compartments = page.getByRole('table', { name: 'Compartments' });
    const warmRow = compartments.getByRole('row').filter({ hasText: 'Monrovia' });
    for (const cell of ['10,000', '67.5', '56.5', '0.99501', '9,950'])
      await warmRow.getByRole('cell', { name: cell, exact: true }).waitFor();
    await compartments
      .getByRole('row')
      .filter({ hasText: 'Kakata' })
      .getByRole('cell', { name: 'At standard conditions' })
      .waitFor();
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    // What the printed page shows: the print style sheet applies, so the console's controls are gone.
    // biome-ignore lint/performance/useDomNodeTextContent: innerText leaves out what the print style sheet hides
    const printed = await page.locator('body').innerText();
    await page.emulateMedia({ media: 'screen' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf)).toBe(1);
    expect(printed).toContain('Filling Advice Note');
    expect(printed).toContain('770011');
    expect(printed).toContain('Total: 11,950 Gallons');
    // The compartment with readings prints its gross, temperature, gravity, factor and net.
    expect(printed).toContain('Volumes corrected to 60 °F by Table 6B (net = gross × factor).');
    const row = (cells: string[]) => cells.join('\t');
    expect(printed).toContain(row(['10,000', '67.5', '56.5', '0.99501', '9,950', 'Monrovia']));
    expect(printed).toContain(row(['At standard conditions', '2,000', 'Kakata']));
    // A long number may wrap in its table cell: compared without the spaces between the pieces.
    expect(printed.replace(/\s+/g, '')).toContain(doNumber);
    expect(printed).not.toContain('Issue FAN');

    // The delivery order is fulfilled, and the importer's tank shows the sale.
    await page.goto(`${session.server.url}/delivery-order-detail/${deliveryOrderId}`);
    await page.getByRole('region', { name: 'Filling Advice Note' }).getByText('770011').waitFor();
    await signInAs('importer@ppms.demo');
    await page.goto(`${session.server.url}/importers/list#/${atlantic.id}`);
    const tankCard = page.getByLabel(`Tank ${tank.storageTankNumber}`, { exact: true });
    await tankCard.getByText(formatNumber(before - quantity), { exact: true }).waitFor();
  });
});
