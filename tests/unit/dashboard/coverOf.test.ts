import { describe, expect, it } from 'vitest';
import { coverOf } from '../../../server/domain/days-of-cover.ts';

describe('coverOf', () => {
  it('divides the stock by the average daily sales of 30 days, to one decimal', () => {
    // 9,000 sold in 30 days is 300 a day; 2,000 gallons last 6.67 days.
    expect(coverOf(2_000, 9_000, 15)).toEqual({
      stockBalance: 2_000,
      sales30Days: 9_000,
      averageDailySales: 300,
      daysOfCover: 6.7,
      isBelowThreshold: true,
    });
  });

  it('flags only below the threshold', () => {
    expect(coverOf(1_500, 3_000, 15).isBelowThreshold).toBe(false); // exactly 15 days
    expect(coverOf(1_499, 3_000, 15).isBelowThreshold).toBe(true);
  });

  it("answers no days (null, 'no sales') rather than infinity when nothing was sold", () => {
    expect(coverOf(5_000, 0, 15)).toMatchObject({
      averageDailySales: 0,
      daysOfCover: null,
      isBelowThreshold: false,
    });
    expect(coverOf(0, 0, 15).daysOfCover).toBeNull();
  });
});
