import type { Config } from '../config.ts';
import { documentsFolder, moveFolderDocuments } from '../domain/documents/storage.ts';
import { installRecordTypes } from '../domain/record-types/index.ts';
import {
  newStatementKey,
  readStatementKey,
  STATEMENT_KEY_SETTING,
  type StatementSigningKey,
} from '../domain/statements/key.ts';
import { newSecret } from '../domain/tokens.ts';
import type { Database } from './client.ts';
import { seedCodes } from './seed/codes.ts';
import { ensureSetting } from './settings.ts';

/** Migrations, code tables, and demo data when asked and the database is empty; returns whether it seeded. */
export async function seedDatabase(db: Database, config: Pick<Config, 'demo'>): Promise<boolean> {
  installRecordTypes();
  await db.migrate();
  await seedCodes(db);
  if (!config.demo) return false;
  // The demo's code is loaded only when asked for: a start on a seeded database never runs it.
  const { seedDemo } = await import('./seed/demo.ts');
  const seededDemo = await seedDemo(db);
  // A few months of stock history, only on the database the demo master data was just seeded into.
  if (seededDemo) {
    const [history, transfers, transferOrders, deliveryOrders, fillingAdviceNotes] = await Promise.all([
      import('./seed/demo-history.ts'),
      import('./seed/demo-transfers.ts'),
      import('./seed/demo-transfer-orders.ts'),
      import('./seed/demo-delivery-orders.ts'),
      import('./seed/demo-filling-advice-notes.ts'),
    ]);
    await history.seedDemoHistory(db);
    await transfers.seedDemoTransfers(db);
    await transferOrders.seedDemoTransferOrders(db);
    await deliveryOrders.seedDemoDeliveryOrders(db);
    await fillingAdviceNotes.seedDemoFillingAdviceNotes(db);
    // The history is replayed, not news: nobody is owed a 'waiting for me' mail for it.
    await db.db.deleteFrom('waitingDigests').execute();
  }
  return seededDemo;
}

export interface PrepareOptions {
  /** Runs when this start seeded the demo data, before the secrets are made (the demo snapshot). */
  afterDemoSeeded?: (db: Database) => Promise<void>;
}

/** What every serving process needs from its database: the secrets. */
export interface ServerSecrets {
  jwtSecret: string;
  statementKey: StatementSigningKey;
}

export interface PreparedDatabase extends ServerSecrets {
  seededDemo: boolean;
  /** Documents moved from the data folder into PostgreSQL on this start (moveFolderDocuments). */
  movedDocuments: number;
}

/**
 * The token secret and the statement signing key, each from the environment or made on first start
 * and kept in the database (so every process and machine on one database signs alike).
 */
export async function serverSecrets(db: Database, config: Config): Promise<ServerSecrets> {
  const jwtSecret = config.jwtSecret ?? (await ensureSetting(db, 'jwt_secret', newSecret));
  const statementKey = config.statementKey
    ? readStatementKey(config.statementKey, 'PPMS_STATEMENT_KEY')
    : readStatementKey(
        await ensureSetting(db, STATEMENT_KEY_SETTING, newStatementKey),
        `The database's ${STATEMENT_KEY_SETTING} setting`,
      );
  return { jwtSecret, statementKey };
}

/**
 * Brings a database up to date (seedDatabase), moves documents left in the data folder into PostgreSQL,
 * and returns its secrets (serverSecrets).
 */
export async function prepareDatabase(
  db: Database,
  config: Config,
  options: PrepareOptions = {},
): Promise<PreparedDatabase> {
  const seededDemo = await seedDatabase(db, config);
  if (seededDemo) await options.afterDemoSeeded?.(db);
  const movedDocuments = config.databaseUrl
    ? await moveFolderDocuments(db, documentsFolder(config.dataDir))
    : 0;
  return { ...(await serverSecrets(db, config)), seededDemo, movedDocuments };
}
