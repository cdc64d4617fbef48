import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NotificationSettings as Settings } from '../../../schemas/account.ts';
import { t } from '../../i18n/t.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';

const KEY = ['account', 'notifications'];

/** The signed-in user's mail settings on their profile: the 'waiting for me' digest, on or off. */
export function NotificationSettings() {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.call<Settings>('GET', 'Profile/Notifications'),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (next: Settings) => dataProvider.call<Settings>('PUT', 'Profile/Notifications', next),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  if (settings.isError) return <Alert severity="error">{screenErrorMessage(settings.error)}</Alert>;
  const on = save.variables?.mailWaiting ?? settings.data?.mailWaiting ?? false;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={settings.isPending || save.isPending}
            onChange={(event) => save.mutate({ mailWaiting: event.target.checked })}
          />
        }
        label={t('accountPages.mailWaiting')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('accountPages.mailWaitingHelp')}
      </Typography>
      {save.isSuccess ? (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          {t(save.data.mailWaiting ? 'accountPages.mailOn' : 'accountPages.mailOff')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {screenErrorMessage(save.error)}
        </Alert>
      ) : null}
    </>
  );
}
