import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../../src/widgets/format/formatDate.ts';
import { formatGallons, formatNumber } from '../../../src/widgets/format/formatNumber.ts';

describe('date formatting', () => {
  it('shows MM/dd/yyyy and h:mm a in local time', () => {
    const local = new Date(2026, 0, 5, 14, 7).toISOString();
    expect(formatDate(local)).toBe('01/05/2026');
    expect(formatTime(local)).toBe('2:07 PM');
    expect(formatDateTime(local)).toBe('01/05/2026 2:07 PM');
    // A calendar date (a request's date) is that day wherever the browser is.
    expect(formatDate('2026-06-15')).toBe('06/15/2026');
  });

  it("shows 'N/A' for missing or unreadable dates", () => {
    for (const value of [null, undefined, '', 'not a date', 42]) {
      expect(formatDate(value)).toBe('N/A');
      expect(formatDateTime(value)).toBe('N/A');
    }
  });
});

describe('number formatting', () => {
  it('puts negative numbers in brackets with thousands separators', () => {
    expect(formatNumber(-1500)).toBe('(1,500)');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('-25000')).toBe('(25,000)');
  });

  it('shows zero and anything not a number as 0', () => {
    for (const value of [0, '0', null, undefined, '', 'abc', Number.NaN, {}])
      expect(formatNumber(value)).toBe('0');
  });

  it("says 'Gallon' for 1 and 'Gallons' otherwise", () => {
    expect(formatGallons(1)).toBe('1 Gallon');
    expect(formatGallons(2500)).toBe('2,500 Gallons');
    expect(formatGallons(-1)).toBe('(1) Gallon');
  });
});
