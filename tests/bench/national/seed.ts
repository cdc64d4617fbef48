import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../server/db/client.ts';
import { RECORD_CHANGE } from '../../../server/domain/audit/write.ts';
import { rebuildSummaries } from '../../../server/domain/ledger/index.ts';
import { STOCK_UPDATE_MOVEMENTS } from '../../../server/domain/ledger/kinds.ts';
import { NAMES, SEED_ROLES } from './names.ts';
import { type NationalPlan, nationalPlan } from './plan.ts';

// `npm run bench:seed -- --scale N` (issue 23, item 4): a national-scale history written in bulk
// (generate_series, INSERT ... SELECT) in one transaction, consistent with every rule the workflows keep:
// - records in the states and with the stamps and history rows the workflow runner writes (names.ts reads
//   them from the declarations), created, reviewed and approved by the roles the declarations grant;
// - every approved stock update and stock transfer and every issued note's delivery-order lines posted to
//   the ledger through its own insert trigger (the hash chains are the ledger's, seq in posting order),
//   each on the day the workflow posts it, recorded at its approval or issue; then the summaries rebuilt
//   by the ledger's own rebuildSummaries;
// - no balance below zero on any day: each week's shipment into a tank is the week's outflows of that
//   tank plus 5,000 gallons, approved before any of them is recorded;
// - delivery orders drawn on approved transfer orders of their importer, product and distributor, from a
//   tank of that importer holding that product; a transfer order is Delivered exactly when fulfilled
//   delivery orders cover it; a note carries one delivery order, whole, in two compartments.
// - the audit log's row for every history row, through the log's own chain trigger, as the workflows
//   write it (history.ts): tens of millions of rows at national scale, which its page must not count.
// Left out on purpose: 'waiting for me' digests (mail), and documents (files).
// Pseudo-random choices come from nat_mix(k, salt), a fixed hash: every run at a scale writes the same
// records (only the dates follow today).

/** What the seed wrote, and how long it took. */
export interface NationalSeed {
  plan: NationalPlan;
  counts: Record<string, number>;
  /** Milliseconds per step, in order. */
  steps: { name: string; ms: number }[];
  totalMs: number;
}

const lit = (value: number | string) => sql.lit(value);
const ints = (values: readonly number[]) => sql`array[${sql.join(values.map(lit))}]::int[]`;
const texts = (values: readonly string[]) => sql`array[${sql.join(values.map(lit))}]::text[]`;

/** The identifier every national tank starts with: the seed refuses a database that already has them. */
export const NATIONAL_TANK = 'NT-0001';

const TO_COMMENTS = [
  'Payment confirmed against the proforma invoice.',
  'Distributor licence checked and valid.',
  'Quantity agrees with the allocation plan.',
  'Cleared for loading.',
];
const DESTINATIONS = [
  'Monrovia',
  'Kakata',
  'Gbarnga',
  'Buchanan',
  'Ganta',
  'Paynesville',
  'Harper',
  'Zwedru',
];

/** Where a delivery order of a transfer order stops (nat_do.plan). */
const PLAN = {
  none: 0,
  new: 1,
  reviewed: 2,
  approved: 3,
  onNewNote: 4,
  noteCancelled: 5,
  cancelled: 6,
  fulfilled: 7,
} as const;

export async function seedNational(
  db: Database,
  options: { scale: number; log?: (line: string) => void },
): Promise<NationalSeed> {
  const plan = nationalPlan(options.scale);
  const log = options.log ?? (() => {});
  const started = Date.now();
  const steps: NationalSeed['steps'] = [];
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const run = async (name: string, query: RawBuilder<unknown> | RawBuilder<unknown>[]) => {
      const at = Date.now();
      for (const q of Array.isArray(query) ? query : [query]) await q.execute(tx.db);
      steps.push({ name, ms: Date.now() - at });
      log(`  ${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    };
    const context = await seedContext(tx, plan);
    for (const [name, query] of seedSteps(plan, context)) await run(name, query);
    // The chain trigger is the ledger's own; the summary trigger would add two upserts per movement,
    // so the summaries are rebuilt once, by the ledger's own function, in this same transaction.
    const at = Date.now();
    await rebuildSummaries(tx);
    steps.push({ name: 'ledger summaries rebuilt', ms: Date.now() - at });
    await sql`alter table ledger_movements enable trigger ledger_movements_summaries`.execute(tx.db);
    for (const [name, table] of COUNTED) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(`nat_${table}`)}`.execute(tx.db);
      counts[name] = rows[0].n;
    }
  });
  const at = Date.now();
  await sql`analyze`.execute(db.db);
  steps.push({ name: 'analyze', ms: Date.now() - at });
  return { plan, counts, steps, totalMs: Date.now() - started };
}

