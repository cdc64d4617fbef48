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
  const action = enabled ? 'Turn off' : 'Turn on';
  return (
    <Box component="section" aria-label="Four-eyes rule" sx={{ mb: 3 }}>
      <Card variant="outlined" data-testid="four-eyes">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Four-Eyes Rule: {enabled ? 'On' : 'Off'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {enabled
              ? 'Whoever submitted or reviewed a record may not approve it: another user must.'
              : 'The user who reviewed a record may also approve it.'}
          </Typography>
          {changesFourEyes(user) ? (
            <Button sx={{ mt: 1 }} size="small" onClick={() => setConfirming(true)}>
              {action} the four-eyes rule
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
          <DialogTitle id="four-eyes-title">{action} the four-eyes rule?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {enabled
                ? 'The user who reviewed a stock update, stock transfer, transfer order or delivery order will be able to approve it too.'
                : 'The user who reviewed a stock update, stock transfer, transfer order or delivery order, and its submitter, will no longer be able to approve it.'}
            </DialogContentText>
            {save.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {screenErrorMessage(save.error)}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Go back</Button>
            <Button variant="contained" onClick={() => save.mutate(!enabled)} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : action}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}
