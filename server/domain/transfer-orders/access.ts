import type { RoleCode } from '../../../schemas/codes.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { partyScope } from '../visibility.ts';

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

/** The transfer order table limited to what the user may see (aliased t): visibility.ts partyScope. */
export const visibleTransferOrders = (db: Database, user: AuthUser) =>
  db.db
    .selectFrom('transferOrders as t')
    .where(
      partyScope(user, TRANSFER_ORDER_READERS, { importer: 't.importerId', distributor: 't.distributorId' }),
    );

/** The visible orders with their importer (imp), distributor (dis), product (p) and creator (cre) joined. */
export const visibleTransferOrdersNamed = (db: Database, user: AuthUser) =>
  visibleTransferOrders(db, user)
    .innerJoin('importers as imp', 'imp.id', 't.importerId')
    .innerJoin('distributors as dis', 'dis.id', 't.distributorId')
    .innerJoin('products as p', 'p.id', 't.productId')
    .innerJoin('users as cre', 'cre.id', 't.createdBy');
