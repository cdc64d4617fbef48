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
import { screenErrorMessage } from '../providers/errorCatalogue.ts';

/** The spec's warning under every workflow action's question. */
export const IRREVERSIBLE_NOTE = 'Note: This action CAN NOT be reverted.';

/** The way out of every confirmation: it names what it does, unlike a 'Cancel' beside 'Cancel request'. */
const GO_BACK = 'Go back';

/** 'Are you sure you want to review this stock update request?' (record: 'stock update request'). */
export const actionQuestion = (action: string, record: string) =>
  `Are you sure you want to ${action.toLowerCase()} this ${record}?`;

interface Props {
  open: boolean;
  title: string;
  question: string;
  /** A line under the question, e.g. IRREVERSIBLE_NOTE. */
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
            label="Comment (optional)"
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
          {GO_BACK}
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
