import crypto from 'node:crypto';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../schemas/codes.ts';
import {
  GENESIS_HASH,
  type LedgerExport,
  type SignedStatement,
  STATEMENT_KEY_PATH,
} from '../../../schemas/statement.ts';
import { postMovements } from '../../../server/domain/ledger/index.ts';
import { movementHash } from '../../../server/domain/statements/chain.ts';
import { readPublicKey } from '../../../server/domain/statements/key.ts';
import { verifyStatement } from '../../../server/domain/statements/verify.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { newImporter } from '../ledger/fixtures.ts';
import { ALL_ROLES, type Call, callersByRole } from '../master-data/roles.ts';

// Signed stock statements (issue 19, item 4) from the real server: who may download them, figures
// that are the ledger's (summed here from ledger_movements, not by the code under test), heads that
// are its last hashes, back-dated movements, refused dates, and the signature under the published key.
// Last, the offline verifier's hash of a ledger row (server/domain/statements/chain.ts, TypeScript)
// against the database's ledger_movement_hash on every row, on PGlite and on PostgreSQL: a change to
// either (a migration redefining the function, or the TypeScript) fails it.

let t: TestApp;
let as: Record<RoleCode, Call>;
/** The demo importer's user's importer, and another one. */
let own: number;
let other: number;

const statementOf = (call: Call, importerId: number, date: string) =>
  call('GET', `Statement?importerId=${importerId}&date=${date}`);
const exportOf = (call: Call, importerId: number) => call('GET', `Statement/Ledger?importerId=${importerId}`);
const publicKey = async () =>
  readPublicKey((await t.app.inject({ method: 'GET', url: STATEMENT_KEY_PATH })).body);

