import type { AuthUser } from './auth-user.ts';

/**
 * Which importers' records a user may see: internal staff see all; external users only the entities
 * they are linked to (anything else answers 404, never revealing that it exists).
 */
export const visibleImporterIds = (user: AuthUser): number[] | 'all' =>
  user.isInternal ? 'all' : user.importerIds;

export const visibleDistributorIds = (user: AuthUser): number[] | 'all' =>
  user.isInternal ? 'all' : user.distributorIds;
