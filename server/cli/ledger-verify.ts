// `npm run ledger:verify`: recomputes every inventory's hash chain in the stock ledger and names each
// movement whose content or link does not match (an edit made in the database behind the
// application's back), each daily or monthly summary that disagrees with the movements, and each
// inventory whose balance is below zero on some day. Exit code
// 0 when the ledger is intact, 1 when it is not, 2 when it could not run.
// Like the server it opens DATABASE_URL or the embedded folder under PPMS_DATA_DIR; on the embedded
// database it can not run while a server holds the folder (ask GET /api/v1/Ledger/Verify instead).
import { verifyLedger } from '../domain/ledger/verify.ts';
import { runWithDatabase } from './run-with-database.ts';

runWithDatabase('ledger:verify', async (db) => {
  const result = await verifyLedger(db);
  console.log(
    `Checked ${result.rowsChecked} movement(s) in ${result.inventoriesChecked} inventory chain(s).`,
  );
  if (result.ok) {
    console.log(
      "The ledger is intact, its daily and monthly summaries match the movements, Stock Reconciliation's seals match comparing again, and no balance falls below zero.",
    );
    for (const head of result.heads) {
      console.log(`  inventory ${head.inventoryId}: ${head.seq} movement(s), head ${head.hash}`);
    }
    return 0;
  }
  if (result.problems.length) {
    console.error(`The ledger does NOT verify: ${result.problems.length} movement(s) do not match.`);
    for (const problem of result.problems) console.error(`  ${problem.message}`);
  }
  if (result.summaries.length) {
    console.error(
      `The ledger summaries do NOT match the movements in ${result.summaries.length} place(s) ` +
        '(npm run ledger:rebuild-summaries rebuilds them from the movements):',
    );
    for (const problem of result.summaries) console.error(`  ${problem.message}`);
  }
  if (result.seals.length) {
    console.error(
      `Stock Reconciliation's seals do NOT match the movements and records in ${result.seals.length} place(s):`,
    );
    for (const problem of result.seals) console.error(`  ${problem.message}`);
  }
  if (result.negativeBalances.length) {
    console.error(
      `The ledger's invariant does NOT hold: ${result.negativeBalances.length} inventory balance(s) fall below zero:`,
    );
    for (const problem of result.negativeBalances) console.error(`  ${problem.message}`);
  }
  return 1;
});
