import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'date-fns/format';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { DEMO_PASSWORD, DEMO_USER_BY_ROLE } from '../../../server/db/seed/demo.ts';
import { verifyChains } from '../../helpers/chains.ts';
import { POSTGRES, suiteDatabase } from '../../helpers/databases.ts';
import {
  type HttpCall,
  httpCaller,
  httpSignIn,
  type ServerProcess,
  startServer,
} from '../../helpers/server-process.ts';

// Crash rounds (issue 19): the real server in a process of its own takes a stream of stock update
// submissions, reviews and approvals (an approval posts the request's lines to the ledger); it is killed
// with SIGKILL mid-stream, started again on the same data, and must hold every write it acknowledged, in
// at least the state acknowledged, and no half-written one: every request has its lines, an approved one
// exactly its ledger movements, any other none; and every hash chain verifies (tests/helpers/chains.ts).
// Three rounds on the same data, on the embedded database in the embedded pass of the API suites and on
// PostgreSQL in the PostgreSQL pass (each pass runs its own database's rounds only).

const ROUNDS = 3;
const WORKERS = 4;
/** New < Reviewed < Approved: a write sent but unanswered before the kill may have landed, so "at least". */
const STATES = ['New', 'Reviewed', 'Approved'] as const;

interface Acknowledged {
  id: number;
  lines: { inventoryId: number; quantity: number }[];
  state: number;
}

const onPostgres = POSTGRES !== null;
/** Acknowledged answers, by kind: each one must be found after the kill. */
const counts = { submitted: 0, reviewed: 0, approved: 0 };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ppms-crash-'));
// PostgreSQL: a copy of the run's seeded demo database; embedded: the first start seeds the folder.
const database = await suiteDatabase(true);
let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const today = format(new Date(), 'yyyy-MM-dd');

async function signedIn(api: string) {
  const [importer, marketing, admin] = await Promise.all(
    [DEMO_USER_BY_ROLE.R100, DEMO_USER_BY_ROLE.R600, DEMO_USER_BY_ROLE.R500].map(async (email) =>
      httpCaller(api, await httpSignIn(api, email, DEMO_PASSWORD)),
    ),
  );
  return { importer, marketing, admin };
}

/** The demo importer's id and two of its inventories, read through the API. */
async function stake(admin: HttpCall, importer: HttpCall) {
  const mine = (await importer('GET', 'Setting/Filters')).json;
  const listed = (await admin('GET', 'Importer')).json;
  const importers: { id: number; name: string }[] = Array.isArray(listed)
    ? listed
    : (listed.items ?? listed.data);
  const ids = new Set<number>((mine?.importers ?? []).map((i: { id: number }) => i.id));
  const id = (importers.find((i) => ids.has(i.id)) ?? importers[0]).id;
  const detail = (await admin('GET', `Importer/${id}`)).json;
  const inventories: number[] = detail.inventories.map((i: { inventoryId: number }) => i.inventoryId);
  expect(inventories.length, 'the demo importer has inventories').toBeGreaterThan(0);
  return { importerId: id, inventories: inventories.slice(0, 2) };
}

/**
 * Writes until `stop` is set, recording what each acknowledged answer said: submissions (lines of 1 to
 * 2 inventories), reviews and approvals of earlier ones, by several workers at once.
 */
