import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { sql } from 'kysely';
import type { StockUpdateInput } from '../../../schemas/stock-update.ts';
import type { Database } from '../../../server/db/client.ts';
import { type AuthUser, loadAuthUser } from '../../../server/domain/auth-user.ts';
import { postMovements } from '../../../server/domain/ledger/index.ts';
import { stockUpdateBinding } from '../../../server/domain/stock-updates/workflow.ts';
import { createStockUpdate } from '../../../server/domain/stock-updates/write.ts';
import { runTransition } from '../../../server/domain/workflow.ts';
import type { caller, TestApp } from '../../helpers/app.ts';

export type Call = ReturnType<typeof caller>;

// Generated history for the report tests, on top of the demo's months of shipments and adjustments:
// requests of every stock update type over the past year made through the same functions the API
// calls (so their movements are real postings of real records), some left open, and sales posted
// straight to the ledger with postMovements until delivery orders and filling advice notes exist.

export const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'yyyy-MM-dd');

/** A small deterministic generator, so every run tells the same story. */
export function generator(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return min + (state % (max - min + 1));
  };
}

export interface Stake {
  inventoryId: number;
  importerId: number;
  productId: number;
}

/** Every inventory of the database with its importer and product. */
export async function stakes(t: TestApp): Promise<Stake[]> {
  return t.db.db
    .selectFrom('inventories as i')
    .innerJoin('storageTanks as st', 'st.id', 'i.storageTankId')
    .select(['i.id as inventoryId', 'i.importerId', 'st.productId'])
    .orderBy('i.id')
    .execute();
}

export async function user(t: TestApp, email: string): Promise<AuthUser> {
  const row = await t.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return (await loadAuthUser(t.db, row.id))!;
}

/** Stock control submits a request for any importer and takes it as far as `until`. */
export async function stockUpdate(
  t: TestApp,
  input: Omit<StockUpdateInput, 'referenceNumber'> & { referenceNumber?: string },
  until: 'New' | 'Reviewed' | 'Approved' = 'Approved',
): Promise<number> {
  const stockControl = await user(t, 'marketing@ppms.demo');
  const id = await createStockUpdate(t.db, stockControl, { referenceNumber: null, ...input });
  if (until === 'New') return id;
  await runTransition(t.db, stockUpdateBinding, { id, actionCode: 10, user: stockControl });
  if (until === 'Reviewed') return id;
  await runTransition(t.db, stockUpdateBinding, { id, actionCode: 20, user: stockControl });
  return id;
}

/**
 * A year of requests of every type on every inventory (a few a month), some New or Reviewed; answers
 * how many it made.
 */
export async function generateHistory(t: TestApp, seed = 12): Promise<number> {
  const random = generator(seed);
  let made = 0;
  for (const stake of await stakes(t)) {
    // A first shipment before the year, so that no loss takes a balance below zero (the ledger's invariant).
    await stockUpdate(t, {
      createdDate: day(365),
      stockUpdateType: 0,
      importerId: stake.importerId,
      inventoryInfos: [{ inventoryId: stake.inventoryId, quantity: 100_000 }],
    });
    made += 1;
    for (let daysAgo = 360; daysAgo > 2; daysAgo -= random(20, 45)) {
      const type = random(0, 4);
      const quantity = type === 0 ? random(20, 90) * 1000 : random(1, 60) * 25;
      const until = random(0, 9) === 0 ? (random(0, 1) ? 'New' : 'Reviewed') : 'Approved';
      await stockUpdate(
        t,
        {
          createdDate: day(daysAgo),
          stockUpdateType: type,
          importerId: stake.importerId,
          inventoryInfos: [{ inventoryId: stake.inventoryId, quantity }],
        },
        until,
      );
      made += 1;
    }
  }
  return made;
}

export interface Sale {
  inventoryId: number;
  quantity: number;
  date: string;
}

/**
 * Sales as issuing a filling advice note makes them (the convention of server/domain/reports/sources.ts):
 * per sale a Fulfilled delivery order on an approved transfer order of the inventory's importer and
 * product, fulfilled on the sale's day, and its negative `sale` movement on that day. Written in SQL
 * until notes exist on this branch. With `records: false` only the movements are posted (no delivery
 * order behind them: what Stock Reconciliation must catch). Answers the delivery orders' ids.
 */
export async function postSales(t: Pick<TestApp, 'db'>, sales: Sale[], { records = true } = {}) {
  let unknown = 900_000;
  return t.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const sale of sales) ids.push(records ? await saleDeliveryOrder(tx, sale) : ++unknown);
    await postMovements(
      tx,
      sales.map((sale, i) => ({
        inventoryId: sale.inventoryId,
        quantity: -sale.quantity,
        kind: 'sale' as const,
        effectiveDate: sale.date,
        sourceType: 'DeliveryOrder',
        sourceId: ids[i],
        userId: null,
      })),
    );
    return ids;
  });
}

