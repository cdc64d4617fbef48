import { deliveryOrderWorkflow } from '../../../schemas/workflows/delivery-order.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth-user.ts';
import { partyScope } from '../visibility.ts';

/** Spec guards: delivery order lists and details R100 to R700 and R1100, as for transfer orders. */

/**
 * The delivery order table limited to what the user may see (aliased d): internal staff all; a
 * distributor or agent its distributors' orders; an importer the orders drawn on its importers.
 */
export const visibleDeliveryOrders = (db: Database, user: AuthUser) =>
  db.db.selectFrom('deliveryOrders as d').where(
    partyScope(user, deliveryOrderWorkflow.readers, {
      importer: 'd.importerId',
      distributor: 'd.distributorId',
    }),
  );

/** The visible orders with their importer (imp), distributor (dis), product (p) and submitter (sub) joined. */
export const visibleDeliveryOrdersNamed = (db: Database, user: AuthUser) =>
  visibleDeliveryOrders(db, user)
    .innerJoin('importers as imp', 'imp.id', 'd.importerId')
    .innerJoin('distributors as dis', 'dis.id', 'd.distributorId')
    .innerJoin('products as p', 'p.id', 'd.productId')
    .innerJoin('users as sub', 'sub.id', 'd.submittedBy');
