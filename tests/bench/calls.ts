import { sql } from 'kysely';
import type { TransferOrderState } from '../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../server/db/client.ts';
import { DEMO_USER_BY_ROLE } from '../../server/db/seed/demo.ts';

// What the bench calls: every search with typical filters (page 1, the busiest importer or distributor
// with a product, a number, a number being typed, a month, a deep page), the audit log's pages (a row per
// record change at national scale), every report over a month and a year, and the reads whose throughput
// issue 23 compares (GET by id, the dashboard, Setting/AppCodes), the balances a form reads to check
// stock (timed, no budget: the write paths run the same balance statement under their inventory locks),
// and the panels stock control's dashboard loads beside it (timed, no budget: at scale 1 the count of
// losses over tolerance took 267 ms until it was planned per call). The ids, numbers and names come from
// the bench's database, so the same list serves the demo data and any scale.

export interface BenchCall {
  name: string;
  kind: 'search' | 'report' | 'read' | 'form';
  /** Reports: the period; budgets are on a year's. */
  span?: 'month' | 'year';
  /** The demo user it runs as. */
  as: string;
  method: 'GET' | 'POST';
  /** Under /api/v1/. */
  path: string;
  body?: unknown;
}

/** A transfer order delivery orders may draw on. */
const APPROVED: TransferOrderState = 'Approved';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The most used value of `column` in `table` (a busy importer, a distributor, a product). */
async function busiest(db: Database, table: string, column: string): Promise<number> {
  const { rows } = await sql<{ v: number }>`select ${sql.ref(column)} as v from ${sql.table(table)}
    group by 1 order by count(*) desc, 1 limit 1`.execute(db.db);
  if (!rows.length) throw new Error(`The bench database has no ${table}.`);
  return rows[0].v;
}

/** A value of `column` in the middle of `table` by id (a number someone would search for). */
async function middle(db: Database, table: string, column: string): Promise<string> {
  const { rows } = await sql<{ v: string }>`select ${sql.ref(column)}::text as v from ${sql.table(table)}
    where ${sql.ref(column)} is not null order by id offset (select count(*) / 2 from ${sql.table(table)}) limit 1`.execute(
    db.db,
  );
  if (!rows.length) throw new Error(`The bench database has no ${table}.${column}.`);
  return rows[0].v;
}

const middleId = async (db: Database, table: string) => Number(await middle(db, table, 'id'));