/**
 * A transfer order (approved at 8:00 of the day, Delivered at noon as issuing the note delivers it) and
 * its Fulfilled delivery order of one line, fulfilled at noon of the day. Open (`open`): the order stays
 * Approved, and its delivery order, submitted at noon of the day, Approved with its tank assigned.
 */
let saleNumber = 0;
async function saleDeliveryOrder(tx: Database, sale: Sale, open = false): Promise<number> {
  const number = `SALE-${process.pid}-${++saleNumber}`;
  const noon = sql`(${sale.date}::date + time '12:00')::timestamptz`;
  const { rows } = await sql<{ id: number }>`
    with stake as (
      select i.importer_id, st.product_id, (select min(id) from distributors) as distributor_id,
        (select min(id) from users) as user_id, ${number}::text as number
      from inventories i join storage_tanks st on st.id = i.storage_tank_id
      where i.id = ${sale.inventoryId}
    ),
    transfer_order as (
      insert into transfer_orders (transfer_order_number, importer_id, distributor_id, product_id, quantity,
        status, progress, created_by)
      select number, importer_id, distributor_id, product_id, ${sale.quantity},
        ${open ? 'Approved' : 'Delivered'}, ${open ? 30 : 40}, user_id
      from stake returning id
    ),
    delivery_order as (
      insert into delivery_orders (delivery_order_number, distributor_id, importer_id, product_id, status,
        progress, priority, submitted_at, submitted_by, fulfilled_at, fulfilled_by)
      select number, distributor_id, importer_id, product_id, ${open ? 'Approved' : 'Fulfilled'},
        ${open ? 20 : 30}, 1, ${open ? noon : sql`now()`}, user_id, ${open ? null : noon}, ${open ? null : sql`user_id`}
      from stake returning id
    ),
    line as (
      insert into delivery_order_lines (delivery_order_id, transfer_order_id, inventory_id, quantity)
      select d.id, o.id, ${sale.inventoryId}, ${sale.quantity} from delivery_order d, transfer_order o    ),
    approval as (
      insert into record_history (record_type, record_id, action, action_code, from_state, to_state, user_id, at)
      select 'TransferOrder', o.id, step.action, step.code, step.from_state, step.to_state, s.user_id,
        (${sale.date}::date + step.at)::timestamptz
      from transfer_order o, stake s, (values
        ('Approve', 10, 'ControlRoom', 'Approved', time '08:00'),
        ('Deliver', null, 'Approved', 'Delivered', time '12:00')
      ) as step(action, code, from_state, to_state, at)
      where not ${open} or step.to_state = 'Approved'
    )
    select id from delivery_order`.execute(tx.db);
  return rows[0].id;
}

/** An Approved delivery order of one line on a tank, submitted at noon of the day: it posts nothing yet. */
export const openSale = (t: Pick<TestApp, 'db'>, sale: Sale) =>
  t.db.transaction((tx) => saleDeliveryOrder(tx, sale, true));

/** The ledger sum per importer and product as of a day, straight from the movements. */
export async function ledgerSums(t: TestApp, asOf: string) {
  const { rows } = await sql<{ importerId: number; productId: number; balance: number }>`
    select i.importer_id, st.product_id, coalesce(sum(m.quantity), 0)::bigint as balance
    from inventories i
    join storage_tanks st on st.id = i.storage_tank_id
    left join ledger_movements m on m.inventory_id = i.id and m.effective_date <= ${asOf}::date
    group by 1, 2 order by 1, 2`.execute(t.db.db);
  return rows;
}

/**
 * Per importer and product name, the quantity of the approved requests of a type in the period, read
 * from the requests themselves (not the ledger).
 */
export async function approvedRequests(t: TestApp, type: number, from: string, to: string) {
  const { rows } = await sql<{ importerId: number; product: string; quantity: number }>`
    select su.importer_id, lower(p.name) as product, sum(l.quantity)::bigint as quantity
    from stock_updates su
    join stock_update_lines l on l.stock_update_id = su.id
    join inventories i on i.id = l.inventory_id
    join storage_tanks st on st.id = i.storage_tank_id
    join products p on p.id = st.product_id
    where su.status = 'Approved' and su.stock_update_type = ${type}
      and su.created_date between ${from}::date and ${to}::date
    group by 1, 2 order by 1, 2`.execute(t.db.db);
  return rows;
}
