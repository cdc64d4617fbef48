import { Box, Paper } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ENTITY_VIEWS } from '../../../resources/entityViews.ts';
import { ChoiceList } from '../../widgets/ChoiceList.tsx';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import LoadingPage from '../LoadingPage.tsx';
import { readAdminChoice, saveAdminChoice } from './adminMenuStore.ts';
import { EntitySection } from './EntitySection.tsx';
import { useAdminChoice } from './useAdminChoice.ts';

const UsersManagement = lazy(() => import('./users/UsersManagement.tsx'));
const AuditLogSection = lazy(() => import('./audit/AuditLogSection.tsx'));

const USERS = 'users';
const AUDIT = 'audit';
const MENU = [
  { key: USERS, label: 'Users' },
  ...ENTITY_VIEWS.map((r) => ({ key: r.name, label: r.entity.admin.menu })),
  { key: AUDIT, label: 'Audit Log' },
];
const KEYS = MENU.map((m) => m.key);

/**
 * /admin-portal (R500): Users (default) and every master-data entity; the section in the address
 * (?section=), and remembered for the next visit.
 */
export default function AdminPortalPage() {
  const [selected, choose] = useAdminChoice(
    'section',
    KEYS,
    () => readAdminChoice('main', KEYS, USERS),
    (key) => saveAdminChoice('main', key),
  );
  const resource = ENTITY_VIEWS.find((r) => r.name === selected);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading title="Admin Portal" />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label="Admin Menu">
          <ChoiceList
            choices={MENU.map((item) => ({ key: item.key, primary: item.label }))}
            selected={selected}
            onChoose={choose}
            current="page"
          />
        </Paper>
        <Box>
          {resource ? (
            <EntitySection key={resource.name} resource={resource} />
          ) : (
            <Suspense fallback={<LoadingPage />}>
              {selected === AUDIT ? <AuditLogSection /> : <UsersManagement />}
            </Suspense>
          )}
        </Box>
      </Box>
    </Box>
  );
}
