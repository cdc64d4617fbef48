import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { type Identifier, useGetOne } from 'react-admin';
import type { EntityDefinition } from '../../schemas/entity.ts';
import { entityText } from '../../schemas/entity.ts';
import { t, text } from '../../src/i18n/t.ts';
import { adminErrorOutcome } from '../../src/providers/errorCatalogue.ts';
import { EntityDetail } from './EntityDetail.tsx';
import { EntityEdit } from './EntityEdit.tsx';
import type { EntityParts } from './parts.ts';

interface Props {
  entity: EntityDefinition;
  id: Identifier;
  onClose: () => void;
  parts?: EntityParts;
}

/** The shared modal of the admin lists: the record's detail, and an Edit mode (Cancel and Save). */
export function ManageDialog({ entity, id, onClose, parts }: Props) {
  const [mode, setMode] = useState<'detail' | 'edit'>('detail');
  // A save says so on the detail it returns to, until the next edit.
  const [saved, setSaved] = useState(false);
  const { data, error, isPending, refetch } = useGetOne(entity.resource, { id });
  const name = data ? String(data[entity.display] ?? '') : '';
  const failure = error ? adminErrorOutcome(error) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="manage-dialog-title">
      <DialogTitle id="manage-dialog-title">
        {text(entityText(entity, 'name'))}: {name}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? <CircularProgress size={24} /> : null}
        {failure?.kind === 'message' ? <Alert severity="error">{failure.message}</Alert> : null}
        {saved && mode === 'detail' ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {text(entityText(entity, 'updated'))}
          </Alert>
        ) : null}
        {data && mode === 'detail' ? (
          <EntityDetail entity={entity} record={data} scope="admin" parts={parts} />
        ) : null}
        {data && mode === 'edit' ? (
          <EntityEdit
            entity={entity}
            id={id}
            parts={parts}
            onDone={(done) => {
              setMode('detail');
              setSaved(done);
              if (done) void refetch();
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {mode === 'detail' && data ? (
          <Button
            variant="contained"
            onClick={() => {
              setSaved(false);
              setMode('edit');
            }}
          >
            {text(entityText(entity, 'edit'))}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
