import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, hasRole, type PermissionCode, type RoleCode } from '../../schemas/codes.ts';
import { granted } from '../../schemas/workflows/engine.ts';
import type { Grant, Workflow } from '../../schemas/workflows/types.ts';
import type { AuthUser } from '../domain/auth-user.ts';
import { SessionCache } from '../domain/session-cache.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { say } from '../i18n/index.ts';

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
    /** The API calls that declare no access rule and therefore refuse everyone ('METHOD /path'). */
    undeclaredRoutes: string[];
    /** The users of open sessions this process read lately (domain/session-cache.ts). */
    sessions: SessionCache;
  }
}

// Deny by default: every /api/v1 call declares who may make it, as a guard below in its preValidation
// or, where no role guard fits, as `config: { access }`. A call that declares neither refuses everyone
// (see denyUndeclared): a call nobody decided on is a call nobody may make.
const GUARDS = new WeakSet<object>();
/** Declares a guard of a call's own (a preValidation that refuses whom the call is not for). */
export const accessGuard = (fn: preValidationHookHandler) => {
  GUARDS.add(fn);
  return fn;
};

/**
 * How a call without a role guard is open:
 * - 'open': before sign-in (signing in, activation, the app's codes); such a call checks its own token
 *   where it has one;
 * - 'signed-in': any signed-in user; what it answers is scoped to the user (profile, dashboard);
 * - 'record': the rights come from the record the path names (its type's declaration), checked by the
 *   handler before anything is read or written (documents, comments of a record).
 */
export type CallAccess = 'open' | 'signed-in' | 'record';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: CallAccess;
    /**
     * The call may end sessions or change what a user may do (sign-out, deactivation, a role): it
     * answers once this process's session cache has dropped what it changed (SessionCache.settle).
     */
    changesAccess?: boolean;
  }
}

/** A route guard from a workflow's grants (schemas/workflows/): any grant lets the user through. */
export function requireGrant(grants: readonly Grant[]): preValidationHookHandler {
  return accessGuard(async (request) => {
    if (!granted(grants, request.user)) throw forbidden();
  });
}

/**
 * preValidation: the caller holds one of these roles (and the permission, when given), or 403, before
 * its payload is read: a role that may not call it learns nothing of what the call checks.
 */
export function requireRole(
  roles: readonly RoleCode[],
  permission?: PermissionCode,
): preValidationHookHandler {
  return accessGuard(async (request) => {
    if (!hasRole(request.user, ...roles) || (permission && !hasPermission(request.user, permission))) {
      throw forbidden();
    }
  });
}

const hooks = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** Whether a route declares who may call it: a guard of this file, or `config.access`. */
export const declaresAccess = (route: { preValidation?: unknown; config?: unknown }) =>
  hooks(route.preValidation).some((hook) => GUARDS.has(hook as object)) ||
  !!(route.config as { access?: CallAccess } | undefined)?.access;

/**
 * An onRoute hook for the API's scope: a route that declares no access refuses every caller (403), and
 * is named in `undeclared` (the access matrix test requires it empty; the log warns at start).
 */
export function denyUndeclared(undeclared: string[]) {
  return (route: RouteOptions) => {
    if (declaresAccess(route)) return;
    // HEAD mirrors its GET (Fastify adds it with the GET's options): name the GET only.
    if (route.method !== 'HEAD') undeclared.push(`${route.method} ${route.url}`);
    route.preValidation = [
      ...hooks(route.preValidation),
      async () => {
        throw forbidden(say('server.http.noAccessRule'));
      },
    ] as RouteOptions['preValidation'];
  };
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('user', null as unknown as RequestUser);
    app.decorate('undeclaredRoutes', [] as string[]);
    // The session and its user, read in one statement and kept for a few seconds by each process; a
    // sign-out or a deactivation through any process still ends the session at once (session-cache.ts).
    const sessions = new SessionCache(app.db);
    await sessions.start();
    app.decorate('sessions', sessions);
    app.addHook('onClose', async () => sessions.close());
    app.addHook('onSend', async (request) => {
      if (request.routeOptions.config.changesAccess) await sessions.settle();
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) throw unauthorized(token ? undefined : say('server.http.signIn'));
      const user = await sessions.user(claims.userId, claims.sessionId);
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
