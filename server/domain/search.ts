import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../../schemas/codes.ts';
import type { SearchAnswer } from '../../schemas/search.ts';
import { statesByCode } from '../../schemas/workflows/engine.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import { setBounded } from '../bounded-map.ts';
import { type Database, PLAN_PER_CALL } from '../db/client.ts';
import { compiledOnce } from '../db/compiled.ts';
import { type AuthUser, queryKeyOf } from './auth-user.ts';
import { waitingCondition } from './record-types/waiting.ts';
import { newestIdQuery } from './reuse.ts';

// What every POST X/Search does alike (DESIGN.md section 6), built to stay fast at any size (issue 23):
// - a page reads only its own rows: the ids of the page come from the visible, filtered table in list
//   order (an index in that order serves it: an index-only walk to the page's offset), and the names
//   are joined on those 20 ids only;
// - the total is counted apart and capped: the matches are counted up to COUNT_AHEAD past the page, so
//   a count never reads more than the page's offset and COUNT_AHEAD more rows. Below the cap the total is
//   exact; beyond it the answer says so (`totalIsLowerBound`), `total` and `pages` then being what was
//   counted ('Page 1 of 100+'), which grows as the user pages on; the count is kept per user and filters
//   and not counted again until a record changes (readPage), so a list loaded again reads its page alone;
// - number and reference searches are `ilike` substrings served by trigram indexes (pg_trgm), their
//   longest word read first (holdsText).

/**
 * How many matches past a page's offset a search counts: 100 pages. Counting further costs time in
 * proportion, for a number nobody reads.
 */
export const COUNT_AHEAD = 100 * PAGE_SIZE;

/** An ilike pattern that finds the text anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Words as pg_trgm takes a pattern's trigrams from them: runs of letters and digits. ASCII only: those
 * are letters and digits to pg_trgm in every locale, where others may not be (in the C locale), and a
 * word without trigrams would make its condition read the whole index.
 */
const WORDS = /[A-Za-z0-9]+/g;

/**
 * `column ilike '%text%'`: the column holds the text anywhere, in any case, its wildcards taken literally;
 * written so that the column's trigram index reads little. The index answers one pattern by reading,
 * whole, the list of rows of each of its trigrams, and the trigrams of a number's prefix and year ('DO',
 * '2024') are in most rows: a delivery order's full number read 1,910 pages of the index at 1.2 million
 * orders for one row (20 ms). So the pattern's longest word ('0588287') comes first, as a condition of
 * its own: the index reads that word's lists, and the whole pattern's only at the rows it finds (84
 * pages, 1 ms). The same rows match: the whole pattern holds the word.
 */
export function holdsText(column: string, text: string): RawBuilder<boolean> {
  // Planned per call: whether the index or the list's order serves best depends on the text.
  const whole = sql<boolean>`${sql.raw(PLAN_PER_CALL)} ${sql.ref(column)} ilike ${containing(text)}`;
  const longest = (text.match(WORDS) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  // A word under 3 characters has no trigram: its condition would read the whole index.
  if (longest.length < 3 || longest.length === text.length) return whole;
  return sql<boolean>`(${sql.ref(column)} ilike ${containing(longest)} and ${whole})`;
}

/**
 * The inventories whose tank holds a product, as an array computed once per statement: a condition
 * `inventory_id = any(...)` on it is then an index lookup, where a join would be planned per row.
 */
export const inventoriesHolding = (productId: number) =>
  sql`array(select i.id from inventories i join storage_tanks st on st.id = i.storage_tank_id
    where st.product_id = ${productId})`;

/** A day filter on a timestamptz column (`alias.column`): from the start of a day of the database's time zone. */
export const dayFrom = (column: string, day: string) => sql<boolean>`${sql.ref(column)} >= ${day}::date`;
/** ... to the end of that day. */
export const dayTo = (column: string, day: string) =>
  sql<boolean>`${sql.ref(column)} < ${day}::date + interval '1 day'`;

/**
 * What a search keeps by state, from its stage filter and its 'Waiting for me' filter (both when both are
 * set), for the row aliased `alias`; null when neither is set.
 */
export async function stateFilter(
  db: Database,
  workflow: Workflow,
  user: AuthUser,
  alias: string,
  filters: { stage?: number | null; waiting?: boolean | null },
): Promise<RawBuilder<boolean> | null> {
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.stage != null) {
    // One state is an equality, which its status index serves in list order; none keeps nothing.
    const states = statesByCode(workflow, filters.stage);
    conditions.push(
      states.length
        ? sql<boolean>`${sql.ref(`${alias}.status`)} in (${sql.join(states)})`
        : sql<boolean>`false`,
    );
  }
  if (filters.waiting) conditions.push(await waitingCondition(db, workflow, user, alias));
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : null;
}

