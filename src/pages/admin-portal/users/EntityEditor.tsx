import { Button, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { EntityOption } from '../../../../schemas/user.ts';
import { t } from '../../../i18n/t.ts';
import type { PpmsDataProvider } from '../../../providers/dataProvider.ts';
import { EditorButtons } from './EditorButtons.tsx';
import { SAVED_STATE_MS, useEditorSave } from './useEditorSave.ts';

interface Props {
  userId: number;
  /** The entities the user is associated to now. */
  linked: EntityOption[];
  onSaved: () => Promise<void>;
  onError: (error: unknown) => void;
  onClose: () => void;
}

/** The user's importers and distributors as checkboxes, plus a search that adds more to choose from. */
export function EntityEditor({ userId, linked, onSaved, onError, onClose }: Props) {
  const api = useDataProvider<PpmsDataProvider>();
  const [options, setOptions] = useState<EntityOption[]>(linked);
  const [saved, setSaved] = useState(() => new Set(linked.map((e) => e.id)));
  const [chosen, setChosen] = useState(() => new Set(linked.map((e) => e.id)));
  const [term, setTerm] = useState('');
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const { state, run, touched } = useEditorSave({
    save: async () => {
      await api.updateUserEntities(
        userId,
        options.map((e) => ({ id: e.id, isSelected: chosen.has(e.id) })),
      );
      setSaved(new Set(chosen));
      await onSaved();
    },
    onError,
    closeAfterMs: SAVED_STATE_MS,
    onClose,
  });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!term.trim()) return setSearchNote(t('user.entitySearchTermRequired'));
    setSearchNote(null);
    try {
      const found = await api.searchEntities(term.trim());
      const known = new Set(options.map((e) => e.id));
      const fresh = found.filter((e) => !known.has(e.id));
      if (!found.length) setSearchNote(t('users.noResults'));
      setOptions([...options, ...fresh]);
    } catch {
      setSearchNote(t('users.noResults'));
    }
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
    touched();
  };
  const dirty = chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id));

  return (
    <>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={search}
        aria-label={t('users.searchEntities')}
      >
        <TextField
          size="small"
          label={t('users.searchEntitiesLabel')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" size="small">
          {t('users.search')}
        </Button>
      </Stack>
      {searchNote ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {searchNote}
        </Typography>
      ) : null}
      <FormGroup aria-label={t('users.entities')} sx={{ mt: 1 }}>
        {options.map((entity) => (
          <FormControlLabel
            key={entity.id}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(entity.id)}
                onChange={() => toggle(entity.id)}
                disabled={state === 'saving'}
              />
            }
            label={t('users.entityChoice', { name: entity.name, code: entity.code })}
          />
        ))}
      </FormGroup>
      <EditorButtons state={state} dirty={dirty} onSave={run} onCancel={onClose} />
    </>
  );
}
