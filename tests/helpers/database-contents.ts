import { sql } from 'kysely';
import type { Database } from '../../server/db/client.ts';

// What two databases seeded the same way must share, read from information_schema (never from the code
// that wrote them): the seeded-copy and demo-snapshot tests compare databases with it.

/** Columns that differ between two seedings by design: salted hashes, the token secret, times. */
const DIFFERENT_BY_DESIGN = new Set([
  'password_hash',
  'hash', // of a ledger row: covers its recorded_at
  'prev_hash',
  'app_settings.value', // the token secret, each database its own
  'kysely_migration.timestamp',
]);

/** Per table: its rows, and a digest of their values apart from the columns above and timestamps. */
export async function contents(db: Database) {
  const { rows: columns } = await sql<{ table: string; column: string }>`
    select c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type not in ('timestamp with time zone', 'timestamp without time zone')
    order by c.table_name, c.ordinal_position`.execute(db.db);
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (DIFFERENT_BY_DESIGN.has(column) || DIFFERENT_BY_DESIGN.has(`${table}.${column}`)) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const [table, names] of tables) {
    const { rows } = await sql<{ rows: number; digest: string }>`
      select count(*)::int as rows, md5(coalesce(string_agg(v, E'\n' order by v), '')) as digest
      from (select row(${sql.join(names.map((name) => sql.ref(name)))})::text as v from ${sql.table(table)}) r`.execute(
      db.db,
    );
    result[table] = rows[0];
  }
  return result;
}

export const sequences = async (db: Database) =>
  (
    await sql<{ name: string; last: number | null }>`
      select sequencename as name, last_value as last from pg_sequences order by sequencename`.execute(db.db)
  ).rows;

export const tokenSecret = async (db: Database) =>
  (
    await db.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirstOrThrow()
  ).value;
