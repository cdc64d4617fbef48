import { matchPath } from 'react-router-dom';
import { hasRole, hasRoleWithPermission, type TokenUser } from '../../schemas/codes.ts';
import { findEntity } from '../../schemas/entities.ts';
import { canAccessEntity } from '../../schemas/entity.ts';
import { type AppRoute, ROUTES } from '../routes.ts';

/** The route whose pattern is `path` or matches it (e.g. '/edit-transfer-order/5'). */
export function findRoute(path: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  const pathname = path.split(/[?#]/)[0] || '/';
  return (
    routes.find((r) => r.path.toLowerCase() === pathname.toLowerCase()) ??
    routes.find((r) => matchPath({ path: r.subpaths ? `${r.path}/*` : r.path, end: true }, pathname))
  );
}

export function canOpenRoute(route: AppRoute, user: TokenUser | null): boolean {
  if (route.access === 'public') return true;
  if (!user) return false;
  return route.access === 'signed-in' || hasRole(user, ...(route.roles ?? []));
}

/** The spec's role-with-permission pairs for actions, keyed `{resource}.{action}`. Any pair grants. */
export const ACTION_RULES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  'transfer-orders.create': [['R100', 'P200']],
  'stock-updates.create': [['R100', 'P100']],
  'stock-transfers.create': [['R100', 'P100']],
  'delivery-orders.create': [
    ['R300', 'P300'],
    ['R1100', 'P300'],
  ],
  'filling-advice-notes.create': [['R300', 'P400']],
  'filling-advice-notes.print': [['R400', 'P401']],
};

/**
 * react-admin's canAccess question. A resource starting with '/' is a route (any action); a master-data
 * entity follows its declared access (schemas/entity.ts); otherwise `{resource}.{action}` must be in
 * ACTION_RULES. Unknown questions are refused: a forgotten rule shows
 * less, never more.
 */
export function canAccess(user: TokenUser | null, resource: string, action: string): boolean {
  if (resource.startsWith('/')) {
    const route = findRoute(resource);
    return route ? canOpenRoute(route, user) : false;
  }
  const entity = findEntity(resource);
  if (entity) return canAccessEntity(user, entity, action);
  const pairs = ACTION_RULES[`${resource}.${action}`];
  return !!pairs && pairs.some(([role, permission]) => hasRoleWithPermission(user, role, permission));
}
