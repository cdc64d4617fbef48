import { PAGE_SIZE } from '../../schemas/codes.ts';
import type { SearchAnswer } from '../../schemas/search.ts';
import { statesByCode, waitingStates } from '../../schemas/workflows/engine.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { AuthUser } from './auth-user.ts';

// What every POST X/Search does alike (DESIGN.md section 6).

/** An ilike pattern that finds the text anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The states a search keeps, from its stage filter and its 'Waiting for me' filter (both when both are
 * set), or null when neither is: the query then keeps every state. Never empty (an impossible state
 * stands in), so `status in (...)` stays valid SQL.
 */
export function searchStates<S extends string>(
  workflow: Workflow<S>,
  user: AuthUser,
  filters: { stage?: number | null; waiting?: boolean | null },
): S[] | null {
  const byStage = filters.stage == null ? null : statesByCode(workflow, filters.stage);
  const waiting = filters.waiting ? waitingStates(workflow, user) : null;
  if (!byStage && !waiting) return null;
  const kept = byStage && waiting ? byStage.filter((s) => waiting.includes(s)) : (byStage ?? waiting ?? []);
  return [...kept, '-' as S];
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