beforeAll(async () => {
  t = await createTestApp();
  as = await callersByRole(t);
  own = (await as.R100('POST', 'User/Entities', { includeImporters: true })).json().importers[0].id;
  other = (
    await t.db.db.selectFrom('importers').select('id').where('id', '<>', own).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('who may download a statement and a ledger export', () => {
  const today = format(new Date(), 'yyyy-MM-dd');
  it('an importer its own importers (another one answers 404); stock control and administrators any; others 403', async () => {
    const answered: Record<string, number[]> = {};
    for (const role of ALL_ROLES) {
      answered[role] = [
        (await statementOf(as[role], own, today)).statusCode,
        (await statementOf(as[role], other, today)).statusCode,
        (await exportOf(as[role], own)).statusCode,
        (await exportOf(as[role], other)).statusCode,
      ];
    }
    expect(answered).toEqual({
      R100: [200, 404, 200, 404],
      R200: [403, 403, 403, 403],
      R300: [403, 403, 403, 403],
      R400: [403, 403, 403, 403],
      R500: [200, 200, 200, 200],
      R600: [200, 200, 200, 200],
      R700: [403, 403, 403, 403],
      R1100: [403, 403, 403, 403],
    });
    // An importer that does not exist answers as another importer's does.
    expect((await statementOf(as.R600, 999_999, today)).statusCode).toBe(404);
    expect((await statementOf(as.R100, 999_999, today)).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Statement?importerId=${own}&date=${today}`,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a date in the future, before the earliest date, not a day, or missing, and a bad importer (400)', async () => {
    const tomorrow = format(subDays(new Date(), -1), 'yyyy-MM-dd');
    const cases: [string, string][] = [
      [`importerId=${own}&date=${tomorrow}`, 'Date can not be in the future.'],
      [`importerId=${own}&date=1999-12-31`, 'Date can not be before 2000-01-01.'],
      [`importerId=${own}&date=2026-02-30`, 'Date is invalid. Use yyyy-MM-dd.'],
      [`importerId=${own}&date=30/06/2026`, 'Date is invalid. Use yyyy-MM-dd.'],
      [`importerId=${own}&date=2026-06-30T00:00:00Z`, 'Date is invalid. Use yyyy-MM-dd.'],
      [`importerId=${own}`, 'Date is required.'],
      [`importerId=0&date=${today}`, 'Importer is invalid.'],
      [`importerId=x&date=${today}`, 'Importer is invalid.'],
      [`date=${today}`, 'Choose an importer.'],
    ];
    const answers = [];
    for (const [query] of cases) {
      const response = await as.R600('GET', `Statement?${query}`);
      answers.push([query, response.statusCode, response.json().message]);
    }
    expect(answers).toEqual(cases.map(([query, message]) => [query, 400, message]));
    expect((await as.R600('GET', 'Statement/Ledger?importerId=-1')).statusCode).toBe(400);
  });
});

describe("a statement's figures are the ledger's", () => {
  it("balances, the day's movements, heads and positions equal what ledger_movements holds", async () => {
    // The demo importer's busiest day, read straight from the table.
    const { rows } = await sql<{
      id: number;
      inventoryId: number;
      seq: number;
      quantity: number;
      effectiveDate: string;
      hash: string;
    }>`select m.id, m.inventory_id, m.seq, m.quantity, m.effective_date, m.hash
       from ledger_movements m join inventories i on i.id = m.inventory_id
       where i.importer_id = ${own} order by m.inventory_id, m.seq`.execute(t.db.db);
    const perDay = Map.groupBy(rows, (row) => row.effectiveDate);
    const [day] = [...perDay].sort((a, b) => b[1].length - a[1].length)[0];
    const inventories = await t.db.db
      .selectFrom('inventories')
      .select('id')
      .where('importerId', '=', own)
      .orderBy('id')
      .execute();

    const response = await statementOf(as.R100, own, day);
    expect(response.statusCode).toBe(200);
    const { statement }: SignedStatement = response.json();
    expect(statement.importer.id).toBe(own);
    expect(statement.asOf).toBe(day);
    expect(statement.inventories.map((i) => i.inventoryId).sort((a, b) => a - b)).toEqual(
      inventories.map((i) => i.id),
    );
    let dayMovements = 0;
    for (const inventory of statement.inventories) {
      const chain = rows.filter((row) => row.inventoryId === inventory.inventoryId);
      const counted = chain.filter((row) => row.effectiveDate <= day);
      const last = (list: typeof chain) =>
        list.reduce((a, b) => (b.seq > a.seq ? b : a), { seq: 0, hash: GENESIS_HASH });
      expect(inventory.balance).toBe(counted.reduce((sum, row) => sum + row.quantity, 0));
      expect(inventory.movements.map((m) => [m.id, m.quantity])).toEqual(
        chain.filter((row) => row.effectiveDate === day).map((row) => [row.id, row.quantity]),
      );
      expect(inventory.head).toEqual({ seq: last(counted).seq, hash: last(counted).hash });
      expect(inventory.readAt).toEqual({ seq: last(chain).seq, hash: last(chain).hash });
      dayMovements += inventory.movements.length;
    }
    expect(dayMovements).toBeGreaterThan(1);
    // The same figures as the reports' stock balance (read from the ledger summaries).
    const report = (await as.R100('GET', `Report/ImporterStockBalanceByProduct?selectedDate=${day}`)).json();
    const reported = report.find((row: { importerId: number }) => row.importerId === own);
    const total = statement.inventories.reduce((sum, i) => sum + i.balance, 0);
    const byProduct: Record<string, number> = reported.balanceByProduct;
    expect(total).toBe(Object.values(byProduct).reduce((sum, gallons) => sum + gallons, 0));
  });

  it('is a file signed with the key the server publishes, which verifies it with the ledger export', async () => {
    const day = format(subDays(new Date(), 30), 'yyyy-MM-dd');
    const response = await statementOf(as.R600, own, day);
    const name = (
      await t.db.db.selectFrom('importers').select('name').where('id', '=', own).executeTakeFirstOrThrow()
    ).name;
    expect(response.headers['content-disposition']).toContain(
      `filename="PPMS Statement - ${name} ${day}.json"`,
    );
    const key = (await as.R100('GET', 'Statement/Key')).json();
    const pem = await t.app.inject({ method: 'GET', url: STATEMENT_KEY_PATH });
    expect(pem.headers['content-type']).toBe('application/x-pem-file');
    expect(pem.body).toBe(key.publicKey);
    expect(key.publicKey).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=]{60}\n-----END PUBLIC KEY-----\n$/,
    );
    const der = crypto.createPublicKey(key.publicKey).export({ format: 'der', type: 'spki' });
    expect(key.fingerprint).toBe(crypto.createHash('sha256').update(der).digest('hex'));

    const file: SignedStatement = response.json();
    expect(file.statement.keyFingerprint).toBe(key.fingerprint);
    const verified = verifyStatement(file, await publicKey(), (await exportOf(as.R600, own)).json());
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
  });
});

describe('back-dated movements', () => {
  it('the head is the last row effective on or before the day; a later back-dated row moves it, and is noted', async () => {
    const admin = as.R500;
    const importer = await newImporter(t, admin, 'Statement Importer', ['T-202']);
    const [inventory] = importer.inventories;
    const post = (quantity: number, effectiveDate: string) =>
      t.db.transaction((tx) =>
        postMovements(tx, [
          {
            inventoryId: inventory,
            quantity,
            kind: quantity > 0 ? 'shipment' : 'shortage',
            effectiveDate,
            sourceType: 'Test',
            sourceId: 1,
            userId: null,
          },
        ]),
      );
    await post(1000, '2026-01-10');
    await post(500, '2026-01-20');
    await post(-200, '2026-01-15'); // back-dated: recorded after the 20th's
    const hashes = (
      await t.db.db
        .selectFrom('ledgerMovements')
        .select('hash')
        .where('inventoryId', '=', inventory)
        .orderBy('seq')
        .execute()
    ).map((row) => row.hash);
    const read = async (date: string) => {
      const file: SignedStatement = (await statementOf(importer.importer, importer.importerId, date)).json();
      const [only] = file.statement.inventories;
      return { file, figures: [only.balance, only.movements.map((m) => m.quantity), only.head, only.readAt] };
    };
    const readAt = { seq: 3, hash: hashes[2] };
    expect((await read('2026-01-09')).figures).toEqual([0, [], { seq: 0, hash: GENESIS_HASH }, readAt]);
    expect((await read('2026-01-10')).figures).toEqual([1000, [1000], { seq: 1, hash: hashes[0] }, readAt]);
    expect((await read('2026-01-14')).figures).toEqual([1000, [], { seq: 1, hash: hashes[0] }, readAt]);
    expect((await read('2026-01-15')).figures).toEqual([800, [-200], { seq: 3, hash: hashes[2] }, readAt]);
    expect((await read('2026-01-20')).figures).toEqual([1300, [500], { seq: 3, hash: hashes[2] }, readAt]);

    // A statement of the 14th, then a movement back-dated to the 12th: it still verifies against a later
    // export (what it covered is unchanged), which names the correction recorded since.
    const before = await read('2026-01-14');
    await post(50, '2026-01-12');
    const ledger: LedgerExport = (await exportOf(importer.importer, importer.importerId)).json();
    expect(ledger.inventories[0].movements.map((m) => [m.seq, m.quantity, m.effectiveDate])).toEqual([
      [1, 1000, '2026-01-10'],
      [2, 500, '2026-01-20'],
      [3, -200, '2026-01-15'],
      [4, 50, '2026-01-12'],
    ]);
    const verified = verifyStatement(before.file, await publicKey(), ledger);
    expect(verified.problems).toEqual([]);
    expect(verified.notes).toEqual([
      expect.stringContaining(
        '1 movement(s) effective on or before 2026-01-14 were recorded after the statement (corrections back-dated since): as the export stands, the balance of 2026-01-14 is 1,050 gallons.',
      ),
    ]);
    expect((await read('2026-01-14')).figures).toEqual([
      1050,
      [],
      { seq: 4, hash: expect.any(String) },
      { seq: 4, hash: expect.any(String) },
    ]);
    // The demo importer's user sees none of it.
    expect((await statementOf(as.R100, importer.importerId, '2026-01-14')).statusCode).toBe(404);
  });
});

describe("a ledger row's hash, in TypeScript and in the database", () => {
  it('agree on every row of every importer, as the ledger export hands the rows out', async () => {
    // A row with no user and a negative quantity, recorded now (to the microsecond), beside the demo's.
    const inventory = await t.db.db
      .selectFrom('inventories')
      .select('id')
      .where('importerId', '=', other)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.transaction((tx) =>
      postMovements(tx, [
        {
          inventoryId: inventory.id,
          quantity: -7,
          kind: 'shortage',
          effectiveDate: format(new Date(), 'yyyy-MM-dd'),
          sourceType: 'Test',
          sourceId: 2_147_483_647,
          userId: null,
        },
      ]),
    );
    const admin = as.R500;
    const importers = await t.db.db.selectFrom('importers').select('id').execute();
    const exported: LedgerExport['inventories'][number]['movements'] = [];
    for (const { id } of importers) {
      const answer: LedgerExport = (await admin('GET', `Statement/Ledger?importerId=${id}`)).json();
      exported.push(...answer.inventories.flatMap((inventory) => inventory.movements));
    }
    const { rows } = await sql<{ id: number; stored: string; computed: string }>`
      select id, hash as stored, ledger_movement_hash(id, inventory_id, seq, quantity, kind, effective_date,
        recorded_at, source_type, source_id, user_id, prev_hash) as computed
      from ledger_movements order by id`.execute(t.db.db);
    expect(exported.map((row) => row.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    const database = new Map(rows.map((row) => [row.id, row]));
    const disagree = exported.filter((row) => {
      const { stored, computed } = database.get(row.id)!;
      return movementHash(row) !== stored || movementHash(row) !== computed || row.hash !== stored;
    });
    expect(disagree).toEqual([]);
    expect(exported.length).toBeGreaterThan(100);
    expect(exported.some((row) => row.userId === null && row.quantity < 0)).toBe(true);
    // Microseconds are there to be hashed (a JavaScript Date would have dropped them).
    expect(
      exported.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(row.recordedAt)),
    ).toBe(true);
  });
});