/** A list's order, newest first: its date column, then its id (both `alias.column`). */
export interface ListOrder {
  key: string;
  id: string;
}

/**
 * Where a page starts in the list, how far its matches are counted, and the count kept from an earlier
 * run (reusedCount): values of its statement.
 */
export type PageAt = {
  /** Values, or literals of the statement's text for the first pages (readPage's LITERAL_PAGES). */
  offset: number | RawBuilder<number>;
  limit: number | RawBuilder<number>;
  /** The history's newest id when `knownCount` was counted; -1: nothing kept, count. */
  knownStamp: number;
  /** The capped count kept, valid for this `limit` while the history's newest id is `knownStamp`. */
  knownCount: number;
};

/**
 * The parts of one page's statement. The matches are first taken up to the page's offset plus COUNT_AHEAD
 * and one, in no order (the CTE `capped`, read once): their count is the total, capped. When they are
 * fewer than that, they are every match, and the page is sorted out of them; otherwise the page's ids are
 * found by walking the list's order (an index in that order serves it). Either way the page's ids come
 * first, as an array (the CTE `page`, made once): the names are then joined on those rows only (`inPage`),
 * however many joins the read has, and what a page reads of other tables can be read for its ids at once
 * (`pageIds`). `ctes` are the statement's CTEs; `counted` is the capped count, to select beside the rows as
 * `total`.
 */
export function pageOf<D, TB extends keyof D>(
  // biome-ignore lint/suspicious/noExplicitAny: a search's visible table with its aliases and joins
  matches: SelectQueryBuilder<D, TB, any>,
  order: ListOrder,
  at: PageAt,
) {
  const walked = matches
    .select(sql.ref<number>(order.id).as('id'))
    .orderBy(sql.ref(order.key), 'desc')
    .orderBy(sql.ref(order.id), 'desc')
    .limit(sql.lit(PAGE_SIZE))
    .offset(at.offset);
  const all = sql`(select n from capped_count) < ${at.limit}`;
  // Counted once (capped_count), not in each place that asks: the count read the 2,001 capped rows
  // three times, half of a first page's statement at a million orders. And not at all while no record
  // changed since the count kept (the history's newest id, `stamp`, is the one it was counted at): the
  // capped CTE is then never read, the count being most of a page's cost.
  const ctes = sql`capped as materialized (${matches
    .select([sql.ref(order.key).as('k'), sql.ref(order.id).as('id')])
    .limit(at.limit)}),
    stamp as materialized (${newestIdQuery('record_history')}),
    capped_count as materialized (select case when (select id from stamp) = ${at.knownStamp}::bigint
      then ${at.knownCount}::bigint else (select count(*) from capped) end as n),
    page as materialized (select array(
      (select c.id from capped c where ${all} order by c.k desc, c.id desc limit ${sql.lit(PAGE_SIZE)} offset ${at.offset})
      union all
      (select w.id from (${walked}) w where not ${all})) as ids)`;
  return {
    ctes,
    inPage: sql<boolean>`${sql.ref(order.id)} = any(${PAGE_IDS})`,
    pageIds: PAGE_IDS,
    counted: sql<Counted>`(select array[n, stamp.id] from capped_count, stamp)`,
  };
}

/**
 * The page's ids, an array: the CTE `page` of pageOf's statement. Cast (every searched table's id is an
 * integer) so that `any(...)` takes it as one array, not as a subquery whose rows are arrays.
 */
const PAGE_IDS = sql<number[]>`(select ids from page)::int[]`;

/** A page's `total` as its statement selects it: the capped count and the stamp it holds for. */
type Counted = [count: number | string, stamp: number | string];

/**
 * What a search's statement is built from, as the key of the statement compiled once (db/compiled.ts):
 * the user and the filters, all but the page (a value of the statement). A search of what waits for the
 * user is built each time: its condition reads the four-eyes setting.
 */
export const searchKey = (
  user: AuthUser,
  filters: { waiting?: boolean | null; pageNumber?: number | null },
) =>
  filters.waiting ? null : `${queryKeyOf(user)}|${JSON.stringify({ ...filters, pageNumber: undefined })}`;

const pageStatements = compiledOnce();

/** Pages whose offset and count limit are literals of their statement (readPage). */
const LITERAL_PAGES = 5;

/** How long a search's count is used again while no record changed (as long as the dashboard's tiles). */
export const COUNT_REUSE_MS = 5_000;
const COUNTS_KEPT = 1_000;

