import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../schemas/numbers.ts';
import { type AuthUser, loadAuthUser } from '../../../server/domain/auth-user.ts';
import {
  INVARIANT_MESSAGES,
  inventoryBalances,
  movementsWithBalances,
  postMovements,
  verifyLedger,
} from '../../../server/domain/ledger/index.ts';
import { stockTransferBinding } from '../../../server/domain/stock-transfers/workflow.ts';
import { createStockTransfer, editStockTransfer } from '../../../server/domain/stock-transfers/write.ts';
import { stockUpdateBinding } from '../../../server/domain/stock-updates/workflow.ts';
import { createStockUpdate, editStockUpdate } from '../../../server/domain/stock-updates/write.ts';
import { runTransition } from '../../../server/domain/workflow.ts';
import { HttpError } from '../../../server/errors.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { behindTheApplication, importerInTanks } from './fixtures.ts';

// Two properties, each on inventories of its own so that neither depends on what the other left:
// - random sequences of stock updates and stock transfers submitted, edited, reviewed, approved and
//   cancelled, against a model: the server accepts exactly what the model says the ledger's invariant
//   allows (removals within the adjusted balance when written, within the stock balance on their day
//   and every later day when approved), refuses the rest with a 400 and its message, no balance is
//   ever below zero on any day, stock is conserved (transfers move it, only stock updates change the
//   total), balances, dated balances and pending totals follow the model, and the hash chains verify;
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
  // Two PMS tanks (transfers run between them) and an AGO one.
  const tank = async (number: string) =>
    (
      await t.db.db
        .selectFrom('storageTanks')
        .select('id')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).id;
  tanks = [await tank('T-101'), await tank('T-102'), await tank('T-201')];
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
  | { kind: 'update'; type: number; lines: { slot: number; quantity: number }[]; daysAgo: number }
  | { kind: 'transfer'; reverse: boolean; quantity: number; daysAgo: number }
  | { kind: 'edit'; pick: number; quantity: number; daysAgo: number }
  | { kind: 'review' | 'approve' | 'cancel'; pick: 'oldest' | number; byImporter: boolean };

const linesArb = fc.uniqueArray(fc.record({ slot: fc.integer({ min: 0, max: 2 }), quantity: quantityArb }), {
  minLength: 1,
  maxLength: 3,
  selector: (l) => l.slot,
});
const daysAgoArb = fc.integer({ min: 0, max: 90 });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      // Shipments as often as the other four types together, so that there is stock to take.
      type: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })),
      lines: linesArb,
      daysAgo: daysAgoArb,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      reverse: fc.boolean(),
      quantity: quantityArb,
      daysAgo: daysAgoArb,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      quantity: quantityArb,
      daysAgo: daysAgoArb,
    }),
    weight: 1,
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
    weight: 7,
  },
);

type State = 'New' | 'Reviewed' | 'Approved' | 'Cancelled';

interface ModelRecord {
  kind: 'update' | 'transfer';
  id: number;
  state: State;
  /** Stock update type; for a transfer, which way it goes. */
  type: number;
  date: string;
  /** What approval posts: signed gallons per inventory. */
  moves: { inventoryId: number; quantity: number }[];
}

/** A fresh importer with an inventory in each of three tanks, so each run starts from zero. */
const freshInventories = () => importerInTanks(t, tanks);

