import type { TokenUser } from '../../schemas/codes.ts';
import type { DashboardSettings } from '../../schemas/dashboard.ts';
import { actionMenu, internalLinks, type MenuEntry, pageMenu } from '../dashboard/dashboardMenus.ts';
import type { AppKey } from '../i18n/t.ts';

export interface MenuGroup {
  title: AppKey;
  entries: MenuEntry[];
}

/**
 * The side menu of every signed-in page: the dashboard, then the dashboard's own Page, Action and
 * Internal menus from the same server flags. The admin portal stays the dashboard's button (the spec's).
 * Before the flags arrive (or when they can not), the dashboard only. Empty groups are left out.
 */
export function sideMenu(settings: DashboardSettings | undefined, user: TokenUser | null): MenuGroup[] {
  const groups: MenuGroup[] = [
    { title: 'app.menu.home', entries: [{ label: 'app.menu.dashboard', to: '/' }] },
  ];
  if (settings) {
    groups.push(
      { title: 'app.menu.pages', entries: pageMenu(settings) },
      { title: 'app.menu.actions', entries: actionMenu(settings, user) },
      { title: 'app.menu.internal', entries: internalLinks(settings) },
    );
  }
  return groups.filter((group) => group.entries.length > 0);
}
