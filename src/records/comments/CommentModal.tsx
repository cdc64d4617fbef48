import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppKey } from '../../i18n/t.ts';
import { t } from '../../i18n/t.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import {
  type CommentMode,
  type CommentOwner,
  commentRefusal,
  type RecordComment,
  saveComment,
} from './commentsApi.ts';

const TITLES: Record<CommentMode, AppKey> = {
  add: 'kit.comments.add',
  edit: 'kit.comments.edit',
  delete: 'kit.comments.delete',
};

interface Props {
  owner: CommentOwner;
  mode: CommentMode;
  /** The comment to edit or delete. */
  comment?: RecordComment | null;
  open: boolean;
  /** changed: a call succeeded, so the record should be reloaded. */
  onClose(changed: boolean): void;
}

/** Add, edit or delete a comment. After success it shows the server's message; closing then reloads. */
export function CommentModal({ owner, mode, comment, open, onClose }: Props) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setText(mode === 'edit' ? (comment?.text ?? '') : '');
    setError(null);
    setDone(null);
  }, [open, mode, comment]);

  const submit = async () => {
    const trimmed = text.trim();
    const refusal = commentRefusal(owner, mode, trimmed, comment?.id);
    if (refusal) return setError(refusal);
    setBusy(true);
    setError(null);
    try {
      const message = await saveComment(dataProvider, owner, mode, trimmed, comment?.id);
      setDone(message || t('kit.comments.done', { action: t(TITLES[mode]) }));
    } catch (failure) {
      setError(screenErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const close = () => onClose(done !== null);

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(TITLES[mode])}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {done !== null ? (
          <Alert severity="success">{done}</Alert>
        ) : mode === 'delete' ? (
          <>
            <DialogContentText>{t('kit.comments.deleteQuestion')}</DialogContentText>
            <DialogContentText sx={{ mt: 1, whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>
              {comment?.text}
            </DialogContentText>
          </>
        ) : (
          <TextField
            id={`${titleId}-text`}
            label={t('kit.comments.comment')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            required
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common.close')}
        </Button>
        {done === null ? (
          <Button
            variant="contained"
            color={mode === 'delete' ? 'error' : 'primary'}
            onClick={submit}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} /> : null}
          >
            {mode === 'delete' ? t('kit.comments.remove') : t('kit.comments.submit')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
