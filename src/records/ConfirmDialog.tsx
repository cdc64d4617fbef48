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
import { type ReactNode, useEffect, useId, useState } from 'react';
import { recordWord } from '../../schemas/i18n/words.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import { t } from '../i18n/t.ts';
import { screenErrorMessage } from '../providers/errorCatalogue.ts';

/** 'Are you sure you want to review this stock update request?': an action of a workflow, by its key. */
export const actionQuestion = (workflow: Workflow, action: string) =>
  t('kit.confirm.question', {
    do: recordWord(workflow, 'actions', action, 'do'),
    this: recordWord(workflow, 'this'),
  });

interface Props {
  open: boolean;
  title: string;
  question: string;
  /** A line under the question, e.g. the spec's 'Note: This action CAN NOT be reverted.' */
  note?: string;
  /** Names what the button does: 'Approve', 'Cancel request', 'Replace'. */
  confirmLabel: string;
  /** Red confirm button: the action ends or destroys something. */
  danger?: boolean;
  /** Offer an optional comment, handed to onConfirm. */
  withComment?: boolean;
  /** Extra inputs above the comment (a priority, card and bay numbers). */
  children?: ReactNode;
  /** Runs the action; a failure stays in the dialog as the catalogue's message. */
  onConfirm(comment: string): Promise<unknown>;
  onClose(): void;
}

/**
 * A confirmation modal with an optional comment; busy while the action runs. The way out comes first
 * and takes the focus, so Enter or a hurried click never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  note,
  confirmLabel,
  danger,
  withComment,
  children,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setComment('');
      setError(null);
    }
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(comment.trim());
    } catch (failure) {
      setError(screenErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText>{question}</DialogContentText>
        {note ? (
          <DialogContentText sx={{ mt: 1, fontWeight: 'bold', color: 'error.dark' }}>
            {note}
          </DialogContentText>
        ) : null}
        {children}
        {withComment ? (
          <TextField
            id={`${titleId}-comment`}
            label={t('kit.confirm.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} variant="outlined" autoFocus>
          {/* The way out names what it does, unlike a 'Cancel' beside 'Cancel request'. */}
          {t('common.goBack')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={confirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
