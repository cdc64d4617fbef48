import { describe, expect, it } from 'vitest';
import { lossFlags, lossReport } from '../../../server/domain/reports/losses.ts';
import { recordingDatabase, statementUser } from '../helpers/compile-only.ts';

// The dashboard's count of losses over tolerance reads the ledger's sums, not the month's stock update
// lines: the rows only those lines keep (losses the temperature explained whole) can not be flagged
// (losses.ts, lossFlags), and reading them took 30 of the count's 51 ms at national scale. The count's
// answers are held equal to the reports' in tests/api/reports/losses.test.ts.

const admin = statementUser({ rCodes: { R500: true } });
const readsLines = (sql: string) => /\bstock_update_lines\b/.test(sql);

describe("the dashboard's loss flags", () => {
  it('read no stock update line, where the report reads them for the temperature', async () => {
    const flags = recordingDatabase();
    await lossFlags(flags.db, admin);
    expect(flags.statements.map((s) => readsLines(s.sql))).toEqual([false]);

    const report = recordingDatabase();
    await lossReport(report.db, admin, {
      from: '2026-11-01',
      to: '2026-11-28',
      type: 4,
    });
    expect(report.statements.every((s) => readsLines(s.sql))).toBe(true);
  });
});
