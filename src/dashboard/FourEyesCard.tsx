import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { hasRole, type TokenUser } from '../../schemas/codes.ts';
import { t } from '../i18n/t.ts';
import type { PpmsDataProvider } from '../providers/dataProvider.ts';
import { screenErrorMessage } from '../providers/errorCatalogue.ts';

// The four-eyes setting (issue 19, item 2) on the dashboard of those it concerns: stock control (who
// review and approve requests) read it, administrators change it, after a confirmation.

/** Administrators and stock control see the setting; administrators change it. */
export const seesFourEyes = (user: TokenUser | null) => hasRole(user, 'R500', 'R600');
const changesFourEyes = (user: TokenUser | null) => hasRole(user, 'R500');

const QUERY_KEY = ['setting', 'fourEyes'];

export function FourEyesCard({ user }: { user: TokenUser | null }) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getFourEyes(), retry: false });
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (enabled: boolean) => dataProvider.setFourEyes(enabled),
    onSuccess: async (answer) => {
      setConfirming(false);
      setOutcome(answer.message);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  if (!setting.data) return null;
  const { enabled } = setting.data;
  return (
    <Box component="section" aria-label={t('dashboard.fourEyes.section')} sx={{ mb: 3 }}>
      <Card variant="outlined" data-testid="four-eyes">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(enabled ? 'dashboard.fourEyes.on' : 'dashboard.fourEyes.off')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(enabled ? 'dashboard.fourEyes.onText' : 'dashboard.fourEyes.offText')}
          </Typography>
          {changesFourEyes(user) ? (
            <Button sx={{ mt: 1 }} size="small" onClick={() => setConfirming(true)}>
              {t(enabled ? 'dashboard.fourEyes.turnOffRule' : 'dashboard.fourEyes.turnOnRule')}
            </Button>
          ) : null}
          {outcome ? (
            <Alert severity="success" sx={{ mt: 1 }} onClose={() => setOutcome(null)}>
              {outcome}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {confirming ? (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="four-eyes-title">
          <DialogTitle id="four-eyes-title">
            {t(enabled ? 'dashboard.fourEyes.confirmOff' : 'dashboard.fourEyes.confirmOn')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t(enabled ? 'dashboard.fourEyes.offEffect' : 'dashboard.fourEyes.onEffect')}
            </DialogContentText>
            {save.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {screenErrorMessage(save.error)}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('common.goBack')}</Button>
            <Button variant="contained" onClick={() => save.mutate(!enabled)} disabled={save.isPending}>
              {save.isPending
                ? t('common.saving')
                : t(enabled ? 'dashboard.fourEyes.turnOff' : 'dashboard.fourEyes.turnOn')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}
