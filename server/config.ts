import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EARLIEST_DATE, isCalendarDate } from '../schemas/dates.ts';
import { DEFAULT_VOLUME_TABLE, VOLUME_TABLES, type VolumeTable } from '../schemas/volume-correction.ts';
import { DEFAULT_DAYS_OF_COVER_THRESHOLD } from './domain/days-of-cover.ts';

export type TwoFactorMode = 'none' | 'internal' | 'all';

export interface Config {
  port: number;
  /** The interface to listen on (HOST): loopback unless a PostgreSQL deployment without demo data. */
  host: string;
  dataDir: string;
  /** A real PostgreSQL server; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  /** A streaming replica of databaseUrl that searches and reports may read (PPMS_REPLICA_DATABASE_URL). */
  replicaUrl: string | null;
  /** The replica is read only while it is at most this far behind the primary (PPMS_REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs: number;
  /** API processes on this machine (PPMS_WORKERS; more than 1 needs DATABASE_URL). */
  workers: number;
  /** Embedded database kept in memory only (tests). */
  inMemory: boolean;
  smtpUrl: string | null;
  twoFactor: TwoFactorMode;
  publicUrl: string | null;
  /** Other origins whose pages may call the API (CORS); empty: none. */
  corsOrigins: string[];
  /** Behind a reverse proxy: the client's address comes from X-Forwarded-For. */
  trustProxy: boolean;
  demo: boolean;
  jwtSecret: string | null;
  /** The Ed25519 key that signs stock statements (PPMS_STATEMENT_KEY: PKCS#8 PEM or base64 DER); else kept in the database. */
  statementKey: string | null;
  /** Minutes a token lives; the browser refreshes it while the user is active. */
  tokenMinutes: number;
  /** Serve the built browser app from this folder (null: API only). */
  staticDir: string | null;
  /** Where the demo snapshot is kept, that a fresh embedded data folder starts from (null: none). */
  snapshotDir: string | null;
  /** The embedded database's shared buffers (PostgreSQL's setting): memory of this process. */
  sharedBuffers: string;
  logLevel: string;
  /** No record or filter date before this yyyy-MM-dd day (PPMS_EARLIEST_DATE). */
  earliestDate: string;
  /** Days of cover below this are flagged on the dashboard (PPMS_DAYS_OF_COVER_THRESHOLD). */
  daysOfCoverThreshold: number;
  /** How often the server looks for 'waiting for me' digests to send (PPMS_DIGEST_SECONDS, 60). */
  digestSeconds: number;
  /** How often the server seals Stock Reconciliation's closed months and settled days (PPMS_SEAL_SECONDS, 300). */
  sealSeconds: number;
  /** The petroleum measurement table readings are corrected by (PPMS_VOLUME_TABLE: 6B or 54B). */
  volumeTable: VolumeTable;
}

/** How far behind the replica may be for a search or report to read it (PPMS_REPLICA_MAX_LAG_MS). */
export const DEFAULT_REPLICA_MAX_LAG_MS = 1_000;

const TWO_FACTOR_MODES: TwoFactorMode[] = ['none', 'internal', 'all'];

/** Addresses only this machine reaches. */
export const isLoopback = (host: string) => ['127.0.0.1', '::1', 'localhost'].includes(host);

const flag = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value);

/** 'https://a.example.org, https://b.example.org' -> each origin, checked. */
function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = URL.canParse(origin) ? new URL(origin) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
        throw new Error(`PPMS_CORS_ORIGINS lists "${origin}", which is not an origin (https://host[:port]).`);
      }
      return url.origin;
    });
}

/** PPMS_EARLIEST_DATE: a real yyyy-MM-dd day, not in the future. */
function earliestDate(value: string | undefined): string {
  const day = value?.trim() || DEFAULT_EARLIEST_DATE;
  if (!isCalendarDate(day) || new Date(`${day}T00:00:00Z`).getTime() > Date.now()) {
    throw new Error(`PPMS_EARLIEST_DATE must be a past day written yyyy-MM-dd; got "${value}".`);
  }
  return day;
}

/** PPMS_VOLUME_TABLE: 6B (US gallons at 60 °F from API gravity, the default) or 54B (15 °C, density). */
function volumeTable(value: string | undefined): VolumeTable {
  const table = value?.trim().toUpperCase() || DEFAULT_VOLUME_TABLE;
  if (!(VOLUME_TABLES as readonly string[]).includes(table)) {
    throw new Error(`PPMS_VOLUME_TABLE must be 6B or 54B; got "${value}".`);
  }
  return table as VolumeTable;
}

