import { describe, expect, it } from 'vitest';
import { AUDIT_COUNT_AHEAD, AUDIT_PAGE_SIZE } from '../../../schemas/audit.ts';
import { listAudit } from '../../../server/domain/audit/list.ts';
import { recordingDatabase } from '../helpers/compile-only.ts';

// GET Audit at national scale (list.ts): the log holds a row per record change, tens of millions. Its
// count stops AUDIT_COUNT_AHEAD past the page, and its page takes its rows' times and places in the chain
// from the filter's index (in the list's order) before reading 50 rows whole. No answer shows either (an uncapped count or a page read
// whole answer the same, slower); the answers are held in tests/api/audit/audit.test.ts.

/** The value of the parameter a clause names (`limit $3`), in a statement. */
const parameterOf = (statement: { sql: string; parameters: readonly unknown[] }, clause: RegExp) => {
  const found = clause.exec(statement.sql);
  return found ? statement.parameters[Number(found[1]) - 1] : undefined;
};

describe("GET Audit's statements", () => {
  it('count no further than the cap past the page, and read the page by its places first', async () => {
    // No row: past the last page, the count is read apart.
    const recorded = recordingDatabase((sql) => (sql.startsWith('select count') ? [{ n: 0 }] : []));
    await listAudit(recorded.db, { pageNumber: 3, userId: 7, kind: 'sign-in' } as never);
    const [page, count] = recorded.statements;
    expect(recorded.statements).toHaveLength(2);
    const capped = 2 * AUDIT_PAGE_SIZE + AUDIT_COUNT_AHEAD + 1;
    expect(
      parameterOf(
        count,
        /^select count\(\*\)::int as "n" from \(select "e"\."seq" from .* limit \$(\d+)\) as "m"$/,
      ),
    ).toBe(capped);
    // The same count beside the page, once, for the page's rows.
    expect(
      parameterOf(
        page,
        /\(select count\(\*\)::int as "n" from \(select "e"\."seq" from [^()]* limit \$(\d+)\) as "m"\) as "counted"/,
      ),
    ).toBe(capped);
    expect(
      parameterOf(
        page,
        /from \(select "e"\."at", "e"\."seq" from "audit_events" as "e" where [^()]* order by "e"\."at" desc, "e"\."seq" desc limit \$(\d+) offset \$\d+\) as "p"/,
      ),
    ).toBe(AUDIT_PAGE_SIZE);
    expect(page.sql).toMatch(/order by "p"\."at" desc, "p"\."seq" desc$/);
  });
});
