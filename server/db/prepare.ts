import type { Config } from '../config.ts';
import { newSecret } from '../domain/tokens.ts';
import type { Database } from './client.ts';
import { seedCodes } from './seed/codes.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoHistory } from './seed/demo-history.ts';
import { seedDemoTransferOrders } from './seed/demo-transfer-orders.ts';
import { seedDemoTransfers } from './seed/demo-transfers.ts';
import { ensureSetting } from './settings.ts';

/** Brings a database up to date: migrations, code tables, demo data when asked; returns the token secret. */
export async function prepareDatabase(
  db: Database,
  config: Config,
): Promise<{ jwtSecret: string; seededDemo: boolean }> {
  await db.migrate();
  await seedCodes(db);
  const seededDemo = config.demo ? await seedDemo(db) : false;
  // A few months of stock history, only on the database the demo master data was just seeded into.
  if (seededDemo) {
    await seedDemoHistory(db);
    await seedDemoTransfers(db);
    await seedDemoTransferOrders(db);
  }
  const jwtSecret = config.jwtSecret ?? (await ensureSetting(db, 'jwt_secret', newSecret));
  return { jwtSecret, seededDemo };
}
