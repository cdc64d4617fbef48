import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { postMovements } from '../../../server/domain/ledger/index.ts';

/** `npm run ledger:verify` as the package script runs it, on an embedded database folder. */
function ledgerVerify(dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PPMS_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/cli/ledger-verify.ts'], { env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** Opens the folder's database, runs fn, closes it (the CLI needs the folder to itself). */
async function withDatabase<T>(
  dataDir: string,
  fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const db = await openDatabase({ ...loadConfig({}), dataDir, databaseUrl: null });
  try {
    await db.migrate();
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('npm run ledger:verify', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-ledger-verify-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('passes an intact ledger and names a movement edited in SQL (exit 1)', async () => {
    const ids = await withDatabase(dataDir, async (db) => {
      const product = await db.db
        .insertInto('products')
        .values({ name: 'PMS', unitOfMeasure: 'Gallons' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tank = await db.db
        .insertInto('storageTanks')
        .values({ number: 'T-1', productId: product.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const importer = await db.db
        .insertInto('importers')
        .values({ name: 'CLI Importer', taxIdentificationNumber: 'T', address: 'A', primaryPhone: '1' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inventory = await db.db
        .insertInto('inventories')
        .values({ importerId: importer.id, storageTankId: tank.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const posted = await db.transaction((tx) =>
        postMovements(
          tx,
          [500, -20, 75].map((quantity, i) => ({
            inventoryId: inventory.id,
            quantity,
            kind: quantity > 0 ? ('shipment' as const) : ('shortage' as const),
            effectiveDate: `2026-01-0${i + 1}`,
            sourceType: 'Test',
            sourceId: i + 1,
            userId: null,
          })),
        ),
      );
      return posted.map((p) => p.id);
    });
    const intact = await ledgerVerify(dataDir);
    expect(intact.output).toContain('Checked 3 movement(s) in 1 inventory chain(s).');
    expect(intact.output).toContain('The ledger is intact.');
    expect(intact.code).toBe(0);

    await withDatabase(dataDir, async (db) => {
      await sql`alter table ledger_movements disable trigger ledger_movements_append_only`.execute(db.db);
      await sql`update ledger_movements set quantity = -2 where id = ${ids[1]}`.execute(db.db);
      await sql`alter table ledger_movements enable trigger ledger_movements_append_only`.execute(db.db);
    });
    const broken = await ledgerVerify(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`Movement ${ids[1]} (inventory`);
    expect(broken.output).toContain('its content does not match its hash');
    expect(broken.output).not.toContain(`Movement ${ids[0]} `);
  }, 60_000);
});
