import { hasRole } from '../../schemas/codes.ts';
import {
  type DashboardAnswer,
  type DashboardTile,
  type DaysOfCover,
  dashboardSettings,
} from '../../schemas/dashboard.ts';
import { today } from '../../schemas/dates.ts';
import { setBounded } from '../bounded-map.ts';
import type { Database } from '../db/client.ts';
import { type AuthUser, queryKeyOf } from './auth-user.ts';
import { daysOfCover } from './days-of-cover.ts';
import { deliveryOrderTiles } from './delivery-orders/tiles.ts';
import { fillingAdviceNoteTiles } from './filling-advice-notes/tiles.ts';
import { newestIds, reusedAnswers } from './reuse.ts';
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

/** How long count tiles are served again while no record changed (reuse.ts). */
export const TILES_REUSE_MS = 5_000;
const reusedTiles = reusedAnswers<DashboardTile[][]>(TILES_REUSE_MS);

/**
 * Whose tiles are alike: the records a user sees follow from the role and, for an external user, the
 * importers and distributors linked (visibility.ts).
 */
const tileScope = (user: AuthUser) =>
  user.isInternal
    ? `${user.roleCode}|internal`
    : `${user.roleCode}|${user.importerIds.join(',')}|${user.distributorIds.join(',')}`;

/**
 * The count tiles of every section for the user's scope. Every change of a record's stage writes a row
 * of its history (history.ts), so the tiles are counted again whenever the history has a newer row:
 * a dashboard loaded again and again, by one user or by everyone of a scope, counts once per change.
 * `stamp`: the history's newest id.
 */
async function countTiles(db: Database, user: AuthUser, stamp: number): Promise<DashboardTile[][]> {
  return reusedTiles(db, tileScope(user), String(stamp), () =>
    Promise.all(SECTIONS.map((section) => tileSources[section]?.(db, user) ?? [])),
  );
}

/**
 * Each user's last answer, given again as the same object while its tiles and days of cover are the
 * same objects (reused, above and days-of-cover.ts): the route then sends the bytes it made for it
 * (plugins/answer-once.ts). The settings follow from what queryKeyOf holds.
 */
const lastAnswers = new Map<
  string,
  { tiles: DashboardTile[][]; cover: DaysOfCover | null; answer: DashboardAnswer }
>();
const LAST_ANSWERS_KEPT = 1_000;

export async function dashboard(
  db: Database,
  user: AuthUser,
  options: { daysOfCoverThreshold: number },
): Promise<DashboardAnswer> {
  const stamps = await newestIds(db);
  const [tiles, cover] = await Promise.all([
    countTiles(db, user, stamps.recordHistory),
    hasRole(user, ...SEES_DAYS_OF_COVER)
      ? daysOfCover(db, options.daysOfCoverThreshold, today(), stamps.ledgerMovements)
      : null,
  ]);
  const key = queryKeyOf(user);
  const last = lastAnswers.get(key);
  if (last?.tiles === tiles && last.cover === cover) return last.answer;
  const sections = Object.fromEntries(
    SECTIONS.map((section, i) => [section, [...tiles[i]].sort((a, b) => a.order - b.order)]),
  ) as Pick<DashboardAnswer, Section>;
  const answer = { ...sections, settings: dashboardSettings(user, user), daysOfCover: cover };
  setBounded(lastAnswers, key, { tiles, cover, answer }, LAST_ANSWERS_KEPT);
  return answer;
}
