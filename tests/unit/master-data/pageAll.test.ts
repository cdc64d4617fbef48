import { describe, expect, it } from 'vitest';
import { pageAll } from '../../../src/providers/dataProvider.ts';

const rows = [
  { id: 1, name: 'PMS', unit: 'Gallons' },
  { id: 2, name: 'AGO', unit: 'Gallons' },
  { id: 3, name: 'JET', unit: 'Litres' },
];

describe('pageAll (whole-list resources)', () => {
  it('sorts, filters and pages as react-admin asks', () => {
    expect(pageAll(rows, { sort: { field: 'name', order: 'ASC' } }).data.map((r) => r.id)).toEqual([2, 3, 1]);
    expect(pageAll(rows, { sort: { field: 'name', order: 'DESC' } }).data.map((r) => r.id)).toEqual([
      1, 3, 2,
    ]);
    expect(pageAll(rows, { filter: { unit: 'Gallons' } })).toEqual({ data: rows.slice(0, 2), total: 2 });
    expect(
      pageAll(rows, { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' } }),
    ).toEqual({
      data: [rows[2]],
      total: 3,
    });
  });
});
