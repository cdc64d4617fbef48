import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenUser } from '../../schemas/codes.ts';

const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenService {
  issue(user: TokenUser, sessionId: string): Promise<{ token: string; expiration: string }>;
  /** The claims of a valid token, or null for anything else (expired, tampered, wrong algorithm). */
  verify(token: string): Promise<AccessClaims | null>;
}

export const newSecret = () => randomBytes(48).toString('base64url');

export function createTokenService(secret: string, minutes: number): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        // The explicit allowlist refuses `alg: none` and any algorithm we did not sign with.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        if (
          payload.tokenType !== TOKEN_TYPE ||
          typeof payload.sid !== 'string' ||
          !Number.isInteger(userId)
        ) {
          return null;
        }
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
