import { hasRole, type TokenUser } from '../../schemas/codes.ts';
import type { DashboardAnswer, DashboardSettings, DashboardTile } from '../../schemas/dashboard.ts';
import type { AppKey } from '../i18n/t.ts';
import { canAccess } from '../routing/routeAccess.ts';

export interface MenuEntry {
  label: AppKey;
  to: string;
}

type SectionKey = Exclude<keyof DashboardAnswer, 'settings' | 'daysOfCover'>;

/** The count sections in the spec's order, each with the list its tiles open. */
export const SECTIONS: ReadonlyArray<{ key: SectionKey; title: AppKey; list: string }> = [
  { key: 'transferOrders', title: 'app.menu.transferOrders', list: '/transfer-orders/list' },
  { key: 'deliveryOrders', title: 'app.menu.deliveryOrders', list: '/delivery-orders/list' },
  { key: 'fillingAdviceNotes', title: 'app.menu.fillingAdviceNotes', list: '/filling-advice-notes/list' },
  { key: 'stocksUpdates', title: 'app.menu.stockUpdates', list: '/stock-request/list' },
  { key: 'stocksTransfers', title: 'app.menu.stockTransfers', list: '/stock-transfer/list' },
];

/** Page Menu: the lists whose show flag the server set. */
export function pageMenu(settings: DashboardSettings): MenuEntry[] {
  const entries: Array<[boolean, MenuEntry]> = [
    [settings.showTranfersOrdersList, { label: 'app.menu.transferOrders', to: '/transfer-orders/list' }],
    [settings.showDeliveryOrdersList, { label: 'app.menu.deliveryOrders', to: '/delivery-orders/list' }],
    [settings.showFanList, { label: 'app.menu.fillingAdviceNotes', to: '/filling-advice-notes/list' }],
    [settings.showStockUpdatesList, { label: 'app.menu.stockUpdates', to: '/stock-request/list' }],
    [settings.showStockTransfersList, { label: 'app.menu.stockTransfers', to: '/stock-transfer/list' }],
  ];
  return entries.filter(([shown]) => shown).map(([, entry]) => entry);
}

/**
 * Action Menu: the server's can* flag AND the spec's role-with-permission pair, so a stale or wrong
 * flag never offers a page the route guard would refuse.
 */
export function actionMenu(settings: DashboardSettings, user: TokenUser | null): MenuEntry[] {
  const entries: Array<[boolean, string, MenuEntry]> = [
    [
      settings.canCreateTranfersOrders,
      'transfer-orders',
      { label: 'app.menu.createTransferOrder', to: '/create-transfer-order' },
    ],
    [
      settings.canCreateStockUpdates,
      'stock-updates',
      { label: 'app.menu.submitStockUpdate', to: '/submit-stock-update' },
    ],
    [
      settings.canCreateStockTransfers,
      'stock-transfers',
      { label: 'app.menu.submitStockTransfer', to: '/submit-stock-transfer' },
    ],
    [
      settings.canCreateDeliveryOrders,
      'delivery-orders',
      { label: 'app.menu.createDeliveryOrder', to: '/create-delivery-order' },
    ],
    [
      settings.canCreateFan,
      'filling-advice-notes',
      { label: 'app.menu.createFillingAdviceNote', to: '/create-filling-advice-note' },
    ],
  ];
  return entries
    .filter(([flag, resource]) => flag && canAccess(user, resource, 'create'))
    .map(([, , e]) => e);
}

/** Internal users' links to the entity lists, storage tanks and reports. */
export function internalLinks(settings: DashboardSettings): MenuEntry[] {
  if (!settings.isInternal) return [];
  return [
    { label: 'app.menu.importers', to: '/importers/list' },
    { label: 'app.menu.distributors', to: '/distributors/list' },
    { label: 'app.menu.products', to: '/products/list' },
    { label: 'app.menu.storageTanks', to: '/storageTanks/list' },
    { label: 'app.menu.reporting', to: '/reporting' },
  ];
}

export const showsAdminPortal = (user: TokenUser | null) => hasRole(user, 'R500');

/** Importers see their inventories' balances on the dashboard; distributors and their agents their orders. */
export const seesOwnStock = (user: TokenUser | null) => hasRole(user, 'R100');
export const seesOwnOrders = (user: TokenUser | null) => hasRole(user, 'R300', 'R1100');

export function sortedTiles(tiles: readonly DashboardTile[] | null | undefined): DashboardTile[] {
  return [...(tiles ?? [])].sort((a, b) => a.order - b.order);
}

/** A tile with a stage opens its list filtered to that stage; one without links nowhere. */
export function tileLink(list: string, tile: DashboardTile): string | null {
  return tile.stage === null || tile.stage === undefined ? null : `${list}?stage=${tile.stage}`;
}
