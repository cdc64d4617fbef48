import { randomUUID } from 'node:crypto';
import { setBounded } from '../bounded-map.ts';
import type { Database, Listening } from '../db/client.ts';
import { type AuthUser, loadSessionUser } from './auth-user.ts';

/** The channel migration 2026112534 notifies on: 's:<session>', 'u:<user>' or '*'. */
export const ACCESS_CHANNEL = 'ppms_access';
/** How long a process answers from what it read of a session, notifications aside. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** How long `settle` waits for every listener before it drops everything this process kept instead. */
const SETTLE_MS = 1_000;
/** 'sync:<token>:<listener>' asks every listener to answer 'heard:<token>:<listener>'. */
const SYNC = 'sync';
const HEARD = 'heard';

/**
 * The users of open sessions, per process, for a few seconds (issue 23: a signed-in call then makes no
 * round trip to check its session). What could make an entry wrong notifies every process when it
 * commits (a session ended, a user or their permissions or entities changed, roles changed: migration
 * 2026112534), and each drops the entries concerned as the notification arrives:
 * - so a sign-out or a deactivation ends the session in every process within the time a notification
 *   takes to arrive, which PostgreSQL sends at commit, before the call that ended it answers;
 * - the process that ended it answers only once every process listening has answered a notification
 *   sent after it (`settle`), so has dropped what the change concerned: the next call, to any process,
 *   is refused, whatever the timing;
 * - while the listening connection is down, nothing is answered from the cache (notifications sent
 *   meanwhile would be lost), and what it held is dropped;
 * - a session read while any notification arrived is not kept (the read may predate the change);
 * - an entry is read again after SESSION_CACHE_MS in any case.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; at: number }>();
  /** The settles under way, by token: each is told the name of every listener that heard it. */
  private readonly waiting = new Map<string, (listener: string) => void>();
  private listening = false;
  /** Counts the notifications of changes, so a read that overlapped one is not kept. */
  private changes = 0;
  private channel: Listening | null = null;
  private readonly db: Database;
  private readonly maxAgeMs: number;

  constructor(db: Database, maxAgeMs = SESSION_CACHE_MS) {
    this.db = db;
    this.maxAgeMs = maxAgeMs;
  }

  async start(): Promise<void> {
    this.channel = await this.db.listen(
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
    await this.channel?.stop();
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
   * Resolves once every change committed before it has reached every process: each listener answers a
   * notification sent now, which arrives after theirs, once it has handled theirs. A call that ends
   * sessions or changes access waits for it before answering. (Its own notification back proves only
   * that PostgreSQL sent the others theirs, not that another process has handled them yet: a process
   * may answer an HTTP call read in the same turn before it reads the notification waiting beside it.)
   */
  async settle(): Promise<void> {
    const channel = this.channel;
    const me = channel?.name;
    if (!this.listening || !channel || !me) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    try {
      const unheard = new Set([...(await channel.listeners()), me]);
      const heard = new Promise<boolean>((resolve) => {
        this.waiting.set(token, (listener) => {
          unheard.delete(listener);
          if (!unheard.size) resolve(true);
        });
        timer = setTimeout(() => resolve(false), SETTLE_MS);
      });
      await channel.notify(`${SYNC}:${token}:${me}`);
      // A process that does not answer in time (stopping, stalled) is past helping from here.
      if (!(await heard)) this.entries.clear();
    } catch {
      // The change is made and answered whatever happens here: what this process kept goes instead.
      this.entries.clear();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }

  private notified(payload: string) {
    const [kind, token = '', listener = ''] = payload.split(':');
    if (kind === SYNC || kind === HEARD) {
      const waiter = this.waiting.get(token);
      // Ours (our own notification back, or an answer to it), or another's to answer.
      if (waiter) waiter(listener);
      else if (kind === SYNC && this.channel?.name) {
        this.channel.notify(`${HEARD}:${token}:${this.channel.name}`).catch(() => {});
      }
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
