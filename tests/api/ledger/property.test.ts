import { format, subDays } from 'date-fns';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../schemas/numbers.ts';
import { type AuthUser, loadAuthUser } from '../../../server/domain/auth-user.ts';
import {
  inventoryBalances,
  movementsWithBalances,
  postMovements,
  verifyLedger,
} from '../../../server/domain/ledger/index.ts';
import { stockUpdateBinding } from '../../../server/domain/stock-updates/workflow.ts';
import { createStockUpdate } from '../../../server/domain/stock-updates/write.ts';
import { runTransition } from '../../../server/domain/workflow.ts';
import { HttpError } from '../../../server/errors.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { behindTheApplication, importerInTanks } from './fixtures.ts';

// Two properties, each on inventories of its own so that neither depends on what the other left:
// - random sequences of stock updates, reviews, approvals and cancellations against a model, with
//   quantities up to the per-line bound: every inventory's balance is the sum of its approved lines,
//   the balance as of each date is the running balance on that date, pending totals are the open lines,
//   and the hash chains verify;
// - random postings, then one random hashed field of one random movement changed behind the
//   application: the verifier names exactly that movement.

let t: TestApp;
let importerUser: AuthUser;
let stockControl: AuthUser;
let tanks: number[];
beforeAll(async () => {
  t = await createTestApp();
  const id = async (email: string) =>
    (await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  importerUser = (await loadAuthUser(t.db, await id('importer@ppms.demo')))!;
  stockControl = (await loadAuthUser(t.db, await id('marketing@ppms.demo')))!;
  tanks = (await t.db.db.selectFrom('storageTanks').select('id').orderBy('id').limit(3).execute()).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

const SIGN: Record<number, 1 | -1> = { 0: 1, 1: -1, 2: 1, 3: -1, 4: -1 };
const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'yyyy-MM-dd');

// Everyday quantities, and quantities at and just under the per-line bound.
const quantityArb = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 60_000 }), weight: 3 },
  { arbitrary: fc.integer({ min: MAX_LINE_QUANTITY - 1_000, max: MAX_LINE_QUANTITY }), weight: 1 },
);

