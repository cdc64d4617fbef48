import type { Config } from '../config.ts';
import { installRecordTypes } from '../domain/record-types/index.ts';
import { newSecret } from '../domain/tokens.ts';
import type { Database } from './client.ts';
import { seedCodes } from './seed/codes.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoDeliveryOrders } from './seed/demo-delivery-orders.ts';
import { seedDemoFillingAdviceNotes } from './seed/demo-filling-advice-notes.ts';
import { seedDemoHistory } from './seed/demo-history.ts';
import { seedDemoTransferOrders } from './seed/demo-transfer-orders.ts';
import { seedDemoTransfers } from './seed/demo-transfers.ts';
import { ensureSetting } from './settings.ts';

/** Migrations, code tables, and demo data when asked and the database is empty; returns whether it seeded. */
export async function seedDatabase(db: Database, config: Pick<Config, 'demo'>): Promise<boolean> {
  installRecordTypes();
  await db.migrate();
  await seedCodes(db);
  const seededDemo = config.demo ? await seedDemo(db) : false;
  // A few months of stock history, only on the database the demo master data was just seeded into.
  if (seededDemo) {
    await seedDemoHistory(db);
    await seedDemoTransfers(db);
    await seedDemoTransferOrders(db);
    await seedDemoDeliveryOrders(db);
    await seedDemoFillingAdviceNotes(db);
  }
  return seededDemo;
}

/** Brings a database up to date (seedDatabase) and returns the token secret, created on first start. */
export async function prepareDatabase(
  db: Database,
  config: Config,
): Promise<{ jwtSecret: string; seededDemo: boolean }> {
  const seededDemo = await seedDatabase(db, config);
  const jwtSecret = config.jwtSecret ?? (await ensureSetting(db, 'jwt_secret', newSecret));
  return { jwtSecret, seededDemo };
}
