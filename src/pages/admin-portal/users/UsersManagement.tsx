import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { t } from '../../../i18n/t.ts';
import { useAdminChoice } from '../useAdminChoice.ts';
import RegisterUser from './RegisterUser.tsx';
import UserSearch from './UserSearch.tsx';
import { readUsersTab, saveUsersTab, type UsersTab } from './usersTab.ts';

const USERS_TABS: readonly UsersTab[] = ['search', 'register'];

/** The admin portal's Users section: search users and manage them, or register a new one. */
export default function UsersManagement() {
  const [tab, setTab] = useAdminChoice<UsersTab>('tab', USERS_TABS, readUsersTab, saveUsersTab);
  const choose = (_: unknown, next: UsersTab) => setTab(next);
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('users.title')}
        </Typography>
        <Tabs
          value={tab}
          onChange={choose}
          aria-label={t('users.title')}
          sx={{ '& .MuiTab-root': { textTransform: 'none' } }}
        >
          <Tab
            value="search"
            label={t('users.search')}
            id="users-tab-search"
            aria-controls="users-panel-search"
          />
          <Tab
            value="register"
            label={t('users.register')}
            id="users-tab-register"
            aria-controls="users-panel-register"
          />
        </Tabs>
        <Box role="tabpanel" id={`users-panel-${tab}`} aria-labelledby={`users-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'search' ? <UserSearch /> : <RegisterUser />}
        </Box>
      </CardContent>
    </Card>
  );
}
