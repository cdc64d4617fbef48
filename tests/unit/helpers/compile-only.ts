import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Database } from '../../../server/db/client.ts';
import type { AuthUser } from '../../../server/domain/auth-user.ts';

/**
 * A Kysely that compiles statements as the app's PostgreSQL connections do and runs none: each is given
 * to `answer`, whose rows it answers (none by default).
 */
export function compileOnlyKysely(answer: (query: CompiledQuery) => unknown[] = () => []) {
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery) => ({ rows: answer(query) }) as QueryResult<R>,
    // biome-ignore lint/correctness/useYield: no statement streams here
    streamQuery: async function* () {
      throw new Error('Not streamed in unit tests');
    },
  };
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => Object.assign(new DummyDriver(), { acquireConnection: async () => connection }),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
}

export const compileOnly = compileOnlyKysely();

/**
 * A user as the statements read one (id, roles, permissions, linked parties): no roles, no permissions,
 * no parties unless given. Enough for functions that only build statements.
 */
export const statementUser = (fields: Partial<AuthUser>): AuthUser =>
  ({ id: 1, rCodes: {}, pCodes: {}, importerIds: [], distributorIds: [], ...fields }) as AuthUser;

/**
 * A Database for domain functions that only run statements (db.db): the statements they ran, each
 * answered with the rows `answer` gives (none by default).
 */
export function recordingDatabase(answer: (sql: string) => unknown[] = () => []) {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = {
    db: compileOnlyKysely(({ sql, parameters }) => {
      statements.push({ sql, parameters });
      return answer(sql);
    }),
  };
  return { db: db as unknown as Database, statements };
}
