import fc from 'fast-check';
import { CamelCasePlugin, type QueryResult, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CamelCaseResults } from '../../../server/db/camel-case.ts';

// The compiled mapping must answer exactly what Kysely's CamelCasePlugin answers, for any answer the
// driver gives: the same keys in the same order, nested plain objects (json columns) mapped at any
// depth, in arrays too, and everything else (dates, buffers, numbers, texts, null) passed as it is.

const kysely = new CamelCasePlugin();

const mapped = async (plugin: CamelCasePlugin, rows: UnknownRow[]) =>
  (
    await plugin.transformResult({
      queryId: { queryId: 'q' },
      result: { rows } as QueryResult<UnknownRow>,
    })
  ).rows;

const column = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(_[a-z0-9]{1,6}){0,3}$/);
const leaf = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.date({ noInvalidDate: true }),
  fc.uint8Array({ maxLength: 4 }).map((bytes) => Buffer.from(bytes)),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), fc.array(tie('value'), { maxLength: 3 })),
  object: fc.dictionary(column, tie('value'), { maxKeys: 4 }),
}));
/** Rows as a driver gives them: every row with the same columns, in the same order. */
const answer = fc
  .uniqueArray(column, { minLength: 1, maxLength: 8 })
  .chain((columns) =>
    fc
      .array(fc.tuple(...columns.map(() => value)), { minLength: 1, maxLength: 5 })
      .map((rows) => rows.map((values) => Object.fromEntries(columns.map((name, i) => [name, values[i]])))),
  );

describe('CamelCaseResults', () => {
  it("maps every answer as Kysely's CamelCasePlugin does", async () => {
    const plugin = new CamelCaseResults();
    await fc.assert(
      fc.asyncProperty(answer, async (rows) => {
        const ours = await mapped(plugin, rows);
        const theirs = await mapped(kysely, rows);
        expect(ours).toStrictEqual(theirs);
        expect(ours.map((row) => Object.keys(row))).toEqual(theirs.map((row) => Object.keys(row)));
      }),
      { numRuns: 300 },
    );
  });

  it('maps json columns inside, and keeps dates and buffers as they are', async () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const [row] = await mapped(new CamelCaseResults(), [
      {
        record_id: 1,
        created_at: at,
        file_data: Buffer.from('x'),
        lines: [{ inventory_id: 2, by_day: { gallons_in: 3 } }, 4, null],
        history: { done_by: { full_name: 'A' } },
      },
    ]);
    expect(row).toStrictEqual({
      recordId: 1,
      createdAt: at,
      fileData: Buffer.from('x'),
      lines: [{ inventoryId: 2, byDay: { gallonsIn: 3 } }, 4, null],
      history: { doneBy: { fullName: 'A' } },
    });
  });
});