/** A search's last capped count: `count` matches up to `limit`, when the history's newest id was `stamp`. */
interface KeptCount {
  stamp: number;
  count: number;
  limit: number;
  at: number;
}
const keptCounts = new WeakMap<Database, Map<string, KeptCount>>();

/**
 * What a search's statement may take as its count without counting (PageAt's knownStamp and knownCount):
 * the count kept for its key, if recent and valid for this limit. A count below the limit it was taken
 * with is every match; one at it says only that there are at least that many.
 */
function reusedCount(kept: KeptCount | undefined, limit: number): Pick<PageAt, 'knownStamp' | 'knownCount'> {
  const usable =
    kept && Date.now() - kept.at < COUNT_REUSE_MS && (kept.count < kept.limit || limit <= kept.limit);
  return usable
    ? { knownStamp: kept.stamp, knownCount: Math.min(kept.count, limit) }
    : { knownStamp: -1, knownCount: 0 };
}

/**
 * One page (page number from 1) of a search, read in one statement: `build` makes the page's rows (each
 * with pageOf's `counted` as total) and gives pageOf's `ctes` beside them. The statement is built and
 * compiled once per `key` (searchKey; null: every time), and its count kept per key: the next page or
 * the same search again counts only once a record changed (or after COUNT_REUSE_MS, for a change
 * committed under an older history id).
 */
export async function readPage<R extends { total: unknown }>(
  db: Database,
  key: string | null,
  page: number,
  build: (at: PageAt) => {
    ctes: RawBuilder<unknown>;
    // biome-ignore lint/suspicious/noExplicitAny: any query whose rows are R
    rows: SelectQueryBuilder<any, any, R>;
  },
): Promise<SearchAnswer<Omit<R, 'total'>>> {
  const offset = (page - 1) * PAGE_SIZE;
  const limit = offset + COUNT_AHEAD + 1;
  const counts = keptCounts.get(db) ?? new Map<string, KeptCount>();
  keptCounts.set(db, counts);
  const kept = key === null ? undefined : counts.get(key);
  const known = reusedCount(kept, limit);
  const at: PageAt = { offset, limit, ...known };
  // The first pages are written into the statement: with its limits as values, PostgreSQL's generic
  // plan assumes a tenth of the table and is never chosen, so each run was planned anew (1 ms at a
  // million orders, for 0.3 ms of execution). A deeper page is rare: its limits stay values.
  const literal = page <= LITERAL_PAGES;
  const bounds = literal ? { offset: sql.lit(offset), limit: sql.lit(limit) } : {};
  const statement = (slots: typeof known & Partial<PageAt>) => {
    const { ctes, rows } = build({ offset, limit, ...slots, ...bounds });
    return sql<R>`with ${ctes} ${rows}`;
  };
  const found =
    key === null
      ? (await statement(at).execute(db.db)).rows
      : await pageStatements(db, literal ? `${key}|page ${page}` : key, literal ? known : at, statement);
  // Past the last page no row carries the count: the matches are counted apart.
  const [counted, stamp] = found.length
    ? (found[0].total as Counted).map(Number)
    : (
        await sql<{ total: Counted }>`with ${build({ ...at, knownStamp: -1 }).ctes}
          select array[n, stamp.id] as total from capped_count, stamp`.execute(db.db)
      ).rows[0].total.map(Number);
  if (key !== null) {
    const reused = stamp === at.knownStamp;
    setBounded(
      counts,
      key,
      reused ? { ...kept!, stamp } : { stamp, count: counted, limit, at: Date.now() },
      COUNTS_KEPT,
    );
  }
  const cap = offset + COUNT_AHEAD;
  const total = Math.min(counted, cap);
  return {
    results: found.map(({ total: _total, ...row }) => row),
    pages: Math.ceil(total / PAGE_SIZE),
    currentPage: page,
    total,
    totalIsLowerBound: counted > cap,
    pageSize: PAGE_SIZE,
  };
}

/**
 * A page from rows that carry `count(*) over ()` as total: for short lists only (users), where counting
 * every match costs nothing. Past the last page no row carries the count, so `recount` (the first page)
 * tells how many pages there are.
 */
export async function searchPage<T extends { total: number | string }>(
  rows: T[],
  page: number,
  recount: () => Promise<{ total: number }>,
): Promise<SearchAnswer<Omit<T, 'total'>>> {
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) total = (await recount()).total;
  return {
    results: rows.map(({ total: _total, ...row }) => row),
    pages: Math.ceil(total / PAGE_SIZE),
    currentPage: page,
    total,
    totalIsLowerBound: false,
    pageSize: PAGE_SIZE,
  };
}
