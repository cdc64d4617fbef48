import { sql } from 'kysely';
import { type Database, openPostgres } from './client.ts';

// A streaming replica that searches and reports may read (PPMS_REPLICA_DATABASE_URL; DESIGN.md section
// 9). Every process checks, a few times a second, how far the replica is behind its primary, and a read
// goes there only while that is under the bound (PPMS_REPLICA_MAX_LAG_MS) and the replica holds every
// write its caller made (the caller's last written WAL position, which the server hands it after each
// write). Anything else, and every write and what a write checks, reads the primary.

/** A WAL position as PostgreSQL writes it ('16/B374D848'), as a number of bytes; null if it is not one. */
export function walPosition(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text?.trim() ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

export interface ReplicaCheck {
  /** Whether the replica answered as a standby in recovery (a promoted one is no longer a copy). */
  healthy: boolean;
  /**
   * How far behind the primary it was: 0 when it had replayed all the primary had written when the check
   * began, else the time since the last transaction it replayed was committed (an upper bound).
   */
  lagMs: number;
  /** The WAL it had replayed up to. */
  replayed: bigint;
  /** When the check began (Date.now()), before the primary's position was read. */
  at: number;
}

export interface ReplicaRead {
  db: Database;
  /** How far behind the primary what it answers may be, now (ms). */
  maxLagMs: number;
}

export class Replica {
  readonly db: Database;
  private readonly primary: Database;
  private readonly maxLagMs: number;
  private readonly everyMs: number;
  private last: ReplicaCheck | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly warn: (message: string) => void;

  constructor(
    primary: Database,
    url: string,
    options: { maxLagMs: number; everyMs?: number; warn?: (message: string) => void },
  ) {
    this.primary = primary;
    this.db = openPostgres(url);
    this.maxLagMs = options.maxLagMs;
    this.everyMs = options.everyMs ?? 200;
    this.warn = options.warn ?? console.warn;
  }

  /** The primary's WAL position now: a write that has committed is at or before it. */
  async primaryPosition(): Promise<string> {
    const { rows } = await sql<{ at: string }>`select pg_current_wal_insert_lsn()::text as at`.execute(
      this.primary.db,
    );
    return rows[0].at;
  }

  /** Measures the replica's lag now (and keeps it for `reader`). */
  async check(): Promise<ReplicaCheck> {
    const at = Date.now();
    let check: ReplicaCheck = { healthy: false, lagMs: Number.POSITIVE_INFINITY, replayed: 0n, at };
    try {
      const primary = walPosition(
        (await sql<{ at: string }>`select pg_current_wal_lsn()::text as at`.execute(this.primary.db)).rows[0]
          .at,
      )!;
      const { rows } = await sql<{ replayed: string | null; behind: number | null; standby: boolean }>`
        select pg_last_wal_replay_lsn()::text as replayed, pg_is_in_recovery() as standby,
          (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as behind
      `.execute(this.db.db);
      const replayed = walPosition(rows[0].replayed);
      if (rows[0].standby && replayed !== null) {
        check = {
          healthy: true,
          lagMs: replayed >= primary ? 0 : Math.max(0, rows[0].behind ?? Number.POSITIVE_INFINITY),
          replayed,
          at,
        };
      } else if (this.last?.healthy !== false) {
        this.warn('The replica is not a standby in recovery (promoted?): reads go to the primary.');
      }
    } catch (error) {
      if (this.last?.healthy !== false)
        this.warn(`The replica can not be checked (${(error as Error).message}): reads go to the primary.`);
    }
    this.last = check;
    return check;
  }

  /** Checks now, then every few hundred milliseconds until closed. */
  async start(): Promise<void> {
    await this.check();
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      void this.check().finally(() => {
        running = false;
      });
    }, this.everyMs);
    this.timer.unref();
  }

  /**
   * The replica for a read, when its last check is recent, it was at most the bound behind (counting the
   * time since the check), and it had replayed the caller's own last write (`after`); else null.
   */
  reader(after: bigint | null, now = Date.now()): ReplicaRead | null {
    const last = this.last;
    if (!last?.healthy) return null;
    const since = now - last.at;
    if (since > 5 * this.everyMs + 1_000) return null; // the checks have stalled
    const maxLagMs = Math.ceil(last.lagMs + since);
    if (maxLagMs > this.maxLagMs) return null;
    if (after !== null && after > last.replayed) return null;
    return { db: this.db, maxLagMs };
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.db.close();
  }
}
