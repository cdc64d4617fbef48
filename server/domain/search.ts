import { PAGE_SIZE } from '../../schemas/codes.ts';
import type { SearchAnswer } from '../../schemas/search.ts';

// What every POST X/Search does alike (DESIGN.md section 6).

/** An ilike pattern that finds the text anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

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
