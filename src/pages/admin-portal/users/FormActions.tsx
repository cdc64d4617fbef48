import { Button, CircularProgress, Stack } from '@mui/material';
import { t } from '../../../i18n/t.ts';

interface Props {
  busy: boolean;
  /** Submit is disabled while processing or while any field has an error (spec point 5). */
  hasErrors: boolean;
  onBack: () => void;
}

/** Go Back and Submit, with the spinner while the form is being sent. */
export function FormActions({ busy, hasErrors, onBack }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={onBack} disabled={busy}>
        {t('users.goBack')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || hasErrors}
        startIcon={
          busy ? <CircularProgress size={16} color="inherit" aria-label={t('users.processing')} /> : null
        }
      >
        {t('users.submit')}
      </Button>
    </Stack>
  );
}
