import { matchPath } from 'react-router-dom';
import { hasRole, type TokenUser } from '../../schemas/codes.ts';
import { findEntity } from '../../schemas/entities.ts';
import { canAccessEntity } from '../../schemas/entity.ts';
import { canCreate, everyGrant, granted } from '../../schemas/workflows/engine.ts';
import { type AppRoute, ROUTES } from '../routes.ts';
import { RECORD_WORKFLOWS } from './recordWorkflows.ts';

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

/**
 * react-admin's canAccess question. A resource starting with '/' is a route (any action); a master-data
 * entity follows its declared access (schemas/entity.ts); a record resource its workflow declaration:
 * 'create' its create grants, any other action the ability named for it ('print': canPrint). Unknown
 * questions are refused: a forgotten rule shows less, never more.
 */
export function canAccess(user: TokenUser | null, resource: string, action: string): boolean {
  if (resource.startsWith('/')) {
    const route = findRoute(resource);
    return route ? canOpenRoute(route, user) : false;
  }
  const entity = findEntity(resource);
  if (entity) return canAccessEntity(user, entity, action);
  const workflow = RECORD_WORKFLOWS[resource];
  if (!workflow || !user) return false;
  if (action === 'create') return canCreate(workflow, user);
  const ability = workflow.abilities?.[`can${action.charAt(0).toUpperCase()}${action.slice(1)}`];
  return !!ability && granted(everyGrant(ability.grants), user);
}
