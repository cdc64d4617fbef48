import { describe, expect, it } from 'vitest';
import { linkHasExpired, parseLinkTime } from '../../../src/pages/account/linkExpiry.ts';

describe('link expiry', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('reads ISO times, epoch milliseconds and epoch seconds', () => {
    expect(parseLinkTime('2026-11-22T10:00:00.000Z')).toBe(now);
    expect(parseLinkTime(String(now))).toBe(now);
    expect(parseLinkTime(String(now / 1000))).toBe(now);
    expect(parseLinkTime('soon')).toBeNull();
    expect(parseLinkTime(null)).toBeNull();
  });

  it('has expired only once the current time passes the timeStamp', () => {
    expect(linkHasExpired('2026-11-22T10:00:00.000Z', now)).toBe(false);
    expect(linkHasExpired('2026-11-22T10:00:00.000Z', now + 1)).toBe(true);
    expect(linkHasExpired('2026-11-22T09:59:00.000Z', now)).toBe(true);
    // No readable time: the page does not guess, the server decides.
    expect(linkHasExpired(null, now)).toBe(false);
  });
});