/** A positive number from the environment variable `name`, or its default when unset. */
function positiveNumber(name: string, value: string | undefined, fallback: number, unit: string): number {
  const number = Number(value?.trim() || fallback);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${name} must be a positive number of ${unit}; got "${value}".`);
  }
  return number;
}

/** PPMS_WORKERS: a whole number of processes, or 'auto' (one per core); more than one needs PostgreSQL. */
function workers(value: string | undefined, databaseUrl: string | null): number {
  const text = value?.trim() || '1';
  const count = text === 'auto' ? os.availableParallelism() : Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(
      `PPMS_WORKERS must be a whole number of processes from 1 to 64, or auto; got "${value}".`,
    );
  }
  if (count > 1 && !databaseUrl) {
    throw new Error(
      `PPMS_WORKERS=${text} needs DATABASE_URL: the embedded database can be opened by one process only. ` +
        'Run several processes on PostgreSQL, or one on the embedded database.',
    );
  }
  return count;
}

/** Configuration from the environment (names as the README lists them) and command-line flags. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = []): Config {
  const databaseUrl = env.DATABASE_URL || null;
  const twoFactor = (env.PPMS_TWO_FACTOR ?? 'none') as TwoFactorMode;
  if (!TWO_FACTOR_MODES.includes(twoFactor)) {
    throw new Error(`PPMS_TWO_FACTOR must be one of ${TWO_FACTOR_MODES.join(', ')}; got "${twoFactor}".`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: "${env.PORT}".`);
  // Demo data is the embedded default; a real PostgreSQL database gets it only when asked.
  const demo = env.PPMS_DEMO !== undefined ? flag(env.PPMS_DEMO) : argv.includes('--demo') || !databaseUrl;
  // The embedded database is one machine's trial or development copy, and demo users share a published
  // password: this machine only, unless HOST opens it. A PostgreSQL deployment sits behind a proxy or
  // load balancer on another machine (or in a container): every interface.
  const host = env.HOST || (databaseUrl && !demo ? '0.0.0.0' : '127.0.0.1');
  const replicaUrl = env.PPMS_REPLICA_DATABASE_URL || null;
  if (replicaUrl && !databaseUrl) {
    throw new Error('PPMS_REPLICA_DATABASE_URL needs DATABASE_URL: a replica is of a PostgreSQL primary.');
  }
  return {
    port,
    host,
    dataDir: path.resolve(env.PPMS_DATA_DIR ?? 'data'),
    databaseUrl,
    replicaUrl,
    replicaMaxLagMs: positiveNumber(
      'PPMS_REPLICA_MAX_LAG_MS',
      env.PPMS_REPLICA_MAX_LAG_MS,
      DEFAULT_REPLICA_MAX_LAG_MS,
      'milliseconds',
    ),
    workers: workers(env.PPMS_WORKERS, databaseUrl),
    inMemory: false,
    smtpUrl: env.SMTP_URL || null,
    twoFactor,
    publicUrl: env.PPMS_PUBLIC_URL || null,
    corsOrigins: origins(env.PPMS_CORS_ORIGINS),
    trustProxy: flag(env.PPMS_TRUST_PROXY),
    demo,
    jwtSecret: env.PPMS_JWT_SECRET || null,
    statementKey: env.PPMS_STATEMENT_KEY || null,
    tokenMinutes: Number(env.PPMS_TOKEN_MINUTES ?? 30),
    staticDir: path.resolve(env.PPMS_STATIC_DIR ?? 'dist'),
    snapshotDir: path.resolve(env.PPMS_SNAPSHOT_DIR ?? '.cache'),
    sharedBuffers: env.PPMS_SHARED_BUFFERS || '16MB',
    logLevel: env.LOG_LEVEL ?? 'info',
    earliestDate: earliestDate(env.PPMS_EARLIEST_DATE),
    daysOfCoverThreshold: positiveNumber(
      'PPMS_DAYS_OF_COVER_THRESHOLD',
      env.PPMS_DAYS_OF_COVER_THRESHOLD,
      DEFAULT_DAYS_OF_COVER_THRESHOLD,
      'days',
    ),
    digestSeconds: positiveNumber('PPMS_DIGEST_SECONDS', env.PPMS_DIGEST_SECONDS, 60, 'seconds'),
    sealSeconds: positiveNumber('PPMS_SEAL_SECONDS', env.PPMS_SEAL_SECONDS, 300, 'seconds'),
    volumeTable: volumeTable(env.PPMS_VOLUME_TABLE),
  };
}
