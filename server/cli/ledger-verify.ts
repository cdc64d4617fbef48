// `npm run ledger:verify`: recomputes every inventory's hash chain in the stock ledger and names each
// movement whose content or link does not match (an edit made in the database behind the
// application's back). Exit code 0 when the ledger is intact, 1 when it is not, 2 when it could not run.
// Like the server it opens DATABASE_URL or the embedded folder under PPMS_DATA_DIR; on the embedded
// database it can not run while a server holds the folder (ask GET /api/v1/Ledger/Verify instead).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { verifyLedger } from '../domain/ledger/verify.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env, process.argv.slice(2));
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(
        `Cannot verify the ledger: ${error.message}\n` +
          'A running server holds the embedded database: ask it instead (GET /api/v1/Ledger/Verify as an ' +
          'administrator), or stop it and run npm run ledger:verify again.',
      );
      return 2;
    }
    throw error;
  }
  try {
    await db.migrate();
    const result = await verifyLedger(db);
    console.log(
      `Checked ${result.rowsChecked} movement(s) in ${result.inventoriesChecked} inventory chain(s).`,
    );
    if (result.ok) {
      console.log('The ledger is intact.');
      for (const head of result.heads) {
        console.log(`  inventory ${head.inventoryId}: ${head.seq} movement(s), head ${head.hash}`);
      }
      return 0;
    }
    console.error(`The ledger does NOT verify: ${result.problems.length} movement(s) do not match.`);
    for (const problem of result.problems) console.error(`  ${problem.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
