import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statesByCode } from '../../../schemas/workflows/engine.ts';
import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import { COUNT_AHEAD } from '../../../server/domain/search.ts';
import { caller, createTestApp, signIn, type TestApp } from '../../helpers/app.ts';
import { ROLE_USERS } from '../master-data/roles.ts';

// Issue 23, item 2: a search reads only its page's rows, and counts its matches up to COUNT_AHEAD past
// the page: below that the total is exact, beyond it `totalIsLowerBound` says there are more than
// `total` and `pages` tell ('Page 1 of 100+'). Number and reference searches find every record whose
// number holds the text, whatever its case (ilike '%text%', served by trigram indexes): here held to the
// same rule applied in JavaScript to every number the database holds.

const EXTRA = COUNT_AHEAD + 150;
let t: TestApp;
let admin: ReturnType<typeof caller>;
let importer: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await signIn(t.app, ROLE_USERS.R500));
  importer = caller(t.app, await signIn(t.app, ROLE_USERS.R100));
  // More transfer orders than a page counts ahead, of the demo importers, one a minute over the past days;
  // every seventh with the same minute as another, so the id breaks the ties of the list's order.
  await sql`insert into transfer_orders (transfer_order_number, importer_id, distributor_id, product_id, quantity,
      status, progress, created_at, created_by)
    select 'Bulk-' || lpad(n::text, 5, '0') || case when n % 3 = 0 then '-x' else '' end,
      (select id from importers order by id offset n % 2 limit 1), (select min(id) from distributors),
      (select min(id) from products), 1000 + n, 'Operations', 0,
      now() - interval '3 days' + (n - n % 7) * interval '1 minute', (select min(id) from users)
    from generate_series(1, ${EXTRA}) n`.execute(t.db.db);
}, 120_000);
afterAll(() => t.close());

