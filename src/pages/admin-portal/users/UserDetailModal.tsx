import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { t } from '../../../i18n/t.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { AdminAlert, type AlertMessage } from '../../../widgets/AdminAlert.tsx';
import { useAdminError } from '../../../widgets/useAdminError.ts';
import { UserDetailView } from './UserDetailView.tsx';
import { UserEditForm } from './UserEditForm.tsx';
import { fullName } from './userNames.ts';
import { type ManagedUser, retryUnlessRefused, userKeys } from './userQueries.ts';

interface Props {
  userId: number;
  /** changed: something was saved, so lists showing the user may be stale. */
  onClose: (changed: boolean) => void;
}

/** The shared user detail modal: detail and edit modes; saving or cancelling returns to the detail. */
export function UserDetailModal({ userId, onClose }: Props) {
  const api = useDataProvider<PpmsDataProvider>();
  const readError = useAdminError();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'detail' | 'edit'>('detail');
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const changed = useRef(false);
  const { data: user, error } = useQuery({
    queryKey: userKeys.user(userId),
    queryFn: async () => (await api.getOne<ManagedUser & { id: number }>('users', { id: userId })).data,
    retry: retryUnlessRefused,
  });

  const showError = useCallback(
    (failure: unknown) => {
      const text = readError(failure);
      setMessage(text ? { severity: 'error', text } : null);
    },
    [readError],
  );
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const reread = useCallback(
    () => queryClient.invalidateQueries({ queryKey: userKeys.all(userId) }),
    [queryClient, userId],
  );
  const saved = useCallback(async () => {
    changed.current = true;
    await reread();
  }, [reread]);
  const backToDetail = (savedMessage?: string) => {
    setMode('detail');
    if (savedMessage) {
      changed.current = true;
      setMessage({ severity: 'success', text: savedMessage });
    } else setMessage(null);
    void reread();
  };

  const close = () => onClose(changed.current);
  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby="user-detail-title">
      <DialogTitle id="user-detail-title">{user ? fullName(user) : t('users.user')}</DialogTitle>
      <DialogContent dividers>
        <AdminAlert message={message} onClose={() => setMessage(null)} />
        {!user ? (
          error ? null : (
            <CircularProgress aria-label={t('users.loadingUser')} />
          )
        ) : mode === 'edit' ? (
          <UserEditForm user={user} onDone={backToDetail} />
        ) : (
          <UserDetailView
            user={user}
            onEdit={() => {
              setMessage(null);
              setMode('edit');
            }}
            onSaved={saved}
            onError={showError}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('users.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
