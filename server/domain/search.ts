import { type RawBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../../schemas/codes.ts';
import type { SearchAnswer } from '../../schemas/search.ts';
import { statesByCode } from '../../schemas/workflows/engine.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { Database } from '../db/client.ts';
import type { AuthUser } from './auth-user.ts';
import { waitingCondition } from './record-types/waiting.ts';

// What every POST X/Search does alike (DESIGN.md section 6).

/** An ilike pattern that finds the text anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

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
    const states = [...statesByCode(workflow, filters.stage), '-'];
    conditions.push(sql<boolean>`${sql.ref(`${alias}.status`)} in (${sql.join(states)})`);
  }
  if (filters.waiting) conditions.push(await waitingCondition(db, workflow, user, alias));
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : null;
}

/**
 * A search's page from rows that carry `count(*) over ()` as total (20 a page, DESIGN.md section 6).
 * Past the last page no row carries the count, so `recount` (the first page's search) tells how many
 * pages there are.
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
    pageSize: PAGE_SIZE,
  };
}
