import type { Database } from './client.ts';

/**
 * A value kept in the database, created on first use. Kept there (not in a file) so that every API
 * process on one PostgreSQL database shares it; racing first starts agree on the first one written.
 */
export async function ensureSetting(db: Database, key: string, create: () => string): Promise<string> {
  await db.db
    .insertInto('appSettings')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
