import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import LoadingPage from '../pages/LoadingPage.tsx';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { screenErrorMessage } from '../providers/errorCatalogue.ts';
import { currentUser } from '../providers/tokenStore.ts';
import { CountTiles } from './CountTiles.tsx';
import DaysOfCoverPanel from './DaysOfCoverPanel.tsx';
import DistributorOrdersPanel from './DistributorOrdersPanel.tsx';
import {
  actionMenu,
  internalLinks,
  pageMenu,
  SECTIONS,
  seesOwnOrders,
  seesOwnStock,
  showsAdminPortal,
} from './dashboardMenus.ts';
import { dashboardQuery } from './dashboardQuery.ts';
import { FourEyesCard, seesFourEyes } from './FourEyesCard.tsx';
import ImporterStockPanel from './ImporterStockPanel.tsx';
import { LossFlags, seesLossFlags } from './LossFlags.tsx';
import { MenuCard } from './MenuCard.tsx';
import WaitingPanel, { mayWaitFor } from './WaitingPanel.tsx';

/** '/' for signed-in users: menus and counts, every entry driven by the server's settings flags. */
export default function Dashboard() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const { data, error, isPending } = useQuery(dashboardQuery(dataProvider));
  const user = currentUser();

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 3, gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('dashboard.title')}
        </Typography>
        {showsAdminPortal(user) ? (
          <Button component={Link} to="/admin-portal" variant="contained">
            {t('dashboard.adminPortal')}
          </Button>
        ) : null}
      </Box>
      {isPending ? <LoadingPage /> : null}
      {error ? <Alert severity="error">{screenErrorMessage(error)}</Alert> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <MenuCard title={t('dashboard.pageMenu')} entries={pageMenu(data.settings)} />
            <MenuCard title={t('dashboard.actionMenu')} entries={actionMenu(data.settings, user)} />
            <MenuCard title={t('dashboard.internal')} entries={internalLinks(data.settings)} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            {mayWaitFor(user) ? <WaitingPanel /> : null}
            {data.daysOfCover ? <DaysOfCoverPanel cover={data.daysOfCover} /> : null}
            {seesOwnStock(user) ? <ImporterStockPanel /> : null}
            {seesOwnOrders(user) ? <DistributorOrdersPanel /> : null}
            {SECTIONS.map((section) => (
              <CountTiles
                key={section.key}
                title={t(section.title)}
                list={section.list}
                tiles={data[section.key]}
              />
            ))}
            {seesLossFlags(user) ? <LossFlags /> : null}
            {seesFourEyes(user) ? <FourEyesCard user={user} /> : null}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
