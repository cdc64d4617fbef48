import { Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { dashboardQuery } from '../dashboard/dashboardQuery.ts';
import { t } from '../i18n/t.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { currentUser } from '../providers/tokenStore.ts';
import { sideMenu } from './sideMenu.ts';
import { SIDE_MENU_WIDTH } from './sideMenuWidth.ts';

interface Props {
  /** Phones: a drawer over the page, open while `open`; larger screens: always beside the page. */
  phone: boolean;
  open: boolean;
  onClose: () => void;
}

/** The signed-in side menu; the page shown is marked aria-current="page" (NavLink). */
export default function SideMenu({ phone, open, onClose }: Props) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const { data } = useQuery(dashboardQuery(dataProvider));
  const groups = sideMenu(data?.settings, currentUser());
  const list = (
    <nav aria-label={t('app.sideMenu')}>
      {groups.map((group) => (
        <List
          key={group.title}
          dense
          subheader={<ListSubheader disableSticky>{t(group.title)}</ListSubheader>}
        >
          {group.entries.map((entry) => (
            // A list holds list items: the link sits in one (axe: ul may only contain li).
            <ListItem key={entry.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={entry.to}
                end
                onClick={phone ? onClose : undefined}
                sx={{
                  '&[aria-current="page"]': { bgcolor: 'action.selected' },
                  '&[aria-current="page"] .MuiListItemText-primary': { fontWeight: 600 },
                }}
              >
                <ListItemText primary={t(entry.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </nav>
  );
  return phone ? (
    <Drawer variant="temporary" open={open} onClose={onClose} sx={{ displayPrint: 'none' }}>
      <Toolbar />
      <div style={{ width: SIDE_MENU_WIDTH }}>{list}</div>
    </Drawer>
  ) : (
    <Drawer
      variant="permanent"
      sx={{
        width: SIDE_MENU_WIDTH,
        flexShrink: 0,
        displayPrint: 'none',
        '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, position: 'static', height: '100%' },
      }}
    >
      {list}
    </Drawer>
  );
}
