// `npm run audit:verify`: recomputes the audit log's hash chain and names each row whose content, link
// or place does not match (an edit or a deletion made in the database behind the application's back).
// Exit code 0 when the chain is intact, 1 when it is not, 2 when it could not run. Like
// ledger:verify, on the embedded database it can not run while a server holds the folder (ask
// GET /api/v1/Audit/Verify instead).
import { verifyAudit } from '../domain/audit/verify.ts';
import { runWithDatabase } from './run-with-database.ts';

runWithDatabase('audit:verify', async (db) => {
  const result = await verifyAudit(db);
  console.log(`Checked ${result.rowsChecked} audit row(s).`);
  if (result.ok) {
    console.log('The audit log is intact.');
    if (result.head) console.log(`  head: #${result.head.seq} ${result.head.hash}`);
    return 0;
  }
  console.error(`The audit log does NOT verify: ${result.problems.length} row(s) do not match.`);
  for (const problem of result.problems) console.error(`  ${problem.message}`);
  return 1;
});
