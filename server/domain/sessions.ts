import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../../schemas/i18n/msg.ts';
import type { Database } from '../db/client.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { writeAudit } from './audit/write.ts';
import { loadAuthUser, tokenUser } from './auth-user.ts';
import { productMail } from './mail.ts';
import { verifyPassword } from './passwords.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './sign-in-throttle.ts';

const CODE_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;
const CODE_INVALID = say('server.signIn.codeInvalid');

/** The user whose e-mail and password match, or a 401 that says no more than that. */
async function checkCredentials(db: Database, email: string, password: string, ip: string) {
  const user = await db.db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'isActive', 'isInternal', 'email', 'firstName'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  try {
    await assertNotThrottled(db, email, ip);
  } catch (error) {
    await db.transaction((tx) =>
      writeAudit(tx, [{ kind: 'sign-in-throttled', userId: user?.id ?? null, detail: { email } }]),
    );
    throw error;
  }
  const valid = await verifyPassword(password, user?.passwordHash);
  if (!user || !valid || !user.isActive) {
    await db.transaction(async (tx) => {
      await recordFailure(tx, email, ip);
      await writeAudit(tx, [{ kind: 'sign-in-failed', userId: user?.id ?? null, detail: { email } }]);
    });
    throw unauthorized(msg('spec.invalidCredentials'));
  }
  return user;
}

const codeHash = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');

async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  account: { id: number; email: string },
) {
  const sessionId = randomUUID();
  await app.db.transaction(async (tx) => {
    await tx.db
      .insertInto('sessions')
      .values({
        id: sessionId,
        userId: account.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      })
      .execute();
    await clearFailures(tx, account.email, request.ip);
    await writeAudit(tx, [{ kind: 'sign-in', userId: account.id, detail: { email: account.email } }]);
  });
  const user = await loadAuthUser(app.db, account.id);
  if (!user) throw unauthorized(msg('spec.invalidCredentials'));
  return app.tokens.issue(tokenUser(user), sessionId);
}

const needsSecondFactor = (app: FastifyInstance, isInternal: boolean) =>
  app.config.twoFactor === 'all' || (app.config.twoFactor === 'internal' && isInternal);

export async function signIn(app: FastifyInstance, request: FastifyRequest, email: string, password: string) {
  const user = await checkCredentials(app.db, email, password, request.ip);
  if (!needsSecondFactor(app, user.isInternal)) return openSession(app, request, user);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await app.db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx.db
      .updateTable('verificationCodes')
      .set({ usedAt: new Date() })
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .execute();
    await tx.db
      .insertInto('verificationCodes')
      .values({
        userId: user.id,
        codeHash: codeHash(app.jwtSecret, user.id, code),
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      })
      .execute();
    await writeAudit(tx, [{ kind: 'second-factor-sent', userId: user.id, detail: { email: user.email } }]);
    tx.onCommit(() =>
      app.mailer.send(
        productMail(user.email, 'Your sign-in code', [
          `Hello ${user.firstName},`,
          `Your sign-in code is ${code}. It can be used once and expires in ${CODE_MINUTES} minutes.`,
          'If you did not try to sign in, change your password.',
        ]),
      ),
    );
  });
  return { shouldVerify: true as const };
}

export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  password: string,
  code: string,
) {
  const user = await checkCredentials(app.db, email, password, request.ip);
  const accepted = await app.db.transaction(async (tx) => {
    const pending = await tx.db
      .selectFrom('verificationCodes')
      .select(['id', 'codeHash', 'attempts'])
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!pending || pending.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (pending.codeHash !== codeHash(app.jwtSecret, user.id, code)) {
      await tx.db
        .updateTable('verificationCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', pending.id)
        .execute();
      return false;
    }
    await tx.db
      .updateTable('verificationCodes')
      .set({ usedAt: new Date() })
      .where('id', '=', pending.id)
      .execute();
    return true;
  });
  if (!accepted) {
    // A wrong code counts as a failed sign-in of this account from this address.
    await app.db.transaction(async (tx) => {
      await recordFailure(tx, email, request.ip);
      await writeAudit(tx, [{ kind: 'second-factor-failed', userId: user.id, detail: { email } }]);
    });
    throw badRequest(CODE_INVALID, { code: CODE_INVALID });
  }
  return openSession(app, request, user);
}

export async function endSession(db: Database, sessionId: string) {
  await db.transaction(async (tx) => {
    const ended = await tx.db
      .updateTable('sessions')
      .set({ endedAt: new Date() })
      .where('id', '=', sessionId)
      .where('endedAt', 'is', null)
      .returning('userId')
      .executeTakeFirst();
    if (ended) await writeAudit(tx, [{ kind: 'sign-out', userId: ended.userId }]);
  });
}

/** Ends every open session of a user (deactivation, password reset), except `keep` when given. */
export async function endUserSessions(db: Database, userId: number, keep?: string) {
  let query = db.db
    .updateTable('sessions')
    .set({ endedAt: new Date() })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null);
  if (keep) query = query.where('id', '<>', keep);
  await query.execute();
}

export async function refreshToken(app: FastifyInstance, userId: number, sessionId: string) {
  const user = await loadAuthUser(app.db, userId);
  if (!user?.isActive) throw unauthorized();
  await app.db.db
    .updateTable('sessions')
    .set({ lastSeenAt: new Date() })
    .where('id', '=', sessionId)
    .execute();
  return app.tokens.issue(tokenUser(user), sessionId);
}