/** What the summary reports: the staging tables' row counts. */
const COUNTED = [
  ['transfer orders', 'to'],
  ['delivery orders', 'do'],
  ['filling advice notes', 'note'],
  ['stock updates', 'su'],
  ['stock transfers', 'st'],
  ['ledger movements', 'mv'],
] as const;

interface SeedContext {
  /** Today in the database's time zone (the history ends yesterday). */
  start: string;
  products: number[];
  users: Record<string, number>;
  base: Record<'importers' | 'distributors' | 'storage_tanks' | 'inventories' | IdTable, number>;
}

type IdTable =
  | 'transfer_orders'
  | 'delivery_orders'
  | 'filling_advice_notes'
  | 'stock_updates'
  | 'stock_transfers';
const ID_TABLES = [
  'importers',
  'distributors',
  'storage_tanks',
  'inventories',
  'transfer_orders',
  'delivery_orders',
  'filling_advice_notes',
  'stock_updates',
  'stock_transfers',
] as const;

async function seedContext(tx: Database, plan: NationalPlan): Promise<SeedContext> {
  const taken = await tx.db
    .selectFrom('storageTanks')
    .select('id')
    .where('number', '=', NATIONAL_TANK)
    .execute();
  if (taken.length) throw new Error('This database already holds a national history (tank NT-0001).');
  const products = await tx.db.selectFrom('products').select(['id', 'name']).execute();
  const productIds = ['PMS', 'AGO', 'JET'].map((name) => products.find((p) => p.name === name)?.id);
  if (productIds.some((id) => id === undefined)) throw new Error('The products PMS, AGO and JET must exist.');
  const users: Record<string, number> = {};
  for (const role of SEED_ROLES) {
    const user = await tx.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.roleId')
      .select('u.id')
      .where('r.code', '=', role)
      .where('u.isActive', '=', true)
      .orderBy('u.id')
      .executeTakeFirst();
    if (!user)
      throw new Error(`No active user holds ${role}: the national history needs one (seed the demo first).`);
    users[role] = user.id;
  }
  const base = {} as SeedContext['base'];
  for (const table of ID_TABLES) {
    const { rows } = await sql<{
      max: number;
    }>`select coalesce(max(id), 0)::int as max from ${sql.table(table)}`.execute(tx.db);
    base[table] = rows[0].max;
  }
  const { rows } = await sql<{ start: string }>`
    select to_char(current_date - ${lit(plan.days)}, 'YYYY-MM-DD') as start`.execute(tx.db);
  return { start: rows[0].start, products: productIds as number[], users, base };
}

