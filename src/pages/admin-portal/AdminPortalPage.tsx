import { Box, Paper } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ENTITY_VIEWS } from '../../../resources/entityViews.ts';
import { entityText } from '../../../schemas/entity.ts';
import { t, text } from '../../i18n/t.ts';
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
const MENU: { key: string; label: () => string }[] = [
  { key: USERS, label: () => t('masterData.admin.users') },
  ...ENTITY_VIEWS.map((r) => ({ key: r.name, label: () => text(entityText(r.entity, 'menu')) })),
  { key: AUDIT, label: () => t('masterData.admin.audit') },
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
      <PageHeading title={t('masterData.admin.title')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '220px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label={t('masterData.admin.menu')}>
          <ChoiceList
            choices={MENU.map((item) => ({ key: item.key, primary: item.label() }))}
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
