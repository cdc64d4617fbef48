import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { t } from '../../i18n/t.ts';

/** The spec: submit is disabled while processing or while any field has an error. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const { errors } = useFormState();
  const invalid = Object.keys(errors).length > 0;
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || invalid}
      startIcon={busy ? <CircularProgress size={16} aria-label={t('accountPages.working')} /> : null}
    >
      {children}
    </Button>
  );
}
