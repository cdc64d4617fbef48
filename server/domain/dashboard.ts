import { hasRole } from '../../schemas/codes.ts';
import { type DashboardAnswer, type DashboardTile, dashboardSettings } from '../../schemas/dashboard.ts';
import type { Database } from '../db/client.ts';
import type { AuthUser } from './auth-user.ts';
import { daysOfCover } from './days-of-cover.ts';
import { deliveryOrderTiles } from './delivery-orders/tiles.ts';
import { fillingAdviceNoteTiles } from './filling-advice-notes/tiles.ts';
import { stockTransferTiles } from './stock-transfers/tiles.ts';
import { stockUpdateTiles } from './stock-updates/tiles.ts';
import { transferOrderTiles } from './transfer-orders/tiles.ts';

type Section = Exclude<keyof DashboardAnswer, 'settings' | 'daysOfCover'>;
export type TileSource = (db: Database, user: AuthUser) => Promise<DashboardTile[]>;

/**
 * The count tiles of each record type, scoped to the user. A record type adds its source here when
 * it is built; a section without one has no records yet and shows no tiles.
 */
const tileSources: Partial<Record<Section, TileSource>> = {
  transferOrders: transferOrderTiles,
  deliveryOrders: deliveryOrderTiles,
  fillingAdviceNotes: fillingAdviceNoteTiles,
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

/** Who sees the days of cover: administrators and stock control (the regulator). */
export const SEES_DAYS_OF_COVER = ['R500', 'R600'] as const;

export async function dashboard(
  db: Database,
  user: AuthUser,
  options: { daysOfCoverThreshold: number },
): Promise<DashboardAnswer> {
  const [tiles, cover] = await Promise.all([
    Promise.all(SECTIONS.map((section) => tileSources[section]?.(db, user) ?? [])),
    hasRole(user, ...SEES_DAYS_OF_COVER) ? daysOfCover(db, options.daysOfCoverThreshold) : null,
  ]);
  const answer = Object.fromEntries(
    SECTIONS.map((section, i) => [section, [...tiles[i]].sort((a, b) => a.order - b.order)]),
  ) as Pick<DashboardAnswer, Section>;
  return { ...answer, settings: dashboardSettings(user, user), daysOfCover: cover };
}
