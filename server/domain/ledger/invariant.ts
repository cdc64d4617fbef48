import { sql } from 'kysely';
import { STOCK_TRANSFER_MESSAGES } from '../../../schemas/i18n/en/records.ts';
import { amount } from '../../../schemas/i18n/message.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { say } from '../../i18n/index.ts';
import { type InventoryBalance, inventoryBalances } from './balances.ts';

// THE LEDGER'S INVARIANT (DESIGN.md section 5): no inventory's balance is ever negative, on any day.
// Whatever takes stock out of an inventory (a transfer out, a shortage, an overnight or loading
// difference, a sale) goes through two checks, both here and nowhere else:
//   - when its record is written (submitted or edited): the inventory's adjusted balance, which counts
//     every open record on it, this one included, stays at zero or above (shortOfAdjustedBalance);
//   - when it is posted (approved, issued): under the inventory locks the posting holds, the stock
//     balance stays at zero or above on its date and every later day, so a back-dated removal can not
//     make a past day negative either (assertNoNegativeDay, called by postMovements).
// Both run after the write, in its transaction: a refusal rolls the write back.

export const INVARIANT_MESSAGES = {
  /** The spec's text (part 2, stock transfers), with its spelling. */
  overAdjustedBalance: STOCK_TRANSFER_MESSAGES.overBalance,
} as const;

/**
 * The first of these inventories whose adjusted balance is below zero, if any. Call it after writing
 * the lines of a record that takes stock out, holding the inventories' locks (locks.ts): its own
 * lines then count among the pending ones, so an edit is checked exactly like a new record.
 */
export async function shortOfAdjustedBalance(
  tx: Database,
  inventoryIds: number[],
): Promise<InventoryBalance | undefined> {
  tx.assertTransaction();
  if (!inventoryIds.length) return undefined;
  const balances = await inventoryBalances(tx, { inventoryIds: [...new Set(inventoryIds)] });
  return balances.find((b) => b.adjustedStockBalance < 0);
}

/**
 * Refuses (400, naming the field) a written record that leaves one of these inventories' adjusted
 * balance below zero: the one check of stock updates and stock transfers on submit and edit.
 */
export async function assertAdjustedBalances(
  tx: Database,
  removals: { inventoryId: number; field: string }[],
): Promise<void> {
  const short = await shortOfAdjustedBalance(
    tx,
    removals.map((r) => r.inventoryId),
  );
  if (!short) return;
  const field = removals.find((r) => r.inventoryId === short.inventoryId)?.field ?? 'quantity';
  const message = msg('stockTransfer.overBalance');
  throw badRequest(message, { [field]: message });
}

interface NegativeDay {
  inventoryId: number;
  day: string;
  balance: number;
}

/**
 * The lowest balance of each inventory on or after its day, where it is below zero: one row per
 * inventory that breaks the invariant there (every inventory from its first day when `from` is left
 * out). Reads the movements through their (inventory_id, effective_date) index: the sum before the
 * day, then a running sum over the days from it.
 */
async function negativeDays(db: Database, from?: { inventoryId: number; day: string }[]) {
  const checked = from
    ? sql`select c.inventory_id, min(c.day) as day
      from unnest(${from.map((f) => f.inventoryId)}::int[], ${from.map((f) => f.day)}::date[])
        as c(inventory_id, day)
      group by c.inventory_id`
    : sql`select id as inventory_id, '-infinity'::date as day from inventories`;
  const { rows } = await sql<NegativeDay>`
    with checked as (${checked}),
    opening as (
      select c.inventory_id, coalesce(sum(m.quantity), 0) as quantity
      from checked c
      left join ledger_movements m on m.inventory_id = c.inventory_id and m.effective_date < c.day
      group by c.inventory_id
    ),
    later as (
      select c.inventory_id, m.effective_date as day, sum(m.quantity) as quantity
      from checked c
      join ledger_movements m on m.inventory_id = c.inventory_id and m.effective_date >= c.day
      group by c.inventory_id, m.effective_date
    ),
    running as (
      select l.inventory_id, l.day,
        o.quantity + sum(l.quantity) over (partition by l.inventory_id order by l.day) as balance
      from later l
      join opening o on o.inventory_id = l.inventory_id
    )
    select distinct on (inventory_id) inventory_id, to_char(day, 'YYYY-MM-DD') as day, balance::bigint
    from running
    where balance < 0
    order by inventory_id, balance, day`.execute(db.db);
  return rows;
}

/**
 * After movements were inserted (postMovements, under their inventory locks): refuses (400) when one
 * that takes stock out leaves its inventory's stock balance below zero on its date or any later day.
 * The message names the inventory and the stock it had to give on that day (the lowest balance from
 * the date on, before this posting).
 */
export async function assertNoNegativeDay(
  tx: Database,
  movements: { inventoryId: number; quantity: number; effectiveDate: string }[],
): Promise<void> {
  tx.assertTransaction();
  const removals = movements.filter((m) => m.quantity < 0);
  if (!removals.length) return;
  const [negative] = await negativeDays(
    tx,
    removals.map((m) => ({ inventoryId: m.inventoryId, day: m.effectiveDate })),
  );
  if (!negative) return;
  const removed = removals
    .filter((m) => m.inventoryId === negative.inventoryId && m.effectiveDate <= negative.day)
    .reduce((sum, m) => sum - m.quantity, 0);
  const inventory = await tx.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .innerJoin('importers as imp', 'imp.id', 'i.importerId')
    .select(['st.number as storageTankNumber', 'imp.name as importerName'])
    .where('i.id', '=', negative.inventoryId)
    .executeTakeFirstOrThrow();
  const balance = amount(Math.max(0, negative.balance + removed));
  throw badRequest(
    say('server.records.overBalanceAt', {
      balance,
      tank: inventory.storageTankNumber,
      importer: inventory.importerName,
      day: negative.day,
    }),
    { quantity: say('server.records.overBalance', { balance }) },
  );
}

/**
 * Every inventory whose balance is below zero on some day, with its lowest day (ledger:verify reports
 * them: the invariant the checks above keep, proven again over the whole ledger).
 */
export const negativeBalances = (db: Database): Promise<NegativeDay[]> => negativeDays(db);
