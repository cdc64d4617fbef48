import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenUser } from '../../schemas/codes.ts';
import { setBounded } from '../bounded-map.ts';

const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'access';
/** Seconds of clock difference allowed between servers behind one load balancer. */
const CLOCK_TOLERANCE = 5;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenService {
  issue(user: TokenUser, sessionId: string): Promise<{ token: string; expiration: string }>;
  /**
   * The claims of a valid token, or null for anything else: expired, tampered, another algorithm, or
   * not shaped as `issue` makes it (no exp, iat or sub, or a lifetime longer than the configured one).
   */
  verify(token: string): Promise<AccessClaims | null>;
}

export const newSecret = () => randomBytes(48).toString('base64url');

/** Tokens verified lately, per process: a signed-in user sends the same one for minutes. */
const VERIFIED_TOKENS = 10_000;

export function createTokenService(secret: string, minutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const lifetime = minutes * 60;
  // A token's signature and claims do not change: once verified, only its time is checked again (as
  // jwtVerify does: not past exp, nor older than a lifetime, with the tolerance), not its signature,
  // which cost a tenth of a signed-in call's time.
  const verified = new Map<string, { claims: AccessClaims; iat: number; exp: number }>();
  const timely = (entry: { iat: number; exp: number }) => {
    const now = Date.now() / 1000;
    return now < entry.exp + CLOCK_TOLERANCE && now - entry.iat <= lifetime + CLOCK_TOLERANCE;
  };
  return {
    async issue(user, sessionId) {
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      const token = await new SignJWT({ user: JSON.stringify(user), sid: sessionId, tokenType: TOKEN_TYPE })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiration: expiresAt.toISOString() };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (timely(known)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        // The explicit allowlist refuses `alg: none` and any algorithm we did not sign with; a token
        // without exp would never expire, so exp, iat and sub are required, iat no older than a lifetime.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: lifetime,
          clockTolerance: CLOCK_TOLERANCE,
        });
        const userId = Number(payload.sub);
        if (
          payload.tokenType !== TOKEN_TYPE ||
          payload.exp! - payload.iat! > lifetime ||
          typeof payload.sid !== 'string' ||
          !Number.isInteger(userId)
        ) {
          return null;
        }
        const claims = { userId, sessionId: payload.sid };
        setBounded(verified, token, { claims, iat: payload.iat!, exp: payload.exp! }, VERIFIED_TOKENS);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
