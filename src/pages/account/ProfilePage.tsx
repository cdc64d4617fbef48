import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import { term } from '../../i18n/terms.ts';
import { screenErrorMessage, toApiFailure } from '../../providers/errorCatalogue.ts';
import { currentUser } from '../../providers/tokenStore.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import LoadingPage from '../LoadingPage.tsx';
import NotFoundPage from '../NotFoundPage.tsx';
import { useAccountApi } from './accountApi.ts';
import { NotificationSettings } from './NotificationSettings.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, gap: 1, py: 1 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const chips = (names: { name: string }[], none: string) =>
  names.length ? (
    <Stack direction="row" spacing={1} useFlexGap component="ul" sx={{ p: 0, m: 0, flexWrap: 'wrap' }}>
      {names.map(({ name }) => (
        <Chip key={name} label={term(name)} component="li" size="small" />
      ))}
    </Stack>
  ) : (
    <Typography color="text.secondary">{none}</Typography>
  );

/** /profile/{userId} (signed in): name, e-mail, roles, permissions and a link to change the password. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const api = useAccountApi();
  const profile = useQuery({
    queryKey: ['account', 'profile', id],
    queryFn: () => api.profile(id),
    retry: false,
  });

  if (profile.isPending) return <LoadingPage />;
  // Someone else's profile answers 404 like an unknown one: the same page for both.
  if (profile.isError && toApiFailure(profile.error).status === 404) return <NotFoundPage />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 800, mx: 'auto' }}>
      <PageHeading
        title={t('accountPages.profile')}
        actions={
          <Button component={Link} to="/" color="inherit" variant="outlined">
            {t('accountPages.dashboard')}
          </Button>
        }
      />
      {profile.isError ? (
        <Alert severity="error">{screenErrorMessage(profile.error)}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {profile.data.fullName}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Row label={t('accountPages.firstName')}>{profile.data.firstName}</Row>
              <Row label={t('accountPages.lastName')}>{profile.data.lastName}</Row>
              <Row label={t('accountPages.email')}>{profile.data.email}</Row>
              <Row label={t('accountPages.roles')}>{chips(profile.data.roles, t('accountPages.noRole'))}</Row>
              <Row label={t('accountPages.permissions')}>
                {chips(profile.data.permissions, t('accountPages.noPermissions'))}
              </Row>
              {String(currentUser()?.id) === id ? (
                <Row label={t('accountPages.mail')}>
                  <NotificationSettings />
                </Row>
              ) : null}
            </Box>
            <Button component={Link} to="/change-password" variant="contained" sx={{ mt: 2 }}>
              {t('accountPages.changePassword')}
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
