import { describe, expect, it } from 'vitest';
import { coverage, periodCoverage, type Seal } from '../../../server/domain/reports/seal-coverage.ts';

// Which days of a report's opening or period its seals serve, and which are compared afresh
// (seal-coverage.ts). The API suites check the answers; these the edges of the ranges.
const month = (since: string, until: string): Seal => ({ since, until });
const SEALS = [
  month('-infinity', '2026-06-30'),
  month('2026-07-01', '2026-07-31'),
  month('2026-08-01', '2026-08-31'),
  month('2026-10-01', '2026-10-31'),
];

describe('the coverage of a range by seals', () => {
  it('serves whole months and compares the partial ones and the gaps', () => {
    expect(coverage({ from: '2026-07-15', to: '2026-11-03' }, SEALS)).toEqual({
      sealed: [SEALS[2], SEALS[3]],
      live: [
        { from: '2026-07-15', to: '2026-07-31' },
        { from: '2026-09-01', to: '2026-09-30' },
        { from: '2026-11-01', to: '2026-11-03' },
      ],
    });
  });

  it('serves an opening from the beginning with everything before the ledger', () => {
    expect(coverage({ from: null, to: '2026-08-20' }, SEALS)).toEqual({
      sealed: [SEALS[0], SEALS[1]],
      live: [{ from: '2026-08-01', to: '2026-08-20' }],
    });
    // No seal before: the beginning is compared too.
    expect(coverage({ from: null, to: '2026-08-31' }, SEALS.slice(1))).toEqual({
      sealed: SEALS.slice(1, 3),
      live: [{ from: null, to: '2026-06-30' }],
    });
  });

  it('compares all of a range no seal fits in, and nothing of one they fill', () => {
    expect(coverage({ from: '2026-07-02', to: '2026-07-31' }, SEALS)).toEqual({
      sealed: [],
      live: [{ from: '2026-07-02', to: '2026-07-31' }],
    });
    expect(coverage({ from: '2026-07-01', to: '2026-08-31' }, SEALS)).toEqual({
      sealed: [SEALS[1], SEALS[2]],
      live: [],
    });
    expect(coverage({ from: null, to: '2026-08-31' }, [])).toEqual({
      sealed: [],
      live: [{ from: null, to: '2026-08-31' }],
    });
  });

  it("takes a month whole before its days, and the days where the month's seal is gone", () => {
    const day = (date: string) => month(date, date);
    const days = ['2026-07-01', '2026-07-02', '2026-07-31', '2026-08-01', '2026-08-02', '2026-08-04'].map(
      day,
    );
    // In either order: a month and its first day start on the same day.
    for (const seals of [[...days, ...SEALS], [...SEALS, ...days].reverse()]) {
      expect(coverage({ from: '2026-07-31', to: '2026-08-31' }, seals).sealed).toEqual([days[2], SEALS[2]]);
      expect(coverage({ from: '2026-07-01', to: '2026-07-31' }, seals).sealed).toEqual([SEALS[1]]);
    }
    // August's seal gone (a late write on the 3rd): its sealed days are read, the others compared.
    expect(coverage({ from: '2026-07-31', to: '2026-08-05' }, [...SEALS.slice(0, 2), ...days])).toEqual({
      sealed: [days[2], days[3], days[4], days[5]],
      live: [
        { from: '2026-08-03', to: '2026-08-03' },
        { from: '2026-08-05', to: '2026-08-05' },
      ],
    });
  });

  it('passes over a seal that overlaps one taken', () => {
    const overlapping = [...SEALS, month('2026-07-15', '2026-08-10')];
    expect(coverage({ from: '2026-07-01', to: '2026-08-31' }, overlapping).sealed).toEqual([
      SEALS[1],
      SEALS[2],
    ]);
  });
});

describe("a period's coverage by running seals", () => {
  const running = (until: string): Seal => ({ since: '-infinity', until });
  const RUNNING = ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-20', '2026-11-26'].map(running);
  const seals = [...SEALS, ...RUNNING];

  it('is the difference of the running seals ending the day before and latest in it, and the days after', () => {
    expect(periodCoverage({ from: '2026-11-02', to: '2026-11-28' }, seals)).toEqual({
      sealed: [RUNNING[4]],
      less: RUNNING[1],
      live: [{ from: '2026-11-27', to: '2026-11-28' }],
    });
    expect(periodCoverage({ from: '2026-11-01', to: '2026-11-20' }, seals)).toEqual({
      sealed: [RUNNING[3]],
      less: RUNNING[0],
      live: [],
    });
  });

  it("is the seals' coverage where no running seal ends the day before, or none in the period", () => {
    // Starting the 4th: none ends the 3rd (a write there unsealed it and those after, or it aged out).
    expect(periodCoverage({ from: '2026-07-15', to: '2026-11-04' }, seals)).toEqual(
      coverage({ from: '2026-07-15', to: '2026-11-04' }, seals),
    );
    expect(periodCoverage({ from: '2026-11-04', to: '2026-11-28' }, seals).less).toBeUndefined();
    // One ends the day before, none in the period: the seals after it were deleted by a write.
    expect(periodCoverage({ from: '2026-11-21', to: '2026-11-25' }, seals)).toEqual({
      sealed: [],
      live: [{ from: '2026-11-21', to: '2026-11-25' }],
    });
  });
});