type Op =
  | { kind: 'submit'; type: number; lines: { slot: number; quantity: number }[]; daysAgo: number }
  | { kind: 'review' | 'approve' | 'cancel'; pick: 'oldest' | number; byImporter: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      type: fc.integer({ min: 0, max: 4 }),
      lines: fc.uniqueArray(fc.record({ slot: fc.integer({ min: 0, max: 2 }), quantity: quantityArb }), {
        minLength: 1,
        maxLength: 3,
        selector: (l) => l.slot,
      }),
      daysAgo: fc.integer({ min: 0, max: 90 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.oneof(
        { arbitrary: fc.constant('review' as const), weight: 3 },
        { arbitrary: fc.constant('approve' as const), weight: 3 },
        { arbitrary: fc.constant('cancel' as const), weight: 1 },
      ),
      pick: fc.oneof(
        { arbitrary: fc.constant('oldest' as const), weight: 4 },
        { arbitrary: fc.nat(), weight: 1 },
      ),
      // Mostly stock control, so that many requests get through review and approval.
      byImporter: fc.oneof(
        { arbitrary: fc.constant(false), weight: 5 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    }),
    weight: 6,
  },
);

interface ModelRequest {
  id: number;
  state: 'New' | 'Reviewed' | 'Approved' | 'Cancelled';
  type: number;
  date: string;
  lines: { inventoryId: number; quantity: number }[];
}

/** A fresh importer with an inventory in each of three tanks, so each run starts from zero. */
const freshInventories = () => importerInTanks(t, tanks);

const expectedAction = (state: ModelRequest['state'], op: Exclude<Op, { kind: 'submit' }>) => {
  if (op.kind === 'review') return !op.byImporter && state === 'New' ? 'Reviewed' : null;
  if (op.kind === 'approve') return !op.byImporter && state === 'Reviewed' ? 'Approved' : null;
  if (state === 'New') return 'Cancelled';
  return state === 'Reviewed' && !op.byImporter ? 'Cancelled' : null;
};

let run = 0;

describe('the ledger under random stock update histories', () => {
  it('keeps balances, dated balances, pending totals and the hash chains right', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 15, maxLength: 60, size: 'max' }), async (ops) => {
        const { importerId, inventories } = await freshInventories();
        const importer: AuthUser = { ...importerUser, importerIds: [importerId] };
        const requests: ModelRequest[] = [];
        for (const op of ops) {
          if (op.kind === 'submit') {
            const lines = op.lines.map((l) => ({ inventoryId: inventories[l.slot], quantity: l.quantity }));
            const id = await createStockUpdate(t.db, importer, {
              createdDate: day(op.daysAgo),
              stockUpdateType: op.type,
              referenceNumber: null,
              importerId,
              inventoryInfos: lines,
            });
            requests.push({ id, state: 'New', type: op.type, date: day(op.daysAgo), lines });
            continue;
          }
          if (!requests.length) continue;
          // 'oldest': the oldest request the action suits; a number: any request (often a refusal).
          const suits = { review: ['New'], approve: ['Reviewed'], cancel: ['New', 'Reviewed'] }[op.kind];
          const oldest = requests.find((r) => suits.includes(r.state));
          const request =
            op.pick === 'oldest' ? (oldest ?? requests[0]) : requests[op.pick % requests.length];
          const expected = expectedAction(request.state, op);
          const code = { review: 10, approve: 20, cancel: 30 }[op.kind];
          const outcome = await runTransition(t.db, stockUpdateBinding, {
            id: request.id,
            actionCode: code,
            user: op.byImporter ? importer : stockControl,
          }).then(
            () => 'ok',
            (error) => {
              if (!(error instanceof HttpError) || ![400, 403].includes(error.statusCode)) throw error;
              return 'refused';
            },
          );
          expect(
            outcome,
            `${op.kind} of a ${request.state} request by ${op.byImporter ? 'importer' : 'R600'}`,
          ).toBe(expected ? 'ok' : 'refused');
          if (expected) request.state = expected;
        }

        const approved = requests.filter((r) => r.state === 'Approved');
        const booked = (inventoryId: number, asOf?: string) =>
          approved
            .filter((r) => !asOf || r.date <= asOf)
            .flatMap((r) =>
              r.lines.filter((l) => l.inventoryId === inventoryId).map((l) => SIGN[r.type] * l.quantity),
            )
            .reduce((a, b) => a + b, 0);
        const open = (inventoryId: number, types: number[]) =>
          requests
            .filter((r) => (r.state === 'New' || r.state === 'Reviewed') && types.includes(r.type))
            .flatMap((r) => r.lines.filter((l) => l.inventoryId === inventoryId).map((l) => l.quantity))
            .reduce((a, b) => a + b, 0);

        const balances = await inventoryBalances(t.db, { importerIds: [importerId] });
        expect(balances.map((b) => b.inventoryId).sort((a, b) => a - b)).toEqual(inventories);
        for (const b of balances) {
          expect(b.stockBalance).toBe(booked(b.inventoryId));
          expect(b.pendingShipmentsTotal).toBe(open(b.inventoryId, [0]));
          expect(b.pendingOveragesTotal).toBe(open(b.inventoryId, [2]));
          expect(b.pendingShortagesTotal).toBe(open(b.inventoryId, [1, 3, 4]));
          expect(b.adjustedStockBalance).toBe(
            b.stockBalance + b.pendingShipmentsTotal + b.pendingOveragesTotal - b.pendingShortagesTotal,
          );
        }

        const running = await movementsWithBalances(t.db, { inventoryIds: inventories });
        const dates = [...new Set([day(91), ...approved.map((r) => r.date)])];
        for (const date of dates) {
          const asOf = await inventoryBalances(t.db, { importerIds: [importerId], asOf: date });
          for (const b of asOf) {
            expect(b.stockBalance).toBe(booked(b.inventoryId, date));
            const last = running
              .filter((m) => m.inventoryId === b.inventoryId && m.effectiveDate <= date)
              .at(-1);
            expect(b.stockBalance).toBe(last?.runningBalance ?? 0);
          }
        }
        expect((await verifyLedger(t.db)).problems).toEqual([]);
      }),
      { numRuns: 20, endOnFailure: true },
    );
  }, 60_000);
});

