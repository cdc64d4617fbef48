// `npm run db:types`: migrates a new embedded database in memory and writes server/db/types.ts from its
// catalog (server/db/generate-types.ts). Run it after adding a migration. With --check it writes nothing
// and exits 1 when the committed file differs.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { generateDbTypes } from '../db/generate-types.ts';

export const TYPES_FILE = fileURLToPath(new URL('../db/types.ts', import.meta.url));

/** The types of a new database migrated to the latest migration (embedded, in memory). */
export async function freshDbTypes(): Promise<string> {
  const db = await openDatabase({ ...loadConfig({}), databaseUrl: null, inMemory: true });
  try {
    await db.migrate();
    return await generateDbTypes(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const check = process.argv.includes('--check');
  freshDbTypes().then(
    (text) => {
      const current = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
      if (current === text) {
        console.log('server/db/types.ts matches the migrations.');
      } else if (check) {
        console.error('server/db/types.ts differs from the migrations: run npm run db:types.');
        process.exitCode = 1;
      } else {
        fs.writeFileSync(TYPES_FILE, text);
        console.log('Wrote server/db/types.ts from the migrations.');
      }
    },
    (error) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
