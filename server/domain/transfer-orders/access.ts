import { transferOrderWorkflow } from '../../../schemas/workflows/transfer-order.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { partyScope } from '../visibility.ts';

/** The transfer order table limited to what the user may see (aliased t): visibility.ts partyScope. */
export const visibleTransferOrders = (db: Database, user: AuthUser) =>
  db.db.selectFrom('transferOrders as t').where(
    partyScope(user, transferOrderWorkflow.readers, {
      importer: 't.importerId',
      distributor: 't.distributorId',
    }),
  );

/** The visible orders with their importer (imp), distributor (dis), product (p) and creator (cre) joined. */
export const visibleTransferOrdersNamed = (db: Database, user: AuthUser) =>
  visibleTransferOrders(db, user)
    .innerJoin('importers as imp', 'imp.id', 't.importerId')
    .innerJoin('distributors as dis', 'dis.id', 't.distributorId')
    .innerJoin('products as p', 'p.id', 't.productId')
    .innerJoin('users as cre', 'cre.id', 't.createdBy');
