import { Button } from '@mui/material';
import { useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { t } from '../../src/i18n/t.ts';

/** Disabled while saving ('Saving...') and while any field shows an error (spec point 5). */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting, errors } = useFormState();
  const { saving } = useSaveContext();
  const busy = isSubmitting || !!saving;
  return (
    <Button type="submit" variant="contained" disabled={busy || Object.keys(errors).length > 0}>
      {busy ? t('common.saving') : label}
    </Button>
  );
}
