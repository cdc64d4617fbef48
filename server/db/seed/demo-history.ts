import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import type { StockUpdateInput } from '../../../schemas/stock-update.ts';
import { loadAuthUser } from '../../domain/auth-user.ts';
import { addComment } from '../../domain/comments.ts';
import { stockUpdateType } from '../../domain/stock-updates/definition.ts';
import { stockUpdateBinding } from '../../domain/stock-updates/workflow.ts';
import { createStockUpdate } from '../../domain/stock-updates/write.ts';
import { runTransition } from '../../domain/workflow.ts';
import type { Database } from '../client.ts';

// A few months of stock history for the demo (DESIGN.md section 7), made the way real history is: stock
// update requests submitted, reviewed and approved through the same functions the API calls, so their
// movements are real ledger rows with valid hash chains. Runs once, right after the master-data seed.

export const MONTHS_OF_HISTORY = 4;

/**
 * A small deterministic generator (mulberry32), so every demo database tells the same story: a whole
 * number from min to max. 32-bit integer arithmetic throughout: a multiplication past 2^53 would round.
 */
export function generator(seed: number) {
  let state = seed >>> 0;
  return (min: number, max: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

export const hoursLater = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

/**
 * Who enters the demo history: the importer's own user submits for it, stock control for the importers
 * without one, and stock control reviews and approves. Null when the demo users are missing.
 */
export async function demoActors(db: Database) {
  const users = await db.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['importer@ppms.demo', 'marketing@ppms.demo'])
    .execute();
  const byEmail = new Map(users.map((u) => [u.email, u.id]));
  const importerUser = await loadAuthUser(db, byEmail.get('importer@ppms.demo')!);
  const stockControl = await loadAuthUser(db, byEmail.get('marketing@ppms.demo')!);
  if (!importerUser || !stockControl) return null;
  const submitterFor = (importerId: number) =>
    importerUser.importerIds.includes(importerId) ? importerUser : stockControl;
  return { importerUser, stockControl, submitterFor };
}

/** A typical API gravity at 60 °F of each demo product, for the demo's readings. */
const DEMO_GRAVITY = { PMS: 60, AGO: 35, JET: 43 };

export async function seedDemoHistory(db: Database): Promise<void> {
  const actors = await demoActors(db);
  if (!actors) return;
  const { importerUser, stockControl, submitterFor } = actors;
  const inventories = await db.db
    .selectFrom('inventories as i')
    .innerJoin('importers as imp', 'imp.id', 'i.importerId')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('products as p', 'p.id', 'st.productId')
    .select(['i.id', 'i.importerId', 'p.name as product'])
    .orderBy('imp.id')
    .orderBy('i.id')
    .execute();
  const importerIds = [...new Set(inventories.map((i) => i.importerId))];
  const random = generator(2026);
  const today = new Date();
  const start = subDays(today, MONTHS_OF_HISTORY * 30);

  const request = async (
    importerId: number,
    type: number,
    date: Date,
    reference: string,
    lines: StockUpdateInput['inventoryInfos'],
    until: 'New' | 'Reviewed' | 'Approved',
    comment?: string,
  ) => {
    const at = hoursLater(date, 9);
    const id = await createStockUpdate(
      db,
      submitterFor(importerId),
      {
        createdDate: format(date, 'yyyy-MM-dd'),
        stockUpdateType: type,
        referenceNumber: reference,
        importerId,
        inventoryInfos: lines,
      },
      { at },
    );
    if (until === 'New') return id;
    await runTransition(db, stockUpdateBinding, {
      id,
      actionCode: 10,
      user: stockControl,
      at: hoursLater(at, 5),
      comment,
    });
    if (until === 'Reviewed') return id;
    await runTransition(db, stockUpdateBinding, {
      id,
      actionCode: 20,
      user: stockControl,
      at: hoursLater(at, 26),
    });
    return id;
  };

  // Readings (README 'Standard volumes'): the first importer's every other vessel and its loading
  // differences carry the tropical tank temperature and the product's API gravity (Table 6B).
  const gravityOf = (inventoryId: number) =>
    DEMO_GRAVITY[inventories.find((i) => i.id === inventoryId)?.product as keyof typeof DEMO_GRAVITY] ?? 35;
  const readingRandom = generator(21); // its own sequence: the rest of the history stays as it was
  const readings = (inventoryId: number) => ({
    temperature: 80 + readingRandom(0, 30) / 2,
    gravity: gravityOf(inventoryId) + readingRandom(-10, 10) / 10,
  });

  for (const [n, importerId] of importerIds.entries()) {
    const own = inventories.filter((i) => i.importerId === importerId).map((i) => i.id);
    // A vessel every three weeks or so, discharging into each of the importer's tanks.
    let date = addDays(start, 3 + n * 4);
    let vessel = 1;
    while (date < subDays(today, 7)) {
      const measured = n === 0 && vessel % 2 === 0;
      const lines = own.map((inventoryId) => ({
        inventoryId,
        quantity: random(60, 240) * 1000,
        ...(measured ? readings(inventoryId) : {}),
      }));
      await request(
        importerId,
        0,
        date,
        `BL-${100 + n}-${String(vessel).padStart(3, '0')}`,
        lines,
        'Approved',
        'Bill of lading and ullage report match.',
      );
      // Some days later, the dip shows a difference on one tank.
      const type = [1, 2, 3, 4][random(0, 3)];
      const tank = own[random(0, own.length - 1)];
      const adjustment = [
        {
          inventoryId: tank,
          quantity: random(3, 40) * 50,
          ...(n === 0 && type === 4 ? { ...readings(tank), measuredVolume: random(20, 40) * 1000 } : {}),
        },
      ];
      await request(
        importerId,
        type,
        addDays(date, random(2, 6)),
        `ADJ-${100 + n}-${vessel}`,
        adjustment,
        'Approved',
      );
      date = addDays(date, random(18, 25));
      vessel += 1;
    }
  }

  // Open requests for the dashboard and the lists: new ones from the importer, one under review.
  const [first, second, third] = importerIds;
  const ownOf = (importerId: number) =>
    inventories.filter((i) => i.importerId === importerId).map((i) => i.id);
  const waiting = await request(
    first,
    0,
    subDays(today, 2),
    `BL-${100}-OPEN`,
    ownOf(first)
      .slice(0, 2)
      .map((inventoryId) => ({ inventoryId, quantity: 185_000 })),
    'New',
  );
  await addComment(
    db,
    stockUpdateType,
    importerUser,
    waiting,
    'Ullage certificate to follow once the discharge completes.',
  );
  await request(
    first,
    4,
    subDays(today, 1),
    'ADJ-100-LOAD',
    [{ inventoryId: ownOf(first)[0], quantity: 640, ...readings(ownOf(first)[0]), measuredVolume: 36_000 }],
    'New',
  );
  if (second) {
    await request(
      second,
      0,
      subDays(today, 4),
      'BL-101-OPEN',
      [{ inventoryId: ownOf(second)[0], quantity: 220_000 }],
      'Reviewed',
      'Quantities agree with the terminal report.',
    );
  }
  if (third) {
    await request(
      third,
      1,
      subDays(today, 3),
      'ADJ-102-SHORT',
      [{ inventoryId: ownOf(third)[1] ?? ownOf(third)[0], quantity: 1_250 }],
      'New',
    );
  }
}