async function stream(
  api: string,
  round: number,
  acknowledged: Map<number, Acknowledged>,
  signal: { stop: boolean },
) {
  const { importer, marketing, admin } = await signedIn(api);
  const { importerId, inventories } = await stake(admin, importer);
  const busy = new Set<number>();
  let serial = 0;
  const worker = async () => {
    // Each worker alternates: a submission, then a review or approval of an earlier one.
    for (let turn = 0; !signal.stop; turn++) {
      const next = [...acknowledged.values()].find((a) => a.state < 2 && !busy.has(a.id));
      try {
        if (next && turn % 2 === 1) {
          busy.add(next.id);
          const action = next.state === 0 ? 10 : 20;
          const answer = await marketing('POST', 'StockUpdate/StatusUpdate', { id: next.id, status: action });
          if (answer.status === 200) {
            next.state += 1;
            counts[action === 10 ? 'reviewed' : 'approved']++;
          } else if (answer.status >= 500) throw new Error(`${action} answered ${answer.status}`);
          busy.delete(next.id);
        } else {
          const lines = inventories
            .slice(0, 1 + (serial % inventories.length))
            .map((inventoryId, i) => ({ inventoryId, quantity: 100 + ((serial * 7 + i) % 900) }));
          const answer = await importer('POST', 'StockUpdate', {
            createdDate: today,
            stockUpdateType: 0,
            referenceNumber: `CRASH-${round}-${++serial}`,
            importerId,
            inventoryInfos: lines,
          });
          if (answer.status === 200) {
            acknowledged.set(answer.json.id, { id: answer.json.id, lines, state: 0 });
            counts.submitted++;
          } else if (answer.status >= 500) throw new Error(`submit answered ${answer.status}`);
        }
      } catch (error) {
        // The kill: a request in flight fails; what it did is checked as unacknowledged.
        if (signal.stop) return;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

/** After a restart: every acknowledged write is there, in at least its acknowledged state. */
async function checkAcknowledged(api: string, acknowledged: Map<number, Acknowledged>) {
  const { marketing, admin } = await signedIn(api);
  const missing: string[] = [];
  for (const ack of acknowledged.values()) {
    const answer = await marketing('GET', `StockUpdate/${ack.id}`);
    if (answer.status !== 200) {
      missing.push(`${ack.id}: ${answer.status}`);
      continue;
    }
    const state = STATES.indexOf(answer.json.status);
    if (state < ack.state)
      missing.push(`${ack.id}: ${answer.json.status}, acknowledged ${STATES[ack.state]}`);
    else ack.state = state;
  }
  expect(missing, 'acknowledged writes lost').toEqual([]);
  for (const chain of await verifyChains(admin)) expect(chain.detail, `the ${chain.name} chain`).toBe('ok');
}

/** With the server stopped, in the database itself: no request without its lines or half posted. */
async function checkWhole(acknowledged: Map<number, Acknowledged>) {
  const db = await openDatabase({
    ...loadConfig({}),
    dataDir,
    inMemory: false,
    databaseUrl: database.databaseUrl,
    logLevel: 'silent',
  });
  try {
    const { rows } = await sql<{
      id: number;
      status: string;
      lines: number;
      posted: number;
      expected: number;
    }>`
      select su.id, su.status,
        (select count(*)::int from stock_update_lines l where l.stock_update_id = su.id) as lines,
        (select count(*)::int from ledger_movements m
          where m.source_type = 'StockUpdate' and m.source_id = su.id) as posted,
        (select count(*)::int from stock_update_lines l where l.stock_update_id = su.id and l.quantity <> 0)
          as expected
      from stock_updates su where su.reference_number like 'CRASH-%'`.execute(db.db);
    const half = rows.filter(
      (r) => r.lines === 0 || (r.status === 'Approved' ? r.posted !== r.expected : r.posted !== 0),
    );
    expect(half, 'half-written requests').toEqual([]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const ack of acknowledged.values())
      expect(byId.get(ack.id)?.lines, `request ${ack.id}'s lines`).toBe(ack.lines.length);
    return rows.length;
  } finally {
    await db.close();
  }
}

describe('crash rounds', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs of the ${onPostgres ? 'PostgreSQL-backed' : 'embedded'} server`, async () => {
    const started = performance.now();
    const acknowledged = new Map<number, Acknowledged>();
    const options = { dataDir, databaseUrl: database.databaseUrl };
    for (let round = 1; round <= ROUNDS; round++) {
      server = await startServer(options);
      const signal = { stop: false };
      const writing = stream(server.api, round, acknowledged, signal);
      // Killed at a moment of its own each round, with writes in flight: after 20 acknowledged ones
      // at least (the start of a stream signs in first), then up to 1.5 s more.
      const before = acknowledged.size;
      for (let waited = 0; acknowledged.size < before + 20 && waited < 30_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_500));
      signal.stop = true;
      await server.stop('SIGKILL');
      await writing;
      expect(acknowledged.size, `round ${round} acknowledged writes`).toBeGreaterThan(before);

      server = await startServer(options);
      await checkAcknowledged(server.api, acknowledged);
      await server.stop('SIGTERM');
      const rows = await checkWhole(acknowledged);
      const states = STATES.map(
        (s, i) => `${[...acknowledged.values()].filter((a) => a.state === i).length} ${s}`,
      );
      console.info(
        `crash round ${round}: ${acknowledged.size} acknowledged (${states.join(', ')}), ${rows} in the database`,
      );
    }
    console.info(
      `crash rounds (${onPostgres ? 'PostgreSQL' : 'embedded'}): ${ROUNDS} rounds, ${counts.submitted + counts.reviewed + counts.approved} acknowledged writes (${counts.submitted} submissions, ${counts.reviewed} reviews, ${counts.approved} approvals) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 180_000);
});
