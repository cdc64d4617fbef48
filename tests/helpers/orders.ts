import { idOf } from '../api/master-data/roles.ts';
import { caller, signIn, type TestApp } from './app.ts';

/**
 * A transfer order of 1,000 gallons of the demo's Atlantic PMS to Capitol, made by the demo importer
 * through the real call, for browser tests that need one to look at; answers its id.
 */
export async function demoTransferOrder(t: TestApp, transferOrderNumber: string): Promise<number> {
  const importer = caller(t.app, await signIn(t.app, 'importer@ppms.demo'));
  const created = await importer('POST', 'TransferOrder', {
    transferOrderNumber,
    importerId: await idOf(t, 'importers', 'Atlantic Petroleum Importers'),
    productId: await idOf(t, 'products', 'PMS'),
    distributorId: await idOf(t, 'distributors', 'Capitol Fuel Distributors'),
    quantity: 1_000,
  });
  if (created.statusCode !== 200) throw new Error(`the order was refused: ${created.body}`);
  return created.json().id as number;
}
