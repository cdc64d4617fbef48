import { Checkbox, CircularProgress, FormControlLabel, FormGroup } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserPermissionOption } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import { term } from '../../../i18n/terms.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { EditorButtons } from './EditorButtons.tsx';
import { useEditorOptions } from './useEditorOptions.ts';
import { SAVED_STATE_MS, useEditorSave } from './useEditorSave.ts';
import { userKeys } from './userQueries.ts';

interface Props {
  userId: number;
  onSaved: () => Promise<void>;
  onError: (error: unknown) => void;
  onClose: () => void;
}

const selectedIds = (options: { id: number; isSelected: boolean }[]) =>
  new Set(options.filter((o) => o.isSelected).map((o) => o.id));
const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((x) => b.has(x));

/** The permissions the user's role carries, as checkboxes. */
export function PermissionEditor(props: Props) {
  const api = useDataProvider<PpmsDataProvider>();
  const { options, failed } = useEditorOptions(
    userKeys.permissions(props.userId),
    () => api.getUserPermissions(props.userId),
    props.onError,
  );
  if (failed) return null;
  if (!options) return <CircularProgress size={24} aria-label={t('users.loadingPermissions')} />;
  return <PermissionChoices {...props} options={options} />;
}

function PermissionChoices({
  userId,
  options,
  onSaved,
  onError,
  onClose,
}: Props & { options: UserPermissionOption[] }) {
  const api = useDataProvider<PpmsDataProvider>();
  const [saved, setSaved] = useState(() => selectedIds(options));
  const [chosen, setChosen] = useState(() => selectedIds(options));
  const { state, run, touched } = useEditorSave({
    save: async () => {
      await api.updateUserPermissions(
        userId,
        options.map((p) => ({ id: p.id, isSelected: chosen.has(p.id) })),
      );
      setSaved(new Set(chosen));
      await onSaved();
    },
    onError,
    closeAfterMs: SAVED_STATE_MS,
    onClose,
  });
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
    touched();
  };
  return (
    <>
      <FormGroup aria-label={t('users.permissions')}>
        {options.map((permission) => (
          <FormControlLabel
            key={permission.id}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(permission.id)}
                onChange={() => toggle(permission.id)}
                disabled={state === 'saving'}
              />
            }
            label={term(permission.name)}
          />
        ))}
      </FormGroup>
      <EditorButtons state={state} dirty={!sameSet(chosen, saved)} onSave={run} onCancel={onClose} />
    </>
  );
}