const expectedState = (state: State, op: { kind: 'review' | 'approve' | 'cancel'; byImporter: boolean }) => {
  if (op.kind === 'review') return !op.byImporter && state === 'New' ? 'Reviewed' : null;
  if (op.kind === 'approve') return !op.byImporter && state === 'Reviewed' ? 'Approved' : null;
  if (state === 'New') return 'Cancelled';
  return state === 'Reviewed' && !op.byImporter ? 'Cancelled' : null;
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const isOpen = (r: ModelRecord) => r.state === 'New' || r.state === 'Reviewed';

/** The model's ledger: what approved records posted, per inventory, as of a day (or all of it). */
const booked = (records: ModelRecord[], inventoryId: number, asOf?: string) =>
  sum(
    records
      .filter((r) => r.state === 'Approved' && (!asOf || r.date <= asOf))
      .flatMap((r) => r.moves.filter((m) => m.inventoryId === inventoryId).map((m) => m.quantity)),
  );

/** Adjusted balance: the ledger plus every open record's moves (incoming and additions in, removals out). */
const adjusted = (records: ModelRecord[], inventoryId: number) =>
  booked(records, inventoryId) +
  sum(
    records
      .filter(isOpen)
      .flatMap((r) => r.moves.filter((m) => m.inventoryId === inventoryId).map((m) => m.quantity)),
  );

/** Written as `record` (new, or in place of its earlier self): each inventory it takes from stays >= 0. */
const fitsAdjusted = (records: ModelRecord[], record: ModelRecord) => {
  const after = [...records.filter((r) => r.id !== record.id || r.kind !== record.kind), record];
  return record.moves.filter((m) => m.quantity < 0).every((m) => adjusted(after, m.inventoryId) >= 0);
};

/** Approving `record`: each inventory it takes from stays >= 0 on its day and every later day. */
const fitsLedger = (records: ModelRecord[], record: ModelRecord) => {
  const after = records.map((r) => (r === record ? { ...r, state: 'Approved' as const } : r));
  return record.moves
    .filter((m) => m.quantity < 0)
    .every((m) => {
      const days = after
        .filter(
          (r) =>
            r.state === 'Approved' &&
            r.date >= record.date &&
            r.moves.some((x) => x.inventoryId === m.inventoryId),
        )
        .map((r) => r.date);
      return days.every((d) => booked(after, m.inventoryId, d) >= 0);
    });
};

/** Refusals are HttpErrors: 400 for a record that moved on or a balance, 403 for another role's action. */
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ ok: true as const }),
    (error) => {
      if (!(error instanceof HttpError) || ![400, 403].includes(error.statusCode) || !error.message)
        throw error;
      return { ok: false as const, status: error.statusCode, message: error.message };
    },
  );

/** Every inventory's balance at the end of every day it moved, from the movements themselves. */
async function lowestDailyBalance(inventories: number[]) {
  const rows = await t.db.db
    .selectFrom('ledgerMovements')
    .select(['inventoryId', 'effectiveDate', 'quantity'])
    .where('inventoryId', 'in', inventories)
    .orderBy('inventoryId')
    .orderBy('effectiveDate')
    .execute();
  let lowest = 0;
  for (const inventoryId of inventories) {
    const mine = rows.filter((r) => r.inventoryId === inventoryId);
    let balance = 0;
    mine.forEach((row, i) => {
      balance += Number(row.quantity);
      if (mine[i + 1]?.effectiveDate !== row.effectiveDate) lowest = Math.min(lowest, balance);
    });
  }
  return lowest;
}

let run = 0;

