// `npm run restore -- FILE`: restores a backup written by `npm run backup` into the configured database,
// which must be empty: with DATABASE_URL an empty PostgreSQL database (createdb a new one), otherwise a
// fresh PPMS_DATA_DIR; its documents folder must be empty too. Nothing is ever overwritten. Every file
// is checked against the backup's manifest, the restored tables against its row counts and checksums,
// and the ledger's hash chains are verified. Start the server on it afterwards (it runs any newer
// migrations). Exit code 0 when restored and verified, 1 when it failed or was refused.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { BackupError, documentCount } from '../domain/backup/archive.ts';
import { restoreBackup } from '../domain/backup/restore.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const target = args.find((arg) => !arg.startsWith('--'));
  if (!target) {
    console.error(
      'Usage: npm run restore -- FILE   (into an empty database: a fresh PPMS_DATA_DIR, or DATABASE_URL)',
    );
    return 1;
  }
  const config = loadConfig(process.env, args);
  const where = config.databaseUrl
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  try {
    const { manifest, ledger } = await restoreBackup(path.resolve(target), config);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${where}: ${Object.keys(manifest.tables).length} tables, ` +
        `${rows} rows and ${documentCount(manifest)}, all equal to the backup's manifest.`,
    );
    if (!ledger.ok) {
      console.error('The restored ledger does NOT verify (npm run ledger:verify names the problems).');
      return 1;
    }
    console.log(
      `The ledger verifies: ${ledger.rowsChecked} movement(s) in ${ledger.inventoriesChecked} chain(s).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataFolderLockedError) {
      console.error(`Cannot restore: ${error.message}`);
      return 1;
    }
    console.error(`The restore failed: ${(error as Error).message}`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
