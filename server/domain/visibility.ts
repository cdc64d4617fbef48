import { type RawBuilder, sql } from 'kysely';
import { hasRole, type RoleCode } from '../../schemas/codes.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * Which importers' records a user may see: internal staff see all; external users only the entities
 * they are linked to (anything else answers 404, never revealing that it exists).
 */
export const visibleImporterIds = (user: AuthUser): number[] | 'all' =>
  user.isInternal ? 'all' : user.importerIds;

export const visibleDistributorIds = (user: AuthUser): number[] | 'all' =>
  user.isInternal ? 'all' : user.distributorIds;

/** External roles and the side of a record their entity links stand on. */
const IMPORTER_SIDE: RoleCode[] = ['R100'];
const DISTRIBUTOR_SIDE: RoleCode[] = ['R300', 'R1100'];

/**
 * Which records between an importer and a distributor (transfer and delivery orders) a user may see, as
 * a condition on the record's two columns: internal staff every record; an importer user its importers'
 * records; a distributor or agent user its distributors'; anyone else, or a role not among `readers`,
 * none. Each external role sees by its own side's links only, so an importer's grants of a workflow only
 * ever reach the importer's own records.
 */
export function partyScope(
  user: AuthUser,
  readers: readonly RoleCode[],
  columns: { importer: string; distributor: string },
): RawBuilder<boolean> {
  if (!hasRole(user, ...readers)) return sql<boolean>`false`;
  if (user.isInternal) return sql<boolean>`true`;
  if (hasRole(user, ...IMPORTER_SIDE)) {
    return sql<boolean>`${sql.ref(columns.importer)} = any(${[0, ...user.importerIds]}::int[])`;
  }
  if (hasRole(user, ...DISTRIBUTOR_SIDE)) {
    return sql<boolean>`${sql.ref(columns.distributor)} = any(${[0, ...user.distributorIds]}::int[])`;
  }
  return sql<boolean>`false`;
}
