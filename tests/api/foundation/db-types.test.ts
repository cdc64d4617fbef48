import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_FILE } from '../../../server/cli/db-types.ts';
import { loadConfig } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { generateDbTypes } from '../../../server/db/generate-types.ts';
import { POSTGRES, suiteDatabase } from '../../helpers/databases.ts';

// server/db/types.ts is generated from the migrated database (npm run db:types): the committed file must
// be what the migrations give, on the embedded database and on PostgreSQL alike.
const committed = () => fs.readFileSync(TYPES_FILE, 'utf8');
const STALE = 'server/db/types.ts differs from the migrations: run npm run db:types and commit it.';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ ...loadConfig({}), databaseUrl: null, inMemory: true });
  await db.migrate();
});
afterAll(() => db.close());

describe('the database types', () => {
  it('are what a freshly migrated embedded database gives', async () => {
    expect(committed(), STALE).toBe(await generateDbTypes(db));
  });

  it.runIf(POSTGRES)('are what a freshly migrated PostgreSQL database gives', async () => {
    const database = await suiteDatabase(false, { fresh: true });
    const postgres = await openDatabase({
      ...loadConfig({}),
      databaseUrl: database.databaseUrl,
      inMemory: false,
    });
    try {
      await postgres.migrate();
      expect(committed(), STALE).toBe(await generateDbTypes(postgres));
    } finally {
      await postgres.close();
      await database.drop();
    }
  });

  it('follow the catalog: nullability, defaults, checks, trigger-filled and view columns', async () => {
    const before = await generateDbTypes(db);
    expect(before).toContain('  middleInitial: string | null;\n');
    expect(before).toContain('  isActive: Generated<boolean>;\n');
    expect(before).toContain('  hash: Generated<string>;\n'); // filled by the insert trigger
    expect(before).toContain('  id: GeneratedAlways<number>;\n'); // identity always
    expect(before).toContain("export type AccountTokenPurpose = 'reset' | 'activation' | 'email';");
    expect(before).toContain('  transferOrderId: ViewColumn<number>;\n'); // a NOT NULL column seen through a view
    expect(before).toContain('  active: ViewColumn<boolean | null>;\n'); // an expression may be null
    for (const statement of [
      'alter table users alter column middle_initial set not null',
      'alter table users alter column is_active drop default',
      `alter table account_tokens drop constraint account_tokens_purpose_check,
        add constraint account_tokens_purpose_check check (purpose in ('reset', 'activation'))`,
      'alter table products add column density numeric',
      'create view test_outer as select u.id, r.code from users u left join roles r on r.id = u.role_id',
    ]) {
      await sql.raw(statement).execute(db.db);
    }
    const after = await generateDbTypes(db);
    expect(after).toContain('  middleInitial: string;\n');
    expect(after).toContain('  isActive: boolean;\n');
    expect(after).toContain("export type AccountTokenPurpose = 'reset' | 'activation';");
    // An outer join may null any of its columns.
    expect(after).toContain(
      'export interface TestOuterView {\n  id: ViewColumn<number | null>;\n  code: ViewColumn<string | null>;\n}',
    );
    // The added column ends the products table's interface.
    expect(after).toMatch(/export interface ProductsTable \{[^}]*\n {2}density: number \| null;\n\}/);
  });
});
