import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, hasRole, type PermissionCode, type RoleCode } from '../../schemas/codes.ts';
import { granted } from '../../schemas/workflows/engine.ts';
import type { Grant, Workflow } from '../../schemas/workflows/types.ts';
import { type AuthUser, loadSessionUser } from '../domain/auth-user.ts';
import { forbidden, unauthorized } from '../errors.ts';

export interface RequestUser extends AuthUser {
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes behind it can rely on it. */
    user: RequestUser;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid token of an open session of an active user, or 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * preValidation: the caller holds one of these roles (and the permission, when given), or 403, before
 * its payload is read: a role that may not call it learns nothing of what the call checks.
 */
/** A route guard from a workflow's grants (schemas/workflows/): any grant lets the user through. */
export function requireGrant(grants: readonly Grant[]): preValidationHookHandler {
  return async (request) => {
    if (!granted(grants, request.user)) throw forbidden();
  };
}

export function requireRole(
  roles: readonly RoleCode[],
  permission?: PermissionCode,
): preValidationHookHandler {
  return async (request) => {
    if (!hasRole(request.user, ...roles) || (permission && !hasPermission(request.user, permission))) {
      throw forbidden();
    }
  };
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('user', null as unknown as RequestUser);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) throw unauthorized(token ? undefined : 'Please sign in.');
      // The session and the user are read together on every call, in one statement and never cached, so
      // a sign-out or a deactivation through any process ends the session at once everywhere.
      const user = await loadSessionUser(app.db, claims.userId, claims.sessionId);
      if (!user?.isActive) throw unauthorized();
      request.user = { ...user, sessionId: claims.sessionId };
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/** A record type's route guards, from its workflow declaration: who reads it, creates and edits one. */
export const recordGuards = (workflow: Workflow) => ({
  readers: { preValidation: requireRole(workflow.readers) },
  creators: { preValidation: requireGrant(workflow.create.grants) },
  editors: { preValidation: requireGrant(workflow.edit.grants) },
});
