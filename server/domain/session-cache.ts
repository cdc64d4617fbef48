import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { setBounded } from '../bounded-map.ts';
import type { Database } from '../db/client.ts';
import { type AuthUser, loadSessionUser } from './auth-user.ts';

/** The channel migration 2026112534 notifies on: 's:<session>', 'u:<user>' or '*'. */
export const ACCESS_CHANNEL = 'ppms_access';
/** How long a process answers from what it read of a session, notifications aside. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** How long `settle` waits for its own notification before it drops everything instead. */
const SETTLE_MS = 1_000;
const SYNC = 'sync:';

/**
 * The users of open sessions, per process, for a few seconds (issue 23: a signed-in call then makes no
 * round trip to check its session). What could make an entry wrong notifies every process when it
 * commits (a session ended, a user or their permissions or entities changed, roles changed: migration
 * 2026112534), and each drops the entries concerned as the notification arrives:
 * - so a sign-out or a deactivation ends the session in every process within the time a notification
 *   takes to arrive, which PostgreSQL sends at commit, before the call that ended it answers;
 * - the process that ended it answers only once its own notification is back (`settle`): its next call
 *   is refused, whatever the timing;
 * - while the listening connection is down, nothing is answered from the cache (notifications sent
 *   meanwhile would be lost), and what it held is dropped;
 * - a session read while any notification arrived is not kept (the read may predate the change);
 * - an entry is read again after SESSION_CACHE_MS in any case.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; at: number }>();
  private readonly waiting = new Map<string, () => void>();
  private listening = false;
  /** Counts the notifications of changes, so a read that overlapped one is not kept. */
  private changes = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly db: Database;
  private readonly maxAgeMs: number;

  constructor(db: Database, maxAgeMs = SESSION_CACHE_MS) {
    this.db = db;
    this.maxAgeMs = maxAgeMs;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      ACCESS_CHANNEL,
      (payload) => this.notified(payload),
      (listening) => {
        this.entries.clear();
        this.changes += 1;
        this.listening = listening;
      },
    );
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.unlisten?.();
  }

  /** The active user of this open session, from the cache while it may be trusted, else the database. */
  async user(userId: number, sessionId: string): Promise<AuthUser | null> {
    const hit = this.entries.get(sessionId);
    if (hit && hit.user.id === userId && performance.now() - hit.at < this.maxAgeMs) {
      return hit.user;
    }
    const changes = this.changes;
    const user = await loadSessionUser(this.db, userId, sessionId);
    // Kept only while listening: the entries are dropped when listening stops, and none is added then.
    if (user?.isActive && this.listening && changes === this.changes) {
      setBounded(this.entries, sessionId, { user, at: performance.now() }, MAX_ENTRIES);
    } else if (!user?.isActive) {
      this.entries.delete(sessionId);
    }
    return user;
  }

  /**
   * Resolves once every change committed before it has reached this process: a notification sent now
   * arrives after theirs. A call that ends sessions or changes access waits for it before answering.
   */
  async settle(): Promise<void> {
    if (!this.listening) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_MS);
    });
    try {
      await sql`select pg_notify(${ACCESS_CHANNEL}, ${SYNC + token})`.execute(this.db.db);
      if (!(await arrived)) this.entries.clear();
    } catch {
      // The change is made and answered whatever happens here: what this process kept goes instead.
      this.entries.clear();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }

  private notified(payload: string) {
    if (payload.startsWith(SYNC)) {
      this.waiting.get(payload.slice(SYNC.length))?.();
      return;
    }
    this.changes += 1;
    if (payload.startsWith('s:')) {
      this.entries.delete(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [sessionId, entry] of this.entries) {
        if (entry.user.id === userId) this.entries.delete(sessionId);
      }
    } else {
      this.entries.clear();
    }
  }
}