describe('the ledger under random stock update and stock transfer histories', () => {
  it('accepts exactly what keeps every balance at zero or above on every day, and keeps the books right', async () => {
    let refusedForBalance = 0;
    let approvedRemovals = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 15, maxLength: 60, size: 'max' }), async (ops) => {
        const { importerId, inventories } = await freshInventories();
        const importer: AuthUser = { ...importerUser, importerIds: [importerId] };
        const records: ModelRecord[] = [];
        // Removals a quarter of the drawn quantity and dated in the last ten days, additions as drawn: so
        // that many removals fit and many do not, and the rule is tried both ways.
        const removes = (r: { kind: ModelRecord['kind']; type: number }) =>
          r.kind === 'transfer' || SIGN[r.type] < 0;
        const gallons = (r: { kind: ModelRecord['kind']; type: number }, quantity: number) =>
          removes(r) ? Math.ceil(quantity / 4) : quantity;
        const dated = (r: { kind: ModelRecord['kind']; type: number }, daysAgo: number) =>
          day(removes(r) ? Math.floor(daysAgo / 9) : daysAgo);
        const updateMoves = (type: number, lines: { slot: number; quantity: number }[]) =>
          lines.map((l) => ({
            inventoryId: inventories[l.slot],
            quantity: SIGN[type] * gallons({ kind: 'update', type }, l.quantity),
          }));
        const transferMoves = (reverse: number, quantity: number) => {
          const [from, to] = reverse ? [inventories[1], inventories[0]] : [inventories[0], inventories[1]];
          const moved = gallons({ kind: 'transfer', type: reverse }, quantity);
          return [
            { inventoryId: from, quantity: -moved },
            { inventoryId: to, quantity: moved },
          ];
        };
        const write = (record: ModelRecord, edit: boolean) => {
          if (record.kind === 'update') {
            const input = {
              createdDate: record.date,
              stockUpdateType: record.type,
              referenceNumber: null,
              importerId,
              inventoryInfos: record.moves.map((m) => ({
                inventoryId: m.inventoryId,
                quantity: Math.abs(m.quantity),
              })),
            };
            return edit
              ? editStockUpdate(t.db, importer, { ...input, stockUpdateId: record.id }).then(() => record.id)
              : createStockUpdate(t.db, importer, input);
          }
          const input = {
            referenceNumber: null,
            fromInventoryId: record.moves[0].inventoryId,
            toInventoryId: record.moves[1].inventoryId,
            quantity: record.moves[1].quantity,
            createdDate: record.date,
          };
          return edit
            ? editStockTransfer(t.db, importer, { ...input, id: record.id }).then(() => record.id)
            : createStockTransfer(t.db, importer, input);
        };

        for (const op of ops) {
          if (op.kind === 'update' || op.kind === 'transfer' || op.kind === 'edit') {
            let record: ModelRecord;
            if (op.kind === 'edit') {
              if (!records.length) continue;
              const before = records[op.pick % records.length];
              // The same record with a new date and quantities (each line's, or the transfer's).
              const moves =
                before.kind === 'update'
                  ? before.moves.map((m, i) => ({
                      ...m,
                      quantity:
                        Math.sign(m.quantity) * (i ? Math.abs(m.quantity) : gallons(before, op.quantity)),
                    }))
                  : transferMoves(before.type, op.quantity);
              record = { ...before, date: dated(before, op.daysAgo), moves };
            } else {
              record =
                op.kind === 'update'
                  ? {
                      kind: 'update',
                      id: 0,
                      state: 'New',
                      type: op.type,
                      date: dated({ kind: 'update', type: op.type }, op.daysAgo),
                      moves: updateMoves(op.type, op.lines),
                    }
                  : {
                      kind: 'transfer',
                      id: 0,
                      state: 'New',
                      type: Number(op.reverse),
                      date: dated({ kind: 'transfer', type: 0 }, op.daysAgo),
                      moves: transferMoves(Number(op.reverse), op.quantity),
                    };
            }
            const editable = op.kind !== 'edit' || record.state === 'New';
            const fits = fitsAdjusted(records, record);
            let id = record.id;
            const outcome = await outcomeOf(
              write(record, op.kind === 'edit').then((written) => {
                id = written;
              }),
            );
            const what = `${op.kind} of ${record.kind} ${JSON.stringify(record)}`;
            expect(outcome.ok, what).toBe(editable && fits);
            if (!outcome.ok && editable) {
              refusedForBalance += 1;
              expect(outcome, what).toEqual({
                ok: false,
                status: 400,
                message: INVARIANT_MESSAGES.overAdjustedBalance,
              });
            }
            if (!outcome.ok) continue;
            if (op.kind === 'edit')
              records[records.findIndex((r) => r.kind === record.kind && r.id === record.id)] = record;
            else records.push({ ...record, id });
            continue;
          }
          if (!records.length) continue;
          // 'oldest': the oldest record the action suits; a number: any record (often a refusal).
          const suits = { review: ['New'], approve: ['Reviewed'], cancel: ['New', 'Reviewed'] }[op.kind];
          const record =
            op.pick === 'oldest'
              ? (records.find((r) => suits.includes(r.state)) ?? records[0])
              : records[op.pick % records.length];
          const next = expectedState(record.state, op);
          const fits = next !== 'Approved' || fitsLedger(records, record);
          const code = { review: 10, approve: 20, cancel: 30 }[op.kind];
          const user = op.byImporter ? importer : stockControl;
          const input = { id: record.id, actionCode: code, user };
          const outcome = await outcomeOf(
            record.kind === 'update'
              ? runTransition(t.db, stockUpdateBinding, input)
              : runTransition(t.db, stockTransferBinding, input),
          );
          const what = `${op.kind} of a ${record.state} ${record.kind} ${JSON.stringify(record)} by ${op.byImporter ? 'importer' : 'R600'}`;
          expect(outcome.ok, what).toBe(next !== null && fits);
          if (next && !fits) {
            refusedForBalance += 1;
            expect(outcome, what).toMatchObject({
              ok: false,
              status: 400,
              message: expect.stringMatching(
                /^Quantity can not be more than the inventory stock balance of [\d,]+ gallons\. \(tank /,
              ),
            });
            // As stock control would: a request the stock can not cover is cancelled, not left in the queue.
            const cancel = { id: record.id, actionCode: 30, user: stockControl };
            await (record.kind === 'update'
              ? runTransition(t.db, stockUpdateBinding, cancel)
              : runTransition(t.db, stockTransferBinding, cancel));
            record.state = 'Cancelled';
          }
          if (!outcome.ok || !next) continue;
          record.state = next;
          if (next === 'Approved' && record.moves.some((m) => m.quantity < 0)) {
            approvedRemovals += 1;
            expect(await lowestDailyBalance(inventories), `after ${what}`).toBeGreaterThanOrEqual(0);
          }
        }

        expect(await lowestDailyBalance(inventories)).toBeGreaterThanOrEqual(0);
        const balances = await inventoryBalances(t.db, { importerIds: [importerId] });
        expect(balances.map((b) => b.inventoryId).sort((a, b) => a - b)).toEqual(inventories);
        const open = (inventoryId: number, kind: ModelRecord['kind'], types: number[], sign: 1 | -1) =>
          sum(
            records
              .filter((r) => isOpen(r) && r.kind === kind && (kind === 'transfer' || types.includes(r.type)))
              .flatMap((r) =>
                r.moves.filter((m) => m.inventoryId === inventoryId && Math.sign(m.quantity) === sign),
              )
              .map((m) => Math.abs(m.quantity)),
          );
        for (const b of balances) {
          expect(b.stockBalance).toBe(booked(records, b.inventoryId));
          expect(b.pendingShipmentsTotal).toBe(open(b.inventoryId, 'update', [0], 1));
          expect(b.pendingOveragesTotal).toBe(open(b.inventoryId, 'update', [2], 1));
          expect(b.pendingShortagesTotal).toBe(open(b.inventoryId, 'update', [1, 3, 4], -1));
          expect(b.pendingOutGoingStockTransfersTotal).toBe(open(b.inventoryId, 'transfer', [], -1));
          expect(b.pendingIncomingStockTransfersTotal).toBe(open(b.inventoryId, 'transfer', [], 1));
          expect(b.adjustedStockBalance).toBe(adjusted(records, b.inventoryId));
        }
        // Conservation: transfers only move stock, so the importer's total is what its stock updates posted.
        const updatesPosted = sum(
          records
            .filter((r) => r.kind === 'update' && r.state === 'Approved')
            .flatMap((r) => r.moves.map((m) => m.quantity)),
        );
        expect(sum(balances.map((b) => b.stockBalance))).toBe(updatesPosted);

        const running = await movementsWithBalances(t.db, { inventoryIds: inventories });
        const dates = [
          ...new Set([day(91), ...records.filter((r) => r.state === 'Approved').map((r) => r.date)]),
        ];
        for (const date of dates) {
          const asOf = await inventoryBalances(t.db, { importerIds: [importerId], asOf: date });
          for (const b of asOf) {
            expect(b.stockBalance).toBe(booked(records, b.inventoryId, date));
            const last = running
              .filter((m) => m.inventoryId === b.inventoryId && m.effectiveDate <= date)
              .at(-1);
            expect(b.stockBalance).toBe(last?.runningBalance ?? 0);
          }
        }
        const verification = await verifyLedger(t.db);
        expect(verification.problems).toEqual([]);
        expect(verification.negativeBalances).toEqual([]);
      }),
      { numRuns: 40, endOnFailure: true },
    );
    // The runs tried the rule both ways: removals refused for the balance, and removals approved.
    expect(refusedForBalance).toBeGreaterThan(20);
    expect(approvedRemovals).toBeGreaterThan(5);
  }, 120_000);
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
          // Stock enough for every removal first: no balance may go below zero (the ledger's invariant).
          await t.db.transaction((tx) =>
            postMovements(
              tx,
              [0, 1].flatMap((slot) =>
                postings.map(() => ({
                  inventoryId: inventories[slot],
                  quantity: MAX_LINE_QUANTITY,
                  kind: 'shipment' as const,
                  effectiveDate: day(401),
                  sourceType: 'Property',
                  sourceId: run,
                  userId: null,
                })),
              ),
            ),
          );
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
