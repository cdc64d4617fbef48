import type { Database } from '../../server/db/client.ts';
import { kyselyQuery, sequenceValues, tableDigests } from '../../server/domain/backup/digest.ts';

// What two databases seeded the same way must share, read from the catalog (never from the code that
// wrote them) with the backup's own digests: the seeded-copy and demo-snapshot tests compare with it.

/** Columns that differ between two seedings by design: salted hashes, the token secret, times. */
const DIFFERENT_BY_DESIGN = new Set([
  'password_hash',
  'hash', // of a ledger row: covers its recorded_at
  'prev_hash',
  'app_settings.value', // the token secret and the statement signing key, each database its own
  'kysely_migration.timestamp',
]);

/** Per table: its rows, and a checksum of their values apart from the columns above and timestamps. */
export const contents = (db: Database) =>
  tableDigests(kyselyQuery(db), {
    skip: (table, column, type) =>
      type.startsWith('timestamp') ||
      DIFFERENT_BY_DESIGN.has(column) ||
      DIFFERENT_BY_DESIGN.has(`${table}.${column}`),
  });

export const sequences = (db: Database) => sequenceValues(kyselyQuery(db));

export const tokenSecret = async (db: Database) =>
  (
    await db.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirstOrThrow()
  ).value;
