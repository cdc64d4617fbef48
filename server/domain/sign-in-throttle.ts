import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Database } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';
import { say } from '../i18n/index.ts';

// Failed password and code checks (Login, Login2F, ChangePassword) are counted per account AND address,
// never per account alone: five failures for one account from one address, or twenty for any accounts
// from one address, and that address must then wait before its next try, twice as long after each
// further failure (1 s, 2 s, 4 s... at most 15 minutes). Failures older than 15 minutes are forgotten.
// So whoever guesses at an account only slows themselves down: its owner, elsewhere, signs in at once.
// The address is the caller's IP as Fastify sees it (behind a proxy, PPMS_TRUST_PROXY decides); an
// IPv6 caller is counted by its /64 network, which one machine usually owns whole.

export const THROTTLE = {
  windowMinutes: 15,
  /** Failures of one account from one address before the delay starts. */
  freePerAccountAndAddress: 5,
  /** Failures from one address, whatever the accounts, before the delay starts. */
  freePerAddress: 20,
  maxDelaySeconds: 15 * 60,
} as const;

/** Where failures are counted from: IPv4 as is, an IPv6 address by its /64 network. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Seconds to wait after `failures` failures, of which `free` cost nothing. */
export const delayAfter = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(2 ** (failures - free), THROTTLE.maxDelaySeconds);

const inWords = (seconds: number) =>
  seconds < 60
    ? say('server.signIn.seconds', { smart_count: seconds })
    : say('server.signIn.minutes', { smart_count: Math.ceil(seconds / 60) });

/**
 * 429 with Retry-After while this account or this address still has to wait. Time is the app's clock
 * (`Date`, as for sign-in codes and tokens), read once per check and written with each failure, never
 * the database's `now()`: so a test can hold it still and the waits it proves do not depend on how fast
 * the machine answers.
 */
export async function assertNotThrottled(db: Database, email: string, ip: string) {
  const now = Date.now();
  const pair = sql<boolean>`lower(email) = ${email.toLowerCase()}`;
  const row = await db.db
    .selectFrom('loginFailures')
    .select([
      sql<number>`count(*) filter (where ${pair})::int`.as('pair'),
      sql<Date | null>`max(at) filter (where ${pair})`.as('lastPair'),
      sql<number>`count(*)::int`.as('address'),
      sql<Date | null>`max(at)`.as('lastAddress'),
    ])
    .where('ip', '=', addressKey(ip))
    .where('at', '>', new Date(now - THROTTLE.windowMinutes * 60_000))
    .executeTakeFirstOrThrow();
  const secondsSince = (at: Date | null) => (at ? (now - at.getTime()) / 1000 : 0);
  const wait = Math.max(
    delayAfter(row.pair, THROTTLE.freePerAccountAndAddress) - secondsSince(row.lastPair),
    delayAfter(row.address, THROTTLE.freePerAddress) - secondsSince(row.lastAddress),
  );
  if (wait > 0) {
    const seconds = Math.ceil(wait);
    throw tooManyRequests(say('server.signIn.tooMany', { wait: inWords(seconds) }), seconds);
  }
}

export async function recordFailure(db: Database, email: string, ip: string) {
  await db.db
    .insertInto('loginFailures')
    .values({ email: email.toLowerCase(), ip: addressKey(ip), at: new Date() })
    .execute();
}

/** A success from an address forgets that address's failures for the account (no one else's). */
export async function clearFailures(db: Database, email: string, ip: string) {
  await db.db
    .deleteFrom('loginFailures')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('ip', '=', addressKey(ip))
    .execute();
}