type Page = {
  requests: { id: number; transferOrderNumber: string }[];
  pages: number;
  currentPage: number;
  total: number;
  totalIsLowerBound: boolean;
};
const search = async (call: typeof admin, body: Record<string, unknown>): Promise<Page> => {
  const response = await call('POST', 'TransferOrder/Search', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The ids of the orders `where` keeps, in the list's order (newest first, then id), straight from SQL. */
const listed = async (where = sql`true`) =>
  (
    await sql<{ id: number }>`select id from transfer_orders t where ${where}
      order by created_at desc, id desc`.execute(t.db.db)
  ).rows.map((r) => r.id);

describe('POST X/Search pages and totals', () => {
  it("counts the dashboard's tiles as far: a stage past the cap reads as at least COUNT_AHEAD", async () => {
    const counts = (
      await sql<{ status: string; n: number }>`select status, count(*)::int as n from transfer_orders
        group by status`.execute(t.db.db)
    ).rows;
    const exact = (stage: number) =>
      statesByCode(transferOrderWorkflow, stage).reduce(
        (sum, state) => sum + (counts.find((c) => c.status === state)?.n ?? 0),
        0,
      );
    const tiles: { name: string; stage: number; count: number; countIsLowerBound: boolean }[] = (
      await admin('GET', 'Dashboard')
    ).json().transferOrders;
    const operations = tiles.find((tile) => tile.name === 'Operations')!;
    expect(exact(operations.stage)).toBeGreaterThan(COUNT_AHEAD);
    expect(operations).toMatchObject({ count: COUNT_AHEAD, countIsLowerBound: true });
    const finance = tiles.find((tile) => tile.name === 'Finance')!;
    expect(finance).toMatchObject({ count: exact(finance.stage), countIsLowerBound: false });
    expect(finance.count).toBeGreaterThan(0);
  });

  it('counts 100 pages ahead: beyond, the total is a lower bound and says so', async () => {
    const all = await listed();
    expect(all.length).toBeGreaterThan(COUNT_AHEAD);
    const first = await search(admin, { pageNumber: 1 });
    expect(first).toMatchObject({
      currentPage: 1,
      total: COUNT_AHEAD,
      pages: COUNT_AHEAD / 20,
      totalIsLowerBound: true,
    });
    expect(first.requests.map((r) => r.id)).toEqual(all.slice(0, 20));
    // Deep enough that 100 pages more reach the end: the count is exact again.
    const deep = await search(admin, { pageNumber: 90 });
    expect(deep).toMatchObject({
      total: all.length,
      pages: Math.ceil(all.length / 20),
      totalIsLowerBound: false,
    });
    expect(deep.requests.map((r) => r.id)).toEqual(all.slice(89 * 20, 90 * 20));
    const last = await search(admin, { pageNumber: deep.pages });
    expect(last.requests.map((r) => r.id)).toEqual(all.slice((deep.pages - 1) * 20));
    const beyond = await search(admin, { pageNumber: deep.pages + 5 });
    expect(beyond).toMatchObject({ requests: [], total: all.length, totalIsLowerBound: false });
  });

  it('pages through what the user may see, with exact totals where they are below the cap', async () => {
    const own = await listed(
      sql`t.importer_id in (select ue.importer_id from user_entities ue join users u on u.id = ue.user_id
        where u.email = ${ROLE_USERS.R100})`,
    );
    const page = await search(importer, { pageNumber: 3 });
    expect(page.requests.map((r) => r.id)).toEqual(own.slice(40, 60));
    expect(page.totalIsLowerBound).toBe(own.length > 2 * 20 + COUNT_AHEAD);
    expect(page.total).toBe(Math.min(own.length, 2 * 20 + COUNT_AHEAD));
  });

  it('finds by number every order whose number holds the text, whatever its case, wildcards taken literally', async () => {
    const numbers = (
      await sql<{ id: number; n: string }>`select id, transfer_order_number as n
      from transfer_orders`.execute(t.db.db)
    ).rows;
    // Texts of several words too: the longest is read first (search.ts holdsText), the whole still holds.
    for (const text of ['bULK-0012', '-X', 'to-10', '%', '_', '1-', 'ulk-00012-x', 'k-0001', 'LK-001_']) {
      const expected = numbers.filter((r) => r.n.toLowerCase().includes(text.toLowerCase())).map((r) => r.id);
      const found: number[] = [];
      for (let page = 1; ; page++) {
        const answer = await search(admin, { transferOrderNumber: text, pageNumber: page });
        found.push(...answer.requests.map((r) => r.id));
        if (page >= answer.pages) break;
      }
      expect(
        found.sort((a, b) => a - b),
        text,
      ).toEqual(expected.sort((a, b) => a - b));
    }
  });
});

/** Every result of a search, all pages read. */
async function everything(path: string, rows: string, body: Record<string, unknown>) {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const response = await admin('POST', `${path}/Search`, { ...body, pageNumber: page });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    found.push(...answer[rows].map((r: { id: number }) => r.id));
    if (page >= answer.pages) return found.sort((a, b) => a - b);
  }
}

/** The ids whose texts (SQL, one row per id and text) hold `text`, whatever its case. */
async function holding(texts: ReturnType<typeof sql>, text: string) {
  const { rows } = await sql<{ id: number; text: string | null }>`${texts}`.execute(t.db.db);
  const ids = rows.filter((r) => r.text?.toLowerCase().includes(text.toLowerCase())).map((r) => r.id);
  return [...new Set(ids)].sort((a, b) => a - b);
}

describe('reference and number searches of every record type', () => {
  it('stock updates and stock transfers by reference', async () => {
    for (const text of ['bl-10', 'ADJ', '0-0', 'st-', 'adj-100', '-00']) {
      expect(await everything('StockUpdate', 'results', { referenceNumber: text }), text).toEqual(
        await holding(sql`select id, reference_number as text from stock_updates`, text),
      );
      expect(await everything('StockTransfer', 'results', { referenceNumber: text }), text).toEqual(
        await holding(sql`select id, reference_number as text from stock_transfers`, text),
      );
    }
  });

  it('delivery orders by number; notes by vehicle, card or delivery order number', async () => {
    // A number without its first letter ('o-2001' of 'DO-2001'): its longest word is read first.
    const { rows } = await sql<{ n: string }>`select delivery_order_number as n from delivery_orders
      order by id limit 1`.execute(t.db.db);
    for (const text of ['do-2', '15', 'lbr-41', 'lbr-414', '5', rows[0].n.slice(1).toLowerCase()]) {
      expect(await everything('DeliveryOrder', 'results', { deliveryOrderNumber: text }), text).toEqual(
        await holding(sql`select id, delivery_order_number as text from delivery_orders`, text),
      );
      expect(await everything('FillingAdviceNote', 'results', { referenceNumber: text }), text).toEqual(
        await holding(
          sql`select id, vehicle_number as text from filling_advice_notes
            union all select id, card_number::text from filling_advice_notes`,
          text,
        ),
      );
      expect(await everything('FillingAdviceNote', 'results', { deliveryOrderNumber: text }), text).toEqual(
        await holding(
          sql`select o.filling_advice_note_id as id, d.delivery_order_number as text
            from filling_advice_note_orders o join delivery_orders d on d.id = o.delivery_order_id`,
          text,
        ),
      );
    }
  });
});
