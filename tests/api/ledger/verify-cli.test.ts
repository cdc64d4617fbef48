import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { postMovements } from '../../../server/domain/ledger/index.ts';
import { oneInventory } from './fixtures.ts';

/** A ledger command as its package script runs it, on an embedded database folder. */
function ledgerCli(dataDir: string, script = 'server/cli/ledger-verify.ts') {
  const env: NodeJS.ProcessEnv = { ...process.env, PPMS_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [script], { env });
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
async function withDatabase<T>(dataDir: string, fn: (db: Database) => Promise<T>) {
  const db = await openDatabase({ ...loadConfig({}), dataDir, databaseUrl: null });
  try {
    await db.migrate();
    return await fn(db);
  } finally {
    await db.close();
  }
}

const MOVEMENT = { kind: 'shipment' as const, sourceType: 'Test', sourceId: 1, userId: null };

describe('npm run ledger:verify', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-ledger-verify-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('passes an intact ledger and names a movement edited in SQL (exit 1)', async () => {
    const ids = await withDatabase(dataDir, async (db) => {
      const inventory = { id: await oneInventory(db) };
      const posted = await db.transaction((tx) =>
        postMovements(
          tx,
          [500, -20, 75].map((quantity, i) => ({
            inventoryId: inventory.id,
            quantity,
            ...MOVEMENT,
            kind: quantity > 0 ? ('shipment' as const) : ('shortage' as const),
            effectiveDate: `2026-01-0${i + 1}`,
            sourceId: i + 1,
          })),
        ),
      );
      return posted.map((p) => p.id);
    });
    const intact = await ledgerCli(dataDir);
    expect(intact.output).toContain('Checked 3 movement(s) in 1 inventory chain(s).');
    expect(intact.output).toContain(
      "The ledger is intact, its daily and monthly summaries match the movements, Stock Reconciliation's seals match comparing again, and no balance falls below zero.",
    );
    expect(intact.code).toBe(0);

    await withDatabase(dataDir, async (db) => {
      await sql`alter table ledger_movements disable trigger ledger_movements_append_only`.execute(db.db);
      await sql`update ledger_movements set quantity = -2 where id = ${ids[1]}`.execute(db.db);
      await sql`alter table ledger_movements enable trigger ledger_movements_append_only`.execute(db.db);
    });
    const broken = await ledgerCli(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`Movement ${ids[1]} (inventory`);
    expect(broken.output).toContain('its content does not match its hash');
    expect(broken.output).not.toContain(`Movement ${ids[0]} `);
  }, 60_000);

  it('names a summary that disagrees with the movements, and ledger:rebuild-summaries mends it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-ledger-summaries-'));
    try {
      const inventory = await withDatabase(folder, async (db) => {
        const id = await oneInventory(db);
        await db.transaction((tx) =>
          postMovements(tx, [
            { ...MOVEMENT, inventoryId: id, quantity: 400, effectiveDate: '2026-03-30' },
            { ...MOVEMENT, inventoryId: id, quantity: 100, effectiveDate: '2026-03-30' },
          ]),
        );
        // Behind the application: the day's summary loses 50 gallons.
        await sql`update ledger_daily set quantity = quantity - 50 where inventory_id = ${id}`.execute(db.db);
        return id;
      });
      const broken = await ledgerCli(folder);
      expect(broken.code).toBe(1);
      expect(broken.output).toContain(
        `Daily summary of inventory ${inventory}, shipment, 2026-03-30: 450 gallons, but its movements add up to 500.`,
      );
      expect(broken.output).not.toContain('Monthly summary');
      const rebuilt = await ledgerCli(folder, 'server/cli/ledger-rebuild-summaries.ts');
      expect(rebuilt.code, rebuilt.output).toBe(0);
      expect(rebuilt.output).toMatch(
        /Rebuilt the ledger summaries from the movements in \d+ ms: 1 daily, 1 monthly and 1 running balance row\(s\)\./,
      );
      const mended = await ledgerCli(folder);
      expect(mended.code, mended.output).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
