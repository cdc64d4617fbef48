import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { createdRange, SEARCH_MESSAGES } from '../../../schemas/search.ts';
import {
  countSetFilters,
  filtersToHash,
  pageOf,
  parseAddressFilters,
  searchBody,
  withFilter,
} from '../../../src/records/list/addressFilters.ts';
import { filterErrors } from '../../../src/records/list/filterErrors.ts';

const KEYS = ['referenceNumber', 'createdFrom', 'stage', 'importerId'] as const;

describe('filters in the address', () => {
  it('reads ?key=value pairs from a hash or a query string, only known keys, no empty values', () => {
    expect(parseAddressFilters('#?stage=10&importerId=3&other=x&referenceNumber=', KEYS)).toEqual({
      stage: '10',
      importerId: '3',
    });
    expect(parseAddressFilters('?stage=0', KEYS)).toEqual({ stage: '0' });
    expect(parseAddressFilters('', KEYS)).toEqual({});
  });

  it('round-trips any filter values through the hash', () => {
    const value = fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s.length > 0);
    fc.assert(
      fc.property(fc.record({ referenceNumber: value, stage: value }, { requiredKeys: [] }), (filters) => {
        expect(parseAddressFilters(filtersToHash(filters), KEYS)).toEqual(filters);
      }),
    );
  });

  it('writes nothing when no filter is set', () => {
    expect(filtersToHash({})).toBe('');
    expect(filtersToHash({ stage: '10', referenceNumber: 'A B&C' })).toBe(
      '#?stage=10&referenceNumber=A+B%26C',
    );
  });

  it('sends the list back to page 1 when a filter changes, and counts filters without the page', () => {
    const onPage3 = { stage: '10', pageNumber: '3' };
    expect(withFilter(onPage3, 'importerId', '4')).toEqual({ stage: '10', importerId: '4' });
    expect(withFilter(onPage3, 'stage', null)).toEqual({});
    expect(withFilter({ stage: '10' }, 'pageNumber', '2')).toEqual({ stage: '10', pageNumber: '2' });
    expect(countSetFilters(onPage3)).toBe(1);
    expect(pageOf(onPage3)).toBe(3);
    expect(pageOf({ pageNumber: 'x' })).toBe(1);
  });

  it('builds the search body with numbers for numeric keys and the page', () => {
    expect(searchBody({ stage: '0', referenceNumber: '0012', pageNumber: '2' }, ['stage'])).toEqual({
      stage: 0,
      referenceNumber: '0012',
      pageNumber: 2,
    });
  });
});

describe('date range filter rules (the shared search schema)', () => {
  const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
  const range = yup.object(createdRange);
  const dateRangeErrors = (createdFrom: string, createdTo: string) => {
    const { createdFrom: from, createdTo: to } = filterErrors(range, { createdFrom, createdTo });
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  };

  it('accepts an open or ordered range up to today', () => {
    expect(dateRangeErrors('', '')).toEqual({});
    expect(dateRangeErrors(day(-10), day(0))).toEqual({});
    expect(dateRangeErrors(day(0), day(0))).toEqual({});
  });

  it('refuses from later than to, and any date in the future', () => {
    expect(dateRangeErrors(day(-1), day(-5))).toEqual({ to: SEARCH_MESSAGES.fromAfterTo });
    expect(dateRangeErrors(day(1), '')).toEqual({ from: SEARCH_MESSAGES.dateInFuture });
    expect(dateRangeErrors('', day(30)).to).toBe(SEARCH_MESSAGES.dateInFuture);
  });
});
