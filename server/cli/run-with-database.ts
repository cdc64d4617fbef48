import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataFolderLockedError } from '../db/lock.ts';

/**
 * Runs a command on the configured database, opened and migrated the way the server does (DATABASE_URL,
 * or the embedded folder under PPMS_DATA_DIR), and exits with the code it answers: 2 when it could not
 * run, for instance because a running server holds the embedded folder (two processes would corrupt it).
 */
export function runWithDatabase(command: string, fn: (db: Database) => Promise<number>): void {
  const main = async () => {
    const config = loadConfig(process.env, process.argv.slice(2));
    let db: Database;
    try {
      db = await openDatabase(config);
    } catch (error) {
      if (!(error instanceof DataFolderLockedError)) throw error;
      console.error(
        `Cannot run ${command}: ${error.message}\n` +
          'A running server holds the embedded database: ask it instead (GET /api/v1/Ledger/Verify as an ' +
          `administrator), or stop it and run npm run ${command} again.`,
      );
      return 2;
    }
    try {
      await db.migrate();
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(2);
    },
  );
}
