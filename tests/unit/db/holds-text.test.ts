import { describe, expect, it } from 'vitest';
import { PLAN_PER_CALL } from '../../../server/db/client.ts';
import { holdsText } from '../../../server/domain/search.ts';
import { compileOnly as db } from '../helpers/compile-only.ts';

// What a number or reference search asks of its trigram index (search.ts holdsText): the text's longest
// word first, as a condition of its own, then the whole text. The order is what makes it fast (the index
// reads the first condition's trigram lists whole), and a word with no trigram must never stand alone.
// That the same rows match is held by tests/api/records/search-paging.test.ts.

/** The patterns the condition compares the column with, in the order the statement gives them. */
const patterns = (text: string) => {
  const { sql, parameters } = holdsText('d.deliveryOrderNumber', text).compile(db);
  expect(sql.match(/"d"\."delivery_order_number" ilike \$\d/g)).toHaveLength(parameters.length);
  return parameters;
};

describe('holdsText', () => {
  it("reads a number's longest word first, then the whole text", () => {
    expect(patterns('DO-2024-0588287')).toEqual(['%0588287%', '%DO-2024-0588287%']);
    expect(patterns('LBR-6508')).toEqual(['%6508%', '%LBR-6508%']);
    expect(patterns('ST-20240528-194-1')).toEqual(['%20240528%', '%ST-20240528-194-1%']);
  });

  it('takes the wildcards of both literally', () => {
    expect(patterns('a%b_-12345\\')).toEqual(['%12345%', '%a\\%b\\_-12345\\\\%']);
  });

  it('reads a text of one word, or without a word of 3 characters, as it is', () => {
    expect(patterns('0588287')).toEqual(['%0588287%']);
    expect(patterns('TO')).toEqual(['%TO%']);
    expect(patterns('do-20')).toEqual(['%do-20%']);
    expect(patterns(' 123 ')).toEqual(['%123%', '% 123 %']);
  });

  it('never reads alone a word that pg_trgm may not see as one (not ASCII)', () => {
    expect(patterns('ÉÉÉÉ-123')).toEqual(['%123%', '%ÉÉÉÉ-123%']);
    expect(patterns('ÉÉÉÉ-12')).toEqual(['%ÉÉÉÉ-12%']);
  });

  it('is planned at every call with its text, in every form (never by a generic plan)', () => {
    for (const text of ['DO-2024-0588287', '0588287', 'TO']) {
      expect(holdsText('d.deliveryOrderNumber', text).compile(db).sql).toContain(PLAN_PER_CALL);
    }
  });
});
