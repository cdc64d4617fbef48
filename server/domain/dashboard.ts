import { type DashboardAnswer, type DashboardTile, dashboardSettings } from '../../schemas/dashboard.ts';
import type { Database } from '../db/client.ts';
import type { AuthUser } from './auth-user.ts';
import { deliveryOrderTiles } from './delivery-orders/tiles.ts';
import { stockTransferTiles } from './stock-transfers/tiles.ts';
import { stockUpdateTiles } from './stock-updates/tiles.ts';
import { transferOrderTiles } from './transfer-orders/tiles.ts';

type Section = Exclude<keyof DashboardAnswer, 'settings'>;
export type TileSource = (db: Database, user: AuthUser) => Promise<DashboardTile[]>;

/**
 * The count tiles of each record type, scoped to the user. A record type adds its source here when
 * it is built; a section without one has no records yet and shows no tiles.
 */
const tileSources: Partial<Record<Section, TileSource>> = {
  transferOrders: transferOrderTiles,
  deliveryOrders: deliveryOrderTiles,
  stocksUpdates: stockUpdateTiles,
  stocksTransfers: stockTransferTiles,
};

const SECTIONS: Section[] = [
  'transferOrders',
  'deliveryOrders',
  'fillingAdviceNotes',
  'stocksUpdates',
  'stocksTransfers',
];

export async function dashboard(db: Database, user: AuthUser): Promise<DashboardAnswer> {
  const tiles = await Promise.all(SECTIONS.map((section) => tileSources[section]?.(db, user) ?? []));
  const answer = Object.fromEntries(
    SECTIONS.map((section, i) => [section, [...tiles[i]].sort((a, b) => a.order - b.order)]),
  ) as Omit<DashboardAnswer, 'settings'>;
  return { ...answer, settings: dashboardSettings(user, user) };
}
