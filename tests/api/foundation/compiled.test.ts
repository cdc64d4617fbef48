import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../../server/db/compiled.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

// Queries built and compiled once per key (server/db/compiled.ts), as the records' details are.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a query compiled once', () => {
  it("is built once per key and run with each call's values", async () => {
    const products = await t.db.db.selectFrom('products').select(['id', 'name']).orderBy('id').execute();
    expect(products.length).toBeGreaterThan(1);
    const query = compiledOnce();
    let builds = 0;
    const named = (key: string, id: number, prefix: string) =>
      query(t.db, key, { id, prefix }, (at) => {
        builds += 1;
        return t.db.db
          .selectFrom('products')
          .select(['id', sql<string>`${at.prefix}::text || name`.as('label')])
          .where('id', '=', at.id);
      });
    for (const product of products) {
      expect(await named('one', product.id, '#')).toEqual([{ id: product.id, label: `#${product.name}` }]);
    }
    expect(await named('one', products[0].id, '>')).toEqual([
      { id: products[0].id, label: `>${products[0].name}` },
    ]);
    expect(builds).toBe(1);
    expect(await named('another', products[1].id, '')).toEqual([
      { id: products[1].id, label: products[1].name },
    ]);
    expect(builds).toBe(2);
    expect(await named('one', 0, '#')).toEqual([]);
  });
});
