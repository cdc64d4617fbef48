import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { addComment } from '../../domain/comments.ts';
import { stockTransferType } from '../../domain/stock-transfers/definition.ts';
import { stockTransferBinding } from '../../domain/stock-transfers/workflow.ts';
import { createStockTransfer } from '../../domain/stock-transfers/write.ts';
import { runTransition } from '../../domain/workflow.ts';
import type { Database } from '../client.ts';
import { demoActors, generator, hoursLater, MONTHS_OF_HISTORY } from './demo-history.ts';

// Months of stock transfers between the demo importers' inventories, made the way real ones are: submitted,
// reviewed and approved through the functions the API calls, so approvals are real ledger rows. Runs
// after the stock update history (demo-history.ts), whose shipments they draw on; a few stay open.

export async function seedDemoTransfers(db: Database): Promise<void> {
  const actors = await demoActors(db);
  if (!actors) return;
  const { importerUser, stockControl, submitterFor } = actors;
  const inventories = await db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select(['i.id', 'i.importerId', 'st.productId'])
    .where('i.isActive', '=', true)
    .orderBy('i.importerId')
    .orderBy('i.id')
    .execute();
  type Inventory = (typeof inventories)[number];
  /** Every ordered pair of inventories a transfer may join: two of one product. */
  const pairsOf = (froms: Inventory[], tos: Inventory[]) =>
    froms.flatMap((a) => tos.filter((b) => b.id !== a.id && b.productId === a.productId).map((b) => [a, b]));
  const pairs = pairsOf(inventories, inventories);
  if (!pairs.length) return;
  const random = generator(3031);
  const today = new Date();

  const transfer = async (
    [from, to]: Inventory[],
    date: Date,
    reference: string,
    quantity: number,
    until: 'New' | 'Reviewed' | 'Approved',
  ) => {
    const at = hoursLater(date, 10);
    const id = await createStockTransfer(
      db,
      submitterFor(from.importerId),
      {
        createdDate: format(date, 'yyyy-MM-dd'),
        referenceNumber: reference,
        fromInventoryId: from.id,
        toInventoryId: to.id,
        quantity,
      },
      { at },
    );
    const steps = until === 'New' ? [] : until === 'Reviewed' ? [10] : [10, 20];
    for (const [n, actionCode] of steps.entries()) {
      await runTransition(db, stockTransferBinding, {
        id,
        actionCode,
        user: stockControl,
        at: hoursLater(at, 4 + 20 * n),
      });
    }
    return id;
  };

  // Every week or two a transfer of 5,000 to 30,000 gallons, once the first vessels have discharged.
  let date = subDays(today, MONTHS_OF_HISTORY * 30 - 20);
  for (let n = 1; date < subDays(today, 5); n++) {
    const pair = pairs[random(0, pairs.length - 1)];
    await transfer(pair, date, `ST-${String(n).padStart(3, '0')}`, random(5, 30) * 1000, 'Approved');
    date = addDays(date, random(7, 14));
  }

  // Open transfers for the dashboard and the lists: the first importer moving stock between its own
  // tanks, one coming in to it from another importer, one between two other importers under review.
  const own = inventories.filter((i) => i.importerId === inventories[0].importerId);
  const theirs = inventories.filter((i) => !own.includes(i));
  const [ownPair] = pairsOf(own, own);
  if (ownPair) {
    const waiting = await transfer(ownPair, subDays(today, 1), 'ST-OWN-OPEN', 12_500, 'New');
    await addComment(
      db,
      stockTransferType,
      importerUser,
      waiting,
      'The first tank goes into maintenance next week.',
    );
  }
  const [incoming] = pairsOf(theirs, own);
  if (incoming) await transfer(incoming, subDays(today, 3), 'ST-IN-OPEN', 8_000, 'New');
  const between = pairsOf(theirs, theirs).find(([a, b]) => a.importerId !== b.importerId);
  if (between) await transfer(between, subDays(today, 2), 'ST-REV-OPEN', 20_000, 'Reviewed');
}
