import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PLAN_PER_CALL, PREPARED, prepareStatements } from '../../../server/db/client.ts';
import { inventoryBalances, productAvailabilities } from '../../../server/domain/ledger/balances.ts';
import { openRecordsOn } from '../../../server/domain/ledger/pending.ts';
import { installRecordTypes } from '../../../server/domain/record-types/index.ts';
import { lossFlags } from '../../../server/domain/reports/losses.ts';
import { recordingDatabase, statementUser } from '../helpers/compile-only.ts';

// Which statements a PostgreSQL connection prepares (client.ts prepareStatements): those with values,
// named by their text, so that the server may keep their plans, and those without marked PREPARED (the
// dashboard's stamps, read again and again); never those marked PLAN_PER_CALL, which
// the server must plan with their values every time (a number search's generic plan read a trigram index
// whole for a common text).

/** A connection that records what each query call was given. */
function recordingClient() {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as pg.ClientBase;
  prepareStatements(client);
  return { client, calls };
}

describe('prepareStatements', () => {
  it('names a statement with values by its text, the same name for the same text', () => {
    const { client, calls } = recordingClient();
    const text = 'select * from transfer_orders where id = $1';
    void client.query(text, [1]);
    void client.query(text, [2]);
    void client.query(`${text} and status = $2`, [1, 'Approved']);
    const [first, second, other] = calls.map(([config]) => config as pg.QueryConfig);
    expect(first).toEqual({ name: expect.stringMatching(/^ppms_/), text, values: [1] });
    expect(second.name).toBe(first.name);
    expect(other.name).not.toBe(first.name);
  });

  it('sends as they are a statement without values, and one marked to be planned per call', () => {
    const { client, calls } = recordingClient();
    const marked = `select id from transfer_orders where ${PLAN_PER_CALL} transfer_order_number ilike $1`;
    void client.query(marked, ['%TO-202%']);
    void client.query('begin', []);
    expect(calls).toEqual([
      [marked, ['%TO-202%']],
      ['begin', []],
    ]);
  });

  it('names a statement without values marked PREPARED', () => {
    const { client, calls } = recordingClient();
    const text = `${PREPARED} select max(id) from record_history`;
    void client.query(text, []);
    void client.query(text, []);
    const [first, second] = calls.map(([config]) => config as pg.QueryConfig);
    expect(first).toEqual({ name: expect.stringMatching(/^ppms_/), text, values: [] });
    expect(second.name).toBe(first.name);
  });

  it('plans per call the reads of open records by inventory: what writes check under the inventory locks', async () => {
    // Their generic plan, blind to how many inventories the ids select, read the open records' tables in
    // parallel scans: 41.5 ms of PostgreSQL's CPU a call at scale 1, where planned with the ids 2.2 ms.
    installRecordTypes();
    const { db, statements } = recordingDatabase();
    await inventoryBalances(db, { inventoryIds: [1, 2] });
    await inventoryBalances(db, { importerIds: [3], productIds: [1, 2], activeOnly: true });
    await productAvailabilities(db, { importerIds: [3], productIds: [1] });
    await openRecordsOn(db, [1, 2]);
    expect(statements).toHaveLength(4);
    const { client, calls } = recordingClient();
    for (const { sql, parameters } of statements) void client.query(sql, [...parameters]);
    expect(calls).toEqual(statements.map(({ sql, parameters }) => [sql, parameters]));
  });

  it("plans the dashboard's count of losses over tolerance per call", async () => {
    // PostgreSQL kept a generic plan for it: 267 ms a call at scale 1, where planned with the dates 51 ms.
    installRecordTypes();
    const { db, statements } = recordingDatabase();
    await lossFlags(db, statementUser({ rCodes: { R500: true } }));
    expect(statements).toHaveLength(1);
    const { client, calls } = recordingClient();
    void client.query(statements[0].sql, [...statements[0].parameters]);
    expect(calls).toEqual([[statements[0].sql, statements[0].parameters]]);
  });
});
