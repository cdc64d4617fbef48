import { sql } from 'kysely';
import { hasRole, type RoleCode } from '../../../schemas/codes.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';

/** Spec guards: transfer order lists and details R100 to R700 and R1100. */
export const TRANSFER_ORDER_READERS: RoleCode[] = [
  'R100',
  'R200',
  'R300',
  'R400',
  'R500',
  'R600',
  'R700',
  'R1100',
];

/** External roles and the side of an order their entity links stand on. */
const IMPORTER_SIDE: RoleCode[] = ['R100'];
const DISTRIBUTOR_SIDE: RoleCode[] = ['R300', 'R1100'];

/**
 * The transfer order table limited to what the user may see (aliased t): internal staff see every
 * order; an importer user its importers' orders; a distributor or agent user its distributors' orders;
 * anyone else none. Each external role sees by its own side's links only, so the importer's grants of
 * the workflow only ever reach the importer's own orders.
 */
export function visibleTransferOrders(db: Database, user: AuthUser) {
  const query = db.db.selectFrom('transferOrders as t');
  if (!hasRole(user, ...TRANSFER_ORDER_READERS)) return query.where(sql<boolean>`false`);
  if (user.isInternal) return query;
  if (hasRole(user, ...IMPORTER_SIDE)) return query.where('t.importerId', 'in', [0, ...user.importerIds]);
  if (hasRole(user, ...DISTRIBUTOR_SIDE)) {
    return query.where('t.distributorId', 'in', [0, ...user.distributorIds]);
  }
  return query.where(sql<boolean>`false`);
}

/** The visible orders with their importer (imp), distributor (dis), product (p) and creator (cre) joined. */
export const visibleTransferOrdersNamed = (db: Database, user: AuthUser) =>
  visibleTransferOrders(db, user)
    .innerJoin('importers as imp', 'imp.id', 't.importerId')
    .innerJoin('distributors as dis', 'dis.id', 't.distributorId')
    .innerJoin('products as p', 'p.id', 't.productId')
    .innerJoin('users as cre', 'cre.id', 't.createdBy');
