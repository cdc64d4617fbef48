import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { contentHash } from '../../build/content-hash.ts';
import type { Database } from './client.ts';

// The demo snapshot: the embedded database's files right after a first start seeded the demo history
// (migrations, code tables, master data, four months of records made through the workflows), before the
// token secret exists. A later first start on a fresh data folder unpacks it instead of replaying the
// history: the same mechanism as the tests' seeded copies (Database.dumpEmbedded, then openDatabase's
// embeddedFiles). It is keyed by what the data is made from, so a changed migration, seed, workflow or
// PGlite version makes a new one; it lives in the snapshot folder (PPMS_SNAPSHOT_DIR, ./.cache).
//
// The history counts back from the day it was seeded. A snapshot seeded on an earlier day is moved
// forward by the whole days since (shiftDays): the database is then what a replay at that later moment
// would have written, so the console is as alive as on the day of the snapshot.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the demo data is made from: migrations and seed, the domain and workflows they run, the packages. */
const DEMO_SOURCES = ['server/db', 'server/domain', 'schemas', 'package-lock.json'] as const;

export const demoSnapshotKey = () => contentHash(root, DEMO_SOURCES);

export interface DemoSnapshot {
  /** The file of the data folder's files (a Database.dumpEmbedded tarball). */
  tarball: string;
  /** When it was seeded (the moment of the dump): its history counts back from then. */
  seededAt: Date;
}

const DAY_MS = 86_400_000;
const files = (folder: string, key: string) => ({
  tarball: path.join(folder, `demo-${key}.tar`),
  manifest: path.join(folder, `demo-${key}.json`),
});

/** The snapshot for this key, unless there is none (or only a half-written one). */
export function readDemoSnapshot(folder: string, key = demoSnapshotKey()): DemoSnapshot | null {
  const { tarball, manifest } = files(folder, key);
  if (!fs.existsSync(manifest) || !fs.existsSync(tarball)) return null;
  const { seededAt } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { seededAt: string };
  return { tarball, seededAt: new Date(seededAt) };
}

/**
 * Writes db's files as the snapshot for this key (db must hold the demo data and no secret yet) and
 * removes older snapshots. Each file is written aside and renamed into place, the manifest last, so a
 * reader sees a whole snapshot or none, even with two first starts at once.
 */
export async function writeDemoSnapshot(
  db: Database,
  folder: string,
  key = demoSnapshotKey(),
): Promise<void> {
  const bytes = await (await db.dumpEmbedded()).bytes();
  const seededAt = new Date();
  fs.mkdirSync(folder, { recursive: true });
  const { tarball, manifest } = files(folder, key);
  const aside = `.${process.pid}.tmp`;
  fs.writeFileSync(tarball + aside, bytes);
  fs.renameSync(tarball + aside, tarball);
  fs.writeFileSync(manifest + aside, `${JSON.stringify({ key, seededAt: seededAt.toISOString() })}\n`);
  fs.renameSync(manifest + aside, manifest);
  for (const name of fs.readdirSync(folder)) {
    if (/^demo-[0-9a-f]+\.(tar|json)$/.test(name) && !name.startsWith(`demo-${key}.`)) {
      fs.rmSync(path.join(folder, name), { force: true });
    }
  }
}

/**
 * Whole days from seededAt to now: the shift that brings the history to now without putting any of its
 * times in the future (a snapshot seeded at 23:00 and restored at 08:00 the next day moves 0 days).
 */
export const daysSince = (seededAt: Date, now = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - seededAt.getTime()) / DAY_MS));

/** Tables whose dates the shift leaves alone: the migrations' own log, and the summaries, rebuilt. */
const NOT_SHIFTED = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'ledger_daily',
  'ledger_monthly',
  'ledger_balances',
]);

/**
 * Moves every date and time of the database `days` days forward, in one transaction: each date column
 * by that many days, each timestamp by that many days of 24 hours. The ledger's movements are its one
 * exception to append-only: on this copy, before it serves anyone, their dates move too and their hash
 * chains are computed again, row by row, with the ledger's own hash function; the daily and monthly
 * summaries are rebuilt from them. Only the demo snapshot is ever shifted.
 */
export async function shiftDays(db: Database, days: number): Promise<void> {
  if (days === 0) return;
  const { rebuildSummaries } = await import('../domain/ledger/summaries.ts');
  await db.transaction(async (tx) => {
    const { rows } = await sql<{ table: string; column: string; type: string }>`
      select c.table_name as table, c.column_name as column, c.data_type as type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
      order by c.table_name, c.ordinal_position`.execute(tx.db);
    const tables = new Map<string, { column: string; type: string }[]>();
    for (const row of rows) {
      if (NOT_SHIFTED.has(row.table)) continue;
      tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
    }
    await sql`alter table ledger_movements disable trigger ledger_movements_append_only`.execute(tx.db);
    // The audit log's times move too, and its chain is computed again the same way.
    await sql`alter table audit_events disable trigger audit_events_append_only`.execute(tx.db);
    for (const [table, columns] of tables) {
      const sets = columns.map(({ column, type }) =>
        type === 'date'
          ? sql`${sql.ref(column)} = ${sql.ref(column)} + ${sql.lit(days)}::integer`
          : sql`${sql.ref(column)} = ${sql.ref(column)} + make_interval(days => ${sql.lit(days)})`,
      );
      await sql`update ${sql.table(table)} set ${sql.join(sets)}`.execute(tx.db);
    }
    await sql`
      do $$
      declare
        r record;
        previous text;
        inventory integer;
      begin
        for r in select * from ledger_movements order by inventory_id, seq loop
          if inventory is distinct from r.inventory_id then
            inventory := r.inventory_id;
            previous := repeat('0', 64);
          end if;
          update ledger_movements
            set prev_hash = previous,
                hash = ledger_movement_hash(r.id, r.inventory_id, r.seq, r.quantity, r.kind, r.effective_date,
                  r.recorded_at, r.source_type, r.source_id, r.user_id, previous)
            where id = r.id
            returning hash into previous;
        end loop;
      end
      $$`.execute(tx.db);
    await sql`alter table ledger_movements enable trigger ledger_movements_append_only`.execute(tx.db);
    await sql`
      do $$
      declare
        r record;
        previous text := repeat('0', 64);
      begin
        for r in select * from audit_events order by seq loop
          update audit_events
            set prev_hash = previous,
                hash = audit_event_hash(r.id, r.seq, r.at, r.user_id, r.role, r.address, r.kind, r.record_type,
                  r.record_id, r.detail, previous)
            where id = r.id
            returning hash into previous;
        end loop;
      end
      $$`.execute(tx.db);
    await sql`alter table audit_events enable trigger audit_events_append_only`.execute(tx.db);
    await rebuildSummaries(tx);
  });
}