const HASHED = {
  inventory_id: (row: Movement) => sql`${row.otherInventory}::int`,
  // One gallon nearer zero (never zero, never past the bound).
  quantity: () => sql`case when abs(quantity) > 1 then quantity - sign(quantity) else quantity * 2 end`,
  kind: () => sql`case when kind = 'sale' then 'shipment' else 'sale' end`,
  effective_date: () => sql`effective_date + 1`,
  recorded_at: () => sql`recorded_at + interval '1 microsecond'`,
  source_type: () => sql`source_type || 'x'`,
  source_id: () => sql`source_id + 1`,
  user_id: (row: Movement) => sql`${row.userId === null ? stockControl.id : null}::int`,
  seq: () => sql`seq + 1000`,
  prev_hash: () => sql`repeat('c', 64)`,
} as const;
interface Movement {
  id: number;
  otherInventory: number;
  userId: number | null;
}

describe('the verifier under random tampering', () => {
  it('names exactly the movement whose hashed field was changed, whichever it is', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            slot: fc.integer({ min: 0, max: 1 }),
            quantity: quantityArb,
            out: fc.boolean(),
            daysAgo: fc.integer({ min: 0, max: 400 }),
            byUser: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.nat(),
        fc.constantFrom(...(Object.keys(HASHED) as (keyof typeof HASHED)[])),
        async (postings, pick, field) => {
          run += 1;
          const { inventories } = await freshInventories();
          const posted = [];
          for (const p of postings) {
            const [row] = await t.db.transaction((tx) =>
              postMovements(tx, [
                {
                  inventoryId: inventories[p.slot],
                  quantity: p.out ? -p.quantity : p.quantity,
                  kind: p.out ? 'sale' : 'shipment',
                  effectiveDate: day(p.daysAgo),
                  sourceType: 'Property',
                  sourceId: run,
                  userId: p.byUser ? importerUser.id : null,
                },
              ]),
            );
            posted.push({ ...row, userId: p.byUser ? importerUser.id : null });
          }
          const victim = posted[pick % posted.length];
          const movement: Movement = {
            id: victim.id,
            otherInventory: inventories[2],
            userId: victim.userId,
          };
          const { rows } = await sql<{ original: string | null }>`
            select ${sql.ref(field)}::text as original from ledger_movements where id = ${victim.id}`.execute(
            t.db.db,
          );
          await behindTheApplication(
            t,
            sql`update ledger_movements set ${sql.ref(field)} = ${HASHED[field](movement)} where id = ${victim.id}`,
          );
          const result = await verifyLedger(t.db);
          await behindTheApplication(
            t,
            sql`update ledger_movements set ${sql.ref(field)} = ${rows[0].original} where id = ${victim.id}`,
          );
          const named = result.problems.find((problem) => problem.id === victim.id);
          expect(named?.problems, `${field} of movement ${victim.id}`).toContain('content');
          // Nothing outside the chains it touched is named.
          const touched = new Set([victim.inventoryId, inventories[2]]);
          expect(result.problems.filter((problem) => !touched.has(problem.inventoryId))).toEqual([]);
          expect((await verifyLedger(t.db)).problems, 'restored').toEqual([]);
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
  }, 60_000);
});
