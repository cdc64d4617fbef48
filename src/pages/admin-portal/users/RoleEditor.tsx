import { CircularProgress, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserRoleOption } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import { term } from '../../../i18n/terms.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { EditorButtons } from './EditorButtons.tsx';
import { useEditorOptions } from './useEditorOptions.ts';
import { useEditorSave } from './useEditorSave.ts';
import { userKeys } from './userQueries.ts';

interface Props {
  userId: number;
  onSaved: () => Promise<void>;
  onError: (error: unknown) => void;
  onClose: () => void;
}

/** The roles of the user's kind; choosing one is exclusive (one role per user). */
export function RoleEditor(props: Props) {
  const api = useDataProvider<PpmsDataProvider>();
  const { options, failed } = useEditorOptions(
    userKeys.roles(props.userId),
    () => api.getUserRoles(props.userId),
    props.onError,
  );
  if (failed) return null;
  if (!options) return <CircularProgress size={24} aria-label={t('users.loadingRoles')} />;
  return <RoleChoices {...props} options={options} />;
}

function RoleChoices({ userId, options, onSaved, onError, onClose }: Props & { options: UserRoleOption[] }) {
  const api = useDataProvider<PpmsDataProvider>();
  const [saved, setSaved] = useState(options.find((r) => r.isSelected)?.id ?? null);
  const [chosen, setChosen] = useState(saved);
  const { state, run, touched } = useEditorSave({
    save: async () => {
      await api.updateUserRole(
        userId,
        options.map((r) => ({ id: r.id, isSelected: r.id === chosen })),
      );
      setSaved(chosen);
      await onSaved();
    },
    onError,
    onClose,
  });
  return (
    <>
      <RadioGroup
        aria-label={t('users.roles')}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => {
          setChosen(Number(event.target.value));
          touched();
        }}
      >
        {options.map((role) => (
          <FormControlLabel
            key={role.id}
            value={String(role.id)}
            control={<Radio size="small" />}
            label={term(role.name)}
            disabled={state === 'saving'}
          />
        ))}
      </RadioGroup>
      <EditorButtons state={state} dirty={chosen !== saved} onSave={run} onCancel={onClose} />
    </>
  );
}
