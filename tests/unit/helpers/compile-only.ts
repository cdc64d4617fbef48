import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from '../../../server/db/client.ts';

/**
 * A Kysely that compiles statements as the app's PostgreSQL connections do and runs none (each answers
 * no rows); `onStatement` gets every statement it was asked to run.
 */
export function compileOnlyKysely(onStatement?: (sql: string, parameters: readonly unknown[]) => void) {
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
    log: (event) => onStatement?.(event.query.sql, event.query.parameters),
  });
}

export const compileOnly = compileOnlyKysely();

/** A Database for domain functions that only run statements (db.db): what they ran, and no rows. */
export function recordingDatabase() {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = { db: compileOnlyKysely((sql, parameters) => statements.push({ sql, parameters })) };
  return { db: db as unknown as Database, statements };
}
