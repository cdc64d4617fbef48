// `npm run admin:code`: prints a new one-time /AdminRegister/{tempCode} address, for when the one the
// server printed at first start is lost or used, or another administrator must be registered without
// one. Earlier unused codes stop working. It opens the configured database (DATABASE_URL, or the
// embedded folder under PPMS_DATA_DIR) the way the server does, so on the embedded database it refuses
// to run while a server holds the folder: two processes would corrupt it.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { issueAdminCode } from '../domain/admin-codes.ts';

async function main() {
  const config = loadConfig(process.env, process.argv.slice(2));
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(
        `Cannot issue an administrator code: ${error.message}\n` +
          'This command opens that database folder itself. Stop the server, run npm run admin:code, ' +
          'then start the server again.',
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    // A database the server never started on gets its tables first.
    await db.migrate();
    const code = await issueAdminCode(db);
    const address = config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${config.port}`;
    console.log(`One-time administrator registration address: ${address}/AdminRegister/${code}`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