export async function benchCalls(db: Database): Promise<BenchCall[]> {
  const stockControl = DEMO_USER_BY_ROLE.R600;
  const month = { from: day(30), to: day(0) };
  const year = { from: day(365), to: day(0) };
  const created = { createdFrom: month.from, createdTo: month.to };
  const fulfilled = { fulfilledFrom: month.from, fulfilledTo: month.to };

  const orderImporter = await busiest(db, 'transfer_orders', 'importer_id');
  const orderProduct = await busiest(db, 'transfer_orders', 'product_id');
  const orderDistributor = await busiest(db, 'transfer_orders', 'distributor_id');
  const deliveryDistributor = await busiest(db, 'delivery_orders', 'distributor_id');
  const noteDistributor = await busiest(db, 'filling_advice_notes', 'distributor_id');
  const updateImporter = await busiest(db, 'stock_updates', 'importer_id');
  const transferImporter = (
    await sql<{ v: number }>`select i.importer_id as v from stock_transfers t
      join inventories i on i.id = t.from_inventory_id group by 1 order by count(*) desc, 1 limit 1`.execute(
      db.db,
    )
  ).rows[0]?.v;
  const stake = (
    await sql<{ importerId: number; productId: number }>`
      select i.importer_id as "importerId", st.product_id as "productId"
      from inventories i join storage_tanks st on st.id = i.storage_tank_id
      where i.importer_id = ${updateImporter} order by i.id limit 1`.execute(db.db)
  ).rows[0];

  const search = (record: string, path: string, filters: [string, Record<string, unknown>][]): BenchCall[] =>
    [
      ['page 1', {}] as [string, Record<string, unknown>],
      ...filters,
      ['page 500', { pageNumber: 500 }] as [string, Record<string, unknown>],
    ].map(([filter, body]) => ({
      name: `${record} search: ${filter}`,
      kind: 'search' as const,
      as: stockControl,
      method: 'POST' as const,
      path,
      body: { pageNumber: 1, ...body },
    }));

  const orderNumber = await middle(db, 'transfer_orders', 'transfer_order_number');
  const searches = [
    ...search('TransferOrder', 'TransferOrder/Search', [
      ['importer + product', { importerId: orderImporter, productId: orderProduct }],
      ['number', { transferOrderNumber: orderNumber }],
      // Its first characters, as someone typing it is searched for ('TO-202'): in nearly every number.
      ['a number being typed', { transferOrderNumber: orderNumber.slice(0, 6) }],
      ['a month of one distributor', { ...created, distributorId: orderDistributor }],
    ]),
    ...search('StockUpdate', 'StockUpdate/Search', [
      ['importer + product', { importerId: stake.importerId, productId: stake.productId }],
      ['reference number', { referenceNumber: await middle(db, 'stock_updates', 'reference_number') }],
      ['a month, approved', { ...created, stage: 20 }],
    ]),
    ...search('StockTransfer', 'StockTransfer/Search', [
      ['importer', { importerId: transferImporter }],
      ['reference number', { referenceNumber: await middle(db, 'stock_transfers', 'reference_number') }],
      ['a month', created],
    ]),
    ...search('DeliveryOrder', 'DeliveryOrder/Search', [
      ['distributor + product', { distributorId: deliveryDistributor, productId: orderProduct }],
      ['number', { deliveryOrderNumber: await middle(db, 'delivery_orders', 'delivery_order_number') }],
      ['a month fulfilled', fulfilled],
    ]),
    ...search('FillingAdviceNote', 'FillingAdviceNote/Search', [
      ['distributor', { distributorId: noteDistributor }],
      ['vehicle number', { referenceNumber: await middle(db, 'filling_advice_notes', 'vehicle_number') }],
      ['a month issued', fulfilled],
    ]),
  ];

  // The audit log, as its administrator reads it: a row per record change at national scale.
  const staff = await sql<{ id: number }>`select id from users where email = ${stockControl}`.execute(db.db);
  const audit: BenchCall[] = [
    ['page 1', ''],
    ['a user', `userId=${staff.rows[0].id}`],
    ['a record', `recordType=TransferOrder&recordId=${await middleId(db, 'transfer_orders')}`],
    ['record changes', 'kind=record-change'],
    ['a month', `from=${month.from}&to=${month.to}`],
    // Far from either end of the chain: its page is not the newest rows.
    ['a month a year ago', `from=${day(395)}&to=${day(365)}`],
    ['page 500', 'pageNumber=500'],
  ].map(([filter, query]) => ({
    name: `Audit log search: ${filter}`,
    kind: 'search' as const,
    as: DEMO_USER_BY_ROLE.R500,
    method: 'GET' as const,
    path: query ? `Audit?${query}` : 'Audit',
  }));

  const reports: BenchCall[] = [month, year].flatMap((period, i) => {
    const span = i ? ('year' as const) : ('month' as const);
    return [
      ['Stock Balance Summary', 'GET', `Report/ImporterStockBalanceByProduct?selectedDate=${period.to}`],
      ['Daily Loading Analysis', 'POST', 'Report/TransfersAvailableBalance', { date: period.to }],
      ['Product Importation', 'POST', 'Report/Importation', period],
      ['Sales By Importer', 'POST', 'Report/SalesByImporter', period],
      ['Sales By Tank', 'POST', 'Report/SalesByTanks', period],
      ['Loading Differences', 'POST', 'Report/LosesReport', { ...period, type: 4 }],
      [
        'Product Movement',
        'POST',
        'Report/ProductMovement',
        { ...period, ...stake, storageTankId: 1, onlyFulfilledAndApproved: false },
      ],
      ['Stock Reconciliation', 'POST', 'Report/StockReconciliation', period],
    ].map(([name, method, path, body]) => ({
      name: `${name} over a ${span}`,
      kind: 'report' as const,
      span,
      as: stockControl,
      method: method as 'GET' | 'POST',
      path: path as string,
      body,
    }));
  });

  const reads: BenchCall[] = [
    { name: 'GET Setting/AppCodes', path: 'Setting/AppCodes' },
    { name: 'GET TransferOrder/{id}', path: `TransferOrder/${await middleId(db, 'transfer_orders')}` },
    { name: 'GET StockUpdate/{id}', path: `StockUpdate/${await middleId(db, 'stock_updates')}` },
    { name: 'GET Dashboard', path: 'Dashboard' },
  ].map((read) => ({ ...read, kind: 'read' as const, as: stockControl, method: 'GET' as const }));

  const liftable = (
    await sql<{ id: number }>`select id from transfer_orders
      where importer_id = ${orderImporter} and status = ${APPROVED} order by id desc limit 1`.execute(db.db)
  ).rows[0];
  const forms: BenchCall[] = [
    {
      name: 'New delivery order: what it can draw on',
      as: DEMO_USER_BY_ROLE.R300,
      path: 'DeliveryOrder/DeliveryOrderCreationInfo',
    },
    ...(liftable
      ? [
          {
            name: 'Tanks a transfer order may be lifted from',
            as: stockControl,
            path: `DeliveryOrder/${liftable.id}/Inventories`,
          },
        ]
      : []),
    { name: 'Dashboard: waiting for me', as: stockControl, path: 'Dashboard/Waiting' },
    { name: 'Dashboard: losses over tolerance', as: stockControl, path: 'Report/LossesOverTolerance' },
  ].map((form) => ({ ...form, kind: 'form' as const, method: 'GET' as const }));

  return [...searches, ...audit, ...reports, ...forms, ...reads];
}
