import { Button, Stack } from '@mui/material';
import { t } from '../../../i18n/t.ts';
import type { SaveState } from './useEditorSave.ts';

interface Props {
  state: SaveState;
  /** Something differs from what is saved. */
  dirty: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** Save is disabled until a change; it reads 'Saving...', then 'Saved' in green, and Cancel becomes Done. */
export function EditorButtons({ state, dirty, onSave, onCancel }: Props) {
  const saved = state === 'saved';
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <Button
        variant="contained"
        size="small"
        color={saved ? 'success' : 'primary'}
        disabled={state === 'saving' || (!saved && !dirty)}
        onClick={saved ? undefined : onSave}
      >
        {state === 'saving' ? t('users.saving') : saved ? t('users.saved') : t('users.save')}
      </Button>
      <Button variant="outlined" size="small" onClick={onCancel} disabled={state === 'saving'}>
        {saved ? t('users.done') : t('users.cancel')}
      </Button>
    </Stack>
  );
}
