// `npm run ledger:rebuild-summaries`: rebuilds the ledger's daily and monthly summaries and running
// balances (ledger_daily, ledger_monthly, ledger_balances) from the movements, in one transaction; postings wait until it is done. For when
// ledger:verify finds a summary that disagrees with the movements. The movements are never touched.
// Exit code 0 when rebuilt, 2 when it could not run.
import { rebuildSummaries } from '../domain/ledger/summaries.ts';
import { runWithDatabase } from './run-with-database.ts';

runWithDatabase('ledger:rebuild-summaries', async (db) => {
  const started = Date.now();
  const counts = await rebuildSummaries(db);
  console.log(
    `Rebuilt the ledger summaries from the movements in ${Date.now() - started} ms: ` +
      `${counts.ledger_daily} daily, ${counts.ledger_monthly} monthly and ${counts.ledger_balances} running balance row(s).`,
  );
  return 0;
});
