import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';

// What a database holds, table by table: its rows and a digest of their values. A backup's manifest
// records it, a restore checks it, and the tests compare databases by it (tests/api/foundation).

/** Runs one SQL text (no parameters) and answers its rows, column names as written. */
export type RawQuery = (text: string) => Promise<Record<string, unknown>[]>;

export interface TableDigest {
  rows: number;
  /**
   * md5 of the sorted md5s of the rows' text: equal rows give equal checksums, wherever they are (and a
   * table of millions of rows stays far below PostgreSQL's 1 GB limit on one text value).
   */
  checksum: string;
}

export interface DigestOptions {
  /** Leave a column out (values that differ by design between two databases compared). */
  skip?: (table: string, column: string, type: string) => boolean;
}

/** A query on Kysely that leaves column names alone (no camelCase on the answer). */
export const kyselyQuery =
  (db: Database): RawQuery =>
  async (text) =>
    (await sql.raw<Record<string, unknown>>(text).execute(db.db)).rows;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema with its row count and checksum. Times are read in UTC, so the
 * session's time zone does not change a checksum.
 */
export async function tableDigests(query: RawQuery, options: DigestOptions = {}) {
  const columns = (await query(`
    select c.table_name as t, c.column_name as c, c.data_type as ty
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as { t: string; c: string; ty: string }[];
  const tables = new Map<string, string[]>();
  for (const { t: table, c: column, ty: type } of columns) {
    if (!tables.has(table)) tables.set(table, []);
    if (options.skip?.(table, column, type)) continue;
    const value =
      type === 'timestamp with time zone' ? `(${ident(column)} at time zone 'UTC')` : ident(column);
    tables.get(table)!.push(value);
  }
  const result: Record<string, TableDigest> = {};
  for (const [table, values] of [...tables].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const row = values.length ? `row(${values.join(', ')})::text` : `''`;
    const [digest] = (await query(`
      select count(*)::int as n, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as d
      from (select md5(${row}) as h from ${ident(table)}) r`)) as { n: number; d: string }[];
    result[table] = { rows: digest.n, checksum: digest.d };
  }
  return result;
}

/** The last migration the database has run: its schema version. */
export async function schemaVersion(query: RawQuery): Promise<string | null> {
  const exists = await query(`select 1 from information_schema.tables
    where table_schema = 'public' and table_name = 'kysely_migration'`);
  if (!exists.length) return null;
  const [last] = (await query('select max(name) as v from kysely_migration')) as { v: string | null }[];
  return last?.v ?? null;
}

/**
 * The storage keys of the documents the database holds as files (not deleted ones: their files are
 * removed; nor those whose bytes are in the database's document_contents, which its dump carries).
 */
export async function documentKeys(query: RawQuery): Promise<string[]> {
  const rows = (await query(`select storage_key as k from documents d where deleted_at is null
    and not exists (select 1 from document_contents c where c.storage_key = d.storage_key)
    order by storage_key`)) as { k: string }[];
  return rows.map((row) => row.k);
}

/** Every sequence of the public schema with the last value it gave (null: none yet). */
export async function sequenceValues(query: RawQuery): Promise<Record<string, number | null>> {
  const rows = (await query(`select sequencename as s, last_value as v from pg_sequences
    where schemaname = 'public' order by sequencename`)) as { s: string; v: number | string | null }[];
  return Object.fromEntries(rows.map((row) => [row.s, row.v === null ? null : Number(row.v)]));
}