function seedSteps(
  plan: NationalPlan,
  c: SeedContext,
): [string, RawBuilder<unknown> | RawBuilder<unknown>[]][] {
  const { importers: I, distributors: D, tanks: T, transferOrders: N, days: DAYS } = plan;
  const TP = T / 3;
  const WEEKS = Math.ceil(DAYS / 7);
  const { base, users } = c;
  const start = sql`${lit(c.start)}::date`;
  /** Day `d` (a day index, SQL) at a local time ('06:40'), as a timestamptz. */
  const at = (d: string, time: string) =>
    sql`((${start} + ${sql.raw(d)})::timestamp + ${lit(time)}::interval)::timestamptz`;
  /** The inventory of importer i, product p, slot s (0 or 1): ids are laid out in that order. */
  const inv = (i: string, p: string, s: string) =>
    sql.raw(`(${base.inventories} + (${i}) * 6 + (${p}) * 2 + (${s}) + 1)`);
  const { transferOrder: TO, deliveryOrder: DO, note: NOTE, request: REQ } = NAMES;
  const stageStates = texts(TO.stages.map((s) => s.state));
  const stageReviewed = texts(TO.stages.map((s) => s.reviewed));
  const stageCodes = ints(TO.stages.map((s) => s.code));
  const stageUsers = ints(TO.stages.map((s) => users[s.role]));
  /** Where Approve leads from each stage: the next stage, Approved after the last. */
  const stageNext = texts([...TO.stages.slice(1).map((s) => s.state), TO.approved]);
  const ops = lit(users[DO.review.role]);
  const control = lit(users[DO.approve.role]);
  const stock = lit(users[REQ.review.role]);
  const shipment = STOCK_UPDATE_MOVEMENTS[0];
  const overnight = STOCK_UPDATE_MOVEMENTS[3];

  return [
    [
      'a fixed hash for pseudo-random choices',
      sql`create function pg_temp.nat_mix(k bigint, salt integer) returns integer language sql immutable
        as $$ select (((k + salt::bigint * 1000003) * 2654435761) % 4294967296 / 65536)::integer $$`,
    ],
    [
      `${T} tanks, ${I} importers, ${D} distributors, ${I * 6} inventories`,
      [
        sql`insert into storage_tanks (id, number, product_id)
          select ${lit(base.storage_tanks)} + t + 1, 'NT-' || lpad((t + 1)::text, 4, '0'), (${ints(c.products)})[1 + t % 3]
          from generate_series(0, ${lit(T - 1)}) t`,
        sql`insert into importers (id, name, tax_identification_number, address, primary_phone, registration_date)
          select ${lit(base.importers)} + i + 1, 'National Importer ' || lpad((i + 1)::text, 3, '0'),
            'NTIN-' || lpad((i + 1)::text, 6, '0'), (i + 1) || ' Freeport Road, Monrovia',
            '+231 88 ' || lpad((1000000 + i)::text, 7, '0'), ${start}::timestamptz
          from generate_series(0, ${lit(I - 1)}) i`,
        sql`insert into distributors (id, name, tax_identification_number, address, primary_phone, registration_date)
          select ${lit(base.distributors)} + j + 1, 'National Distributor ' || lpad((j + 1)::text, 3, '0'),
            'NTDN-' || lpad((j + 1)::text, 6, '0'), (j + 1) || ' Somalia Drive, Paynesville',
            '+231 77 ' || lpad((2000000 + j)::text, 7, '0'), ${start}::timestamptz
          from generate_series(0, ${lit(D - 1)}) j`,
        // Importer i's two tanks of product p: ranks 2i and 2i + 1 among that product's tanks.
        sql`insert into inventories (id, importer_id, storage_tank_id)
          select ${inv('i', 'p', 's')}, ${lit(base.importers)} + i + 1,
            ${lit(base.storage_tanks)} + 3 * ((2 * i + s) % ${lit(TP)}) + p + 1
          from generate_series(0, ${lit(I - 1)}) i, generate_series(0, 2) p, generate_series(0, 1) s`,
      ],
    ],
    [
      `${N} transfer orders (staged)`,
      // fate: open (the last fortnight, at every stage), cancelled (one in 16, at some stage), lifting (half
      // of the rest of the last month: approved, its delivery order on the way), delivered.
      // step: the time between two of its steps (a day; an hour for the last week's).
      sql`create temp table nat_to as
        with g as (
          select k, (k * ${lit(DAYS)} / ${lit(N)})::int as dd from generate_series(0::bigint, ${lit(N - 1)}) k
        ), b as (
          select k, dd, ${lit(DAYS - 1)} - dd as age,
            pg_temp.nat_mix(k, 1) % ${lit(I)} as i, pg_temp.nat_mix(k, 2) % 3 as p,
            pg_temp.nat_mix(k, 3) % ${lit(D)} as j, (8 + pg_temp.nat_mix(k, 4) % 29) * 1000 as q,
            ${at('dd', '08:00')} + pg_temp.nat_mix(k, 5) % 120 * interval '1 minute' as created_at,
            pg_temp.nat_mix(k, 8) as r
          from g
        ), f as (
          select *, case when age < 14 then 'open' when pg_temp.nat_mix(k, 6) % 16 = 0 then 'cancelled'
              when age < 30 and pg_temp.nat_mix(k, 7) % 2 = 0 then 'lifting' else 'delivered' end as fate,
            r % 9 as m
          from b
        ), s as (
          select *,
            case fate when 'open' then m / 2 when 'cancelled' then r % 4 else 4 end as approvals,
            case fate when 'open' then m < 8 and m % 2 = 1 when 'cancelled' then r / 4 % 2 = 1 else false end
              as reviewed_now
          from f
        )
        select k, ${lit(base.transfer_orders)} + k + 1 as id, i, p, j, q, dd, age, fate, created_at, approvals,
          reviewed_now,
          case when age >= 8 then interval '1 day 20 minutes' else interval '1 hour 20 minutes' end as step,
          case when fate = 'cancelled' then ${lit(TO.cancelled)}
            when fate = 'delivered' then ${lit(TO.delivered)}
            when approvals = 4 then ${lit(TO.approved)}
            when reviewed_now then (${stageReviewed})[approvals + 1]
            else (${stageStates})[approvals + 1] end as status,
          case when fate = 'delivered' then ${lit(TO.deliveredCode)}
            when approvals = 4 and fate <> 'cancelled' then ${lit(TO.approvedCode)}
            else (${stageCodes})[least(approvals, 3) + 1] end as progress,
          case when fate = 'delivered' then 1 + (pg_temp.nat_mix(k, 10) % 4 = 0)::int
            when fate = 'lifting' and pg_temp.nat_mix(k, 9) % 7 <> 0 then 1 else 0 end as parts,
          case when fate = 'delivered' then ${lit(PLAN.fulfilled)}
            when fate = 'lifting' then pg_temp.nat_mix(k, 9) % 7 else ${lit(PLAN.none)} end as plan
        from s`,
    ],
    [
      'delivery orders (staged)',
      // Submitted a day after the order's approval at Control Room (its step 8), the second a day later;
      // reviewed 2 h, approved 4 h after submission; its note made an hour later and issued the next day.
      sql`create temp table nat_do as
        select ${lit(base.delivery_orders)} + row_number() over (order by t.k, m) as id, t.id as to_id, t.k,
          m, t.parts, t.i, t.p, t.j, t.plan,
          case when t.parts = 1 then t.q when m = 1 then t.q / 2000 * 1000 else t.q - t.q / 2000 * 1000 end as q,
          t.created_at + 8 * t.step + m * interval '1 day' + interval '1 hour' as submitted_at,
          ${inv('t.i', 't.p', '(t.k + m) % 2')} as inventory_id,
          pg_temp.nat_mix(t.k, 11 + m) % 3 as priority
        from nat_to t, generate_series(1, t.parts) m`,
    ],
    [
      'filling advice notes (staged)',
      sql`create temp table nat_note as
        select ${lit(base.filling_advice_notes)} + row_number() over (order by d.id) as id, d.id as do_id, d.j,
          d.p, d.q, d.plan, d.submitted_at + interval '5 hours' as created_at,
          case when d.plan = ${lit(PLAN.fulfilled)} then d.submitted_at + interval '1 day 5 hours' end as issued_at,
          case when d.plan = ${lit(PLAN.noteCancelled)} then d.submitted_at + interval '7 hours' end as cancelled_at
        from nat_do d
        where d.plan in (${lit(PLAN.onNewNote)}, ${lit(PLAN.noteCancelled)}, ${lit(PLAN.fulfilled)})`,
    ],
    [
      'stock transfers (staged)',
      // Two days in three per importer and product, between its two tanks of the product, back and forth.
      sql`create temp table nat_st as
        select ${lit(base.stock_transfers)} + row_number() over (order by d, i, p) as id, i, p, d,
          ${lit(DAYS - 1)} - d as age, (1 + pg_temp.nat_mix(key, 21) % 5) * 1000 as q, d % 2 as from_slot,
          case when ${lit(DAYS - 1)} - d <= 1 then 'new' when ${lit(DAYS - 1)} - d = 2 then 'reviewed'
            when pg_temp.nat_mix(key, 22) % 30 = 0 then 'cancelled' else 'approved' end as fate,
          ${at('d', '11:00')} + i % 60 * interval '1 minute' as submitted_at
        from (
          select i, p, d, (i * 3 + p)::bigint * ${lit(DAYS)} + d as key
          from generate_series(0, ${lit(I - 1)}) i, generate_series(0, 2) p, generate_series(0, ${lit(DAYS - 1)}) d
        ) g
        where pg_temp.nat_mix(key, 20) % 3 <> 0`,
    ],
    [
      'stock updates (staged)',
      // Shipments (type 0) per importer, product and week, on its first day, approved at 06:40; overnight
      // differences (type 3) per importer and day, submitted at 23:00 and approved at 07:00 the next day.
      [
        sql`create temp table nat_su as
          select ${lit(base.stock_updates)} + row_number() over (order by d, type, i, p) as id, type, i, p, d,
            case when type = 0 then 'approved' when ${lit(DAYS - 1)} - d <= 1 then 'new'
              when pg_temp.nat_mix(i::bigint * ${lit(DAYS)} + d, 30) % 40 = 0 then 'cancelled' else 'approved' end
              as fate,
            case when type = 0 then ${at('d', '06:00')} else ${at('d', '23:00')} end as submitted_at,
            case when type = 0 then ${at('d', '06:20')} else ${at('d + 1', '06:55')} end as reviewed_at,
            case when type = 0 then ${at('d', '06:40')} else ${at('d + 1', '07:00')} end as approved_at
          from (
            select 0 as type, i, p, w * 7 as d
            from generate_series(0, ${lit(I - 1)}) i, generate_series(0, 2) p, generate_series(0, ${lit(WEEKS - 1)}) w
            union all
            select 3, i, null, d from generate_series(0, ${lit(I - 1)}) i, generate_series(0, ${lit(DAYS - 1)}) d
          ) g`,
        sql`create temp table nat_su_line (stock_update_id integer, inventory_id integer, quantity bigint)`,
        sql`insert into nat_su_line
          select s.id, ${inv('s.i', 'l / 2', 'l % 2')}, 10 + pg_temp.nat_mix(s.id, 31 + l) % 190
          from nat_su s, generate_series(0, 5) l where s.type = 3`,
        // Each tank's outflows per week (sales, losses, transfers out; open ones too), then the shipments.
        sql`insert into nat_su_line
          with outflows as (
            select inventory_id, w, sum(q) as q from (
              select l.inventory_id, s.d / 7 as w, l.quantity as q
              from nat_su_line l join nat_su s on s.id = l.stock_update_id where s.fate <> 'cancelled'
              union all
              select ${inv('t.i', 't.p', 't.from_slot')}, t.d / 7, t.q from nat_st t where t.fate <> 'cancelled'
              union all
              select d.inventory_id,
                ((case when d.plan = ${lit(PLAN.fulfilled)} then d.submitted_at + interval '1 day 5 hours'
                  else d.submitted_at end)::date - ${start}) / 7, d.q
              from nat_do d where d.plan <> ${lit(PLAN.cancelled)}
            ) o group by inventory_id, w
          )
          select s.id, ${inv('s.i', 's.p', 'slot')}, coalesce(ceil(o.q / 1000.0), 0) * 1000 + 5000
          from nat_su s cross join generate_series(0, 1) slot
          left join outflows o on o.inventory_id = ${inv('s.i', 's.p', 'slot')} and o.w = s.d / 7
          where s.type = 0`,
      ],
    ],
    [
      'transfer orders',
      [
        sql`insert into transfer_orders (id, transfer_order_number, importer_id, distributor_id, product_id,
            quantity, status, progress, created_at, created_by)
          select id, 'TO-' || to_char(created_at, 'YYYY') || '-' || lpad((k + 1)::text, 7, '0'),
            ${lit(base.importers)} + i + 1, ${lit(base.distributors)} + j + 1, (${ints(c.products)})[p + 1], q,
            status, progress, created_at, ${ops}
          from nat_to order by id`,
        sql`insert into comments (record_type, record_id, user_id, text, created_at)
          select ${lit(TO.record)}, id, ${ops}, ${lit(TO_COMMENTS[0])}, created_at + interval '30 minutes'
          from nat_to where k % 100 = 7 order by id`,
      ],
    ],
    [
      'delivery orders and their lines',
      [
        sql`insert into delivery_orders (id, delivery_order_number, distributor_id, importer_id, product_id,
            status, progress, priority, submitted_at, submitted_by, reviewed_at, reviewed_by, approved_at,
            approved_by, fulfilled_at, fulfilled_by, cancelled_at, cancelled_by)
          select id, 'DO-' || to_char(submitted_at, 'YYYY') || '-' || lpad((id - ${lit(base.delivery_orders)})::text, 7, '0'),
            ${lit(base.distributors)} + j + 1, ${lit(base.importers)} + i + 1, (${ints(c.products)})[p + 1],
            case plan when ${lit(PLAN.new)} then ${lit(DO.initial)} when ${lit(PLAN.reviewed)} then ${lit(DO.review.to)}
              when ${lit(PLAN.cancelled)} then ${lit(DO.cancel.to)} when ${lit(PLAN.fulfilled)} then ${lit(DO.fulfilled)}
              else ${lit(DO.approve.to)} end,
            case plan when ${lit(PLAN.new)} then ${lit(DO.initialCode)} when ${lit(PLAN.reviewed)} then ${lit(DO.reviewedCode)}
              when ${lit(PLAN.cancelled)} then ${lit(DO.reviewedCode)} when ${lit(PLAN.fulfilled)} then ${lit(DO.fulfilledCode)}
              else ${lit(DO.approvedCode)} end,
            case when plan >= ${lit(PLAN.approved)} and plan <> ${lit(PLAN.cancelled)} then priority end,
            submitted_at, ${ops},
            case when plan >= ${lit(PLAN.reviewed)} then submitted_at + interval '2 hours' end,
            case when plan >= ${lit(PLAN.reviewed)} then ${ops} end,
            case when plan >= ${lit(PLAN.approved)} and plan <> ${lit(PLAN.cancelled)} then submitted_at + interval '4 hours' end,
            case when plan >= ${lit(PLAN.approved)} and plan <> ${lit(PLAN.cancelled)} then ${control} end,
            case when plan = ${lit(PLAN.fulfilled)} then submitted_at + interval '1 day 5 hours' end,
            case when plan = ${lit(PLAN.fulfilled)} then ${control} end,
            case when plan = ${lit(PLAN.cancelled)} then submitted_at + interval '3 hours' end,
            case when plan = ${lit(PLAN.cancelled)} then ${control} end
          from nat_do order by id`,
        sql`insert into delivery_order_lines (delivery_order_id, transfer_order_id, inventory_id, quantity)
          select id, to_id, inventory_id, q from nat_do order by id`,
      ],
    ],
    [
      'filling advice notes, their orders and compartments',
      [
        sql`insert into filling_advice_notes (id, vehicle_number, card_number, distributor_id, product_id, status,
            created_at, created_by, issued_at, issued_by, cancelled_at, cancelled_by)
          select id, 'LBR-' || (1000 + pg_temp.nat_mix(id, 40) % 9000),
            case when issued_at is not null then 100000 + (id - ${lit(base.filling_advice_notes)}) % 800000 else 0 end,
            ${lit(base.distributors)} + j + 1, (${ints(c.products)})[p + 1],
            case when issued_at is not null then ${lit(NOTE.issue.to)} when cancelled_at is not null
              then ${lit(NOTE.cancel.to)} else ${lit(NOTE.initial)} end,
            created_at, ${ops}, issued_at, case when issued_at is not null then ${control} end,
            cancelled_at, case when cancelled_at is not null then ${control} end
          from nat_note order by id`,
        sql`insert into filling_advice_note_orders (filling_advice_note_id, delivery_order_id, quantity)
          select id, do_id, q from nat_note order by id`,
        sql`insert into filling_advice_note_compartments (filling_advice_note_id, compartment_number, quantity,
            destination, bay_number)
          select n.id, c, case when c = 1 then n.q / 2 else n.q - n.q / 2 end,
            (${texts(DESTINATIONS)})[1 + pg_temp.nat_mix(n.id, 41 + c) % ${lit(DESTINATIONS.length)}],
            case when n.issued_at is not null then 1 + pg_temp.nat_mix(n.id, 44 + c) % 6 else 0 end
          from nat_note n, generate_series(1, 2) c order by n.id, c`,
      ],
    ],
    [
      'stock transfers',
      sql`insert into stock_transfers (id, reference_number, from_inventory_id, to_inventory_id, quantity,
          created_date, status, submitted_at, submitted_by, reviewed_at, reviewed_by, approved_at, approved_by,
          cancelled_at, cancelled_by)
        select id, 'ST-' || to_char(${start} + d, 'YYYYMMDD') || '-' || lpad((i + 1)::text, 3, '0') || '-' || (p + 1),
          ${inv('i', 'p', 'from_slot')}, ${inv('i', 'p', '1 - from_slot')}, q, ${start} + d,
          case fate when 'new' then ${lit(REQ.initial)} when 'reviewed' then ${lit(REQ.review.to)}
            when 'cancelled' then ${lit(REQ.cancelReviewed.to)} else ${lit(REQ.approve.to)} end,
          submitted_at, ${stock},
          case when fate <> 'new' then submitted_at + interval '1 hour' end,
          case when fate <> 'new' then ${stock} end,
          case when fate = 'approved' then submitted_at + interval '2 hours' end,
          case when fate = 'approved' then ${stock} end,
          case when fate = 'cancelled' then submitted_at + interval '90 minutes' end,
          case when fate = 'cancelled' then ${stock} end
        from nat_st order by id`,
    ],
    [
      'stock updates and their lines',
      [
        sql`insert into stock_updates (id, reference_number, stock_update_type, importer_id, created_date, status,
            submitted_at, submitted_by, reviewed_at, reviewed_by, approved_at, approved_by, cancelled_at, cancelled_by)
          select id,
            case when type = 0 then 'BL-' || lpad((i + 1)::text, 3, '0') || '-' || (array['PMS', 'AGO', 'JET'])[p + 1]
                || '-' || lpad((d / 7 + 1)::text, 3, '0')
              else 'OD-' || lpad((i + 1)::text, 3, '0') || '-' || to_char(${start} + d, 'YYYYMMDD') end,
            type, ${lit(base.importers)} + i + 1, ${start} + d,
            case fate when 'new' then ${lit(REQ.initial)} when 'cancelled' then ${lit(REQ.cancelNew.to)}
              else ${lit(REQ.approve.to)} end,
            submitted_at, ${stock},
            case when fate = 'approved' then reviewed_at end, case when fate = 'approved' then ${stock} end,
            case when fate = 'approved' then approved_at end, case when fate = 'approved' then ${stock} end,
            case when fate = 'cancelled' then reviewed_at end, case when fate = 'cancelled' then ${stock} end
          from nat_su order by id`,
        sql`insert into stock_update_lines (stock_update_id, inventory_id, quantity)
          select stock_update_id, inventory_id, quantity from nat_su_line order by stock_update_id, inventory_id`,
      ],
    ],
    [
      'record history',
      [
        // Where the seed's rows start: the demo's history before them already has its audit rows.
        sql`create temp table nat_history_from as select coalesce(max(id), 0) as id from record_history`,
        sql`insert into record_history (record_type, record_id, action, action_code, from_state, to_state, user_id,
          comment, at)
        select record_type, record_id, action, action_code, from_state, to_state, user_id, comment, at from (
          select ${lit(TO.record)} as record_type, id as record_id, 'Create' as action, null::smallint as action_code,
            null::text as from_state, ${lit(TO.initial)}::text as to_state, ${ops} as user_id, null::text as comment,
            created_at as at
          from nat_to
          union all
          select ${lit(TO.record)}, id, 'Comment', null, null, null, ${ops}, ${lit(TO_COMMENTS[0])},
            created_at + interval '30 minutes'
          from nat_to where k % 100 = 7
          union all
          select ${lit(TO.record)}, t.id, ${lit(TO.review.name)}, ${lit(TO.review.code)}, (${stageStates})[s + 1],
            (${stageReviewed})[s + 1], (${stageUsers})[s + 1], (${texts(TO_COMMENTS)})[s + 1],
            t.created_at + (2 * s + 1) * t.step
          from nat_to t, generate_series(0, 3) s
          where (s < t.approvals and pg_temp.nat_mix(t.k, 50 + s) % 6 = 0) or (s = t.approvals and t.reviewed_now)
          union all
          select ${lit(TO.record)}, t.id, ${lit(TO.approve.name)}, ${lit(TO.approve.code)},
            case when pg_temp.nat_mix(t.k, 50 + s) % 6 = 0 then (${stageReviewed})[s + 1] else (${stageStates})[s + 1] end,
            (${stageNext})[s + 1], (${stageUsers})[s + 1], null, t.created_at + (2 * s + 2) * t.step
          from nat_to t, generate_series(0, 3) s
          where s < t.approvals
          union all
          select ${lit(TO.record)}, id, ${lit(TO.cancel.name)}, ${lit(TO.cancel.code)},
            case when reviewed_now then (${stageReviewed})[approvals + 1] else (${stageStates})[approvals + 1] end,
            ${lit(TO.cancelled)}, (${stageUsers})[approvals + 1], 'The distributor withdrew its purchase order.',
            created_at + (2 * approvals + 2) * step
          from nat_to where fate = 'cancelled'
          union all
          select ${lit(TO.record)}, d.to_id, ${lit(TO.deliver)}, null, ${lit(TO.approved)}, ${lit(TO.delivered)},
            ${control}, 'Delivered by filling advice note #' || n.id || '.', n.issued_at
          from nat_do d join nat_note n on n.do_id = d.id
          where d.plan = ${lit(PLAN.fulfilled)} and d.m = d.parts
          union all
          select ${lit(DO.record)}, id, 'Create', null, null, ${lit(DO.initial)}, ${ops}, null, submitted_at
          from nat_do
          union all
          select ${lit(DO.record)}, id, ${lit(DO.review.name)}, ${lit(DO.review.code)}, ${lit(DO.review.from)},
            ${lit(DO.review.to)}, ${ops}, null, submitted_at + interval '2 hours'
          from nat_do where plan >= ${lit(PLAN.reviewed)}
          union all
          select ${lit(DO.record)}, id, ${lit(DO.approve.name)}, ${lit(DO.approve.code)}, ${lit(DO.approve.from)},
            ${lit(DO.approve.to)}, ${control}, null, submitted_at + interval '4 hours'
          from nat_do where plan >= ${lit(PLAN.approved)} and plan <> ${lit(PLAN.cancelled)}
          union all
          select ${lit(DO.record)}, id, ${lit(DO.cancel.name)}, ${lit(DO.cancel.code)}, ${lit(DO.cancel.from)},
            ${lit(DO.cancel.to)}, ${control}, 'The truck failed its safety inspection.', submitted_at + interval '3 hours'
          from nat_do where plan = ${lit(PLAN.cancelled)}
          union all
          select ${lit(DO.record)}, d.id, ${lit(DO.fulfil)}, null, ${lit(DO.approve.to)}, ${lit(DO.fulfilled)},
            ${control}, 'Filling advice note #' || n.id || ' issued.', n.issued_at
          from nat_do d join nat_note n on n.do_id = d.id where d.plan = ${lit(PLAN.fulfilled)}
          union all
          select ${lit(NOTE.record)}, id, 'Create', null, null, ${lit(NOTE.initial)}, ${ops}, null, created_at
          from nat_note
          union all
          select ${lit(NOTE.record)}, id, ${lit(NOTE.issue.name)}, ${lit(NOTE.issue.code)}, ${lit(NOTE.issue.from)},
            ${lit(NOTE.issue.to)}, ${control}, null, issued_at
          from nat_note where issued_at is not null
          union all
          select ${lit(NOTE.record)}, id, ${lit(NOTE.cancel.name)}, ${lit(NOTE.cancel.code)}, ${lit(NOTE.cancel.from)},
            ${lit(NOTE.cancel.to)}, ${control}, 'The truck did not arrive.', cancelled_at
          from nat_note where cancelled_at is not null
          union all
          select r.record_type, r.id, step.action, step.code, step.from_state, step.to_state, ${stock}, null, step.at
          from (
            select 'StockUpdate' as record_type, id, fate, submitted_at, reviewed_at, approved_at from nat_su
            union all
            select 'StockTransfer', id, fate, submitted_at, submitted_at + interval '1 hour',
              submitted_at + interval '2 hours'
            from nat_st
          ) r
          cross join lateral (values
            ('Submit', null::smallint, null::text, ${lit(REQ.initial)}::text, r.submitted_at, true),
            (${lit(REQ.review.name)}, ${lit(REQ.review.code)}, ${lit(REQ.review.from)}, ${lit(REQ.review.to)},
              r.reviewed_at, r.fate in ('reviewed', 'approved')
                or (r.fate = 'cancelled' and r.record_type = 'StockTransfer')),
            (${lit(REQ.approve.name)}, ${lit(REQ.approve.code)}, ${lit(REQ.approve.from)}, ${lit(REQ.approve.to)},
              r.approved_at, r.fate = 'approved'),
            (${lit(REQ.cancelNew.name)}, ${lit(REQ.cancelNew.code)},
              case when r.record_type = 'StockTransfer' then ${lit(REQ.cancelReviewed.from)} else ${lit(REQ.cancelNew.from)} end,
              ${lit(REQ.cancelNew.to)},
              case when r.record_type = 'StockTransfer' then r.submitted_at + interval '90 minutes' else r.reviewed_at end,
              r.fate = 'cancelled')
          ) as step(action, code, from_state, to_state, at, taken)
          where step.taken
        ) h
        order by at, record_type, record_id`,
      ],
    ],
    [
      // As recordHistories writes it (server/domain/history.ts): a row per history row, with the user's
      // role, in the history's order.
      'audit log (through the chain trigger)',
      sql`insert into audit_events (kind, user_id, role, record_type, record_id, detail, at)
        select ${lit(RECORD_CHANGE)}, h.user_id, r.code, h.record_type, h.record_id,
          jsonb_build_object('action', h.action, 'from', h.from_state, 'to', h.to_state), h.at
        from record_history h
        join users u on u.id = h.user_id
        left join roles r on r.id = u.role_id
        where h.id > (select id from nat_history_from)
        order by h.id`,
    ],
    [
      'ledger movements (through the chain trigger)',
      [
        sql`alter table ledger_movements disable trigger ledger_movements_summaries`,
        sql`create temp table nat_mv as
          select l.inventory_id, ${lit(shipment.sign)} * l.quantity as quantity, ${lit(shipment.kind)} as kind,
            ${start} + s.d as effective_date, s.approved_at as recorded_at, 'StockUpdate' as source_type,
            s.id as source_id
          from nat_su s join nat_su_line l on l.stock_update_id = s.id
          where s.type = 0 and s.fate = 'approved'
          union all
          select l.inventory_id, ${lit(overnight.sign)} * l.quantity, ${lit(overnight.kind)}, ${start} + s.d,
            s.approved_at, 'StockUpdate', s.id
          from nat_su s join nat_su_line l on l.stock_update_id = s.id
          where s.type = 3 and s.fate = 'approved'
          union all
          select ${inv('t.i', 't.p', 'e.slot')}, e.sign * t.q, e.kind, ${start} + t.d,
            t.submitted_at + interval '2 hours', 'StockTransfer', t.id
          from nat_st t cross join lateral (values (t.from_slot, -1, 'transfer_out'), (1 - t.from_slot, 1, 'transfer_in'))
            as e(slot, sign, kind)
          where t.fate = 'approved'
          union all
          select d.inventory_id, -d.q, 'sale', n.issued_at::date, n.issued_at, ${lit(DO.record)}, d.id
          from nat_do d join nat_note n on n.do_id = d.id where n.issued_at is not null`,
        // Posting order: the time each was approved or issued; within one posting by inventory, as postMovements.
        sql`insert into ledger_movements (inventory_id, quantity, kind, effective_date, recorded_at, source_type,
            source_id, user_id)
          select inventory_id, quantity, kind, effective_date, recorded_at, source_type, source_id,
            case when source_type = ${lit(DO.record)} then ${control} else ${stock} end
          from nat_mv order by recorded_at, source_type, source_id, inventory_id`,
      ],
    ],
    [
      'identity sequences',
      ID_TABLES.map(
        (table) =>
          sql`select setval(pg_get_serial_sequence(${lit(table)}, 'id'), (select max(id) from ${sql.table(table)}))`,
      ),
    ],
  ];
}
