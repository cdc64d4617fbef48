import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NotificationSettings as Settings } from '../../../schemas/account.ts';
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
        label="E-mail me what waits for me"
      />
      <Typography variant="body2" color="text.secondary">
        At most one mail an hour, listing the records whose next step is yours.
      </Typography>
      {save.isSuccess ? (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          {save.data.mailWaiting ? 'You will get these mails.' : 'You will no longer get these mails.'}
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
