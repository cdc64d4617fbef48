import { Button, Typography } from '@mui/material';
import { EditBase, type Identifier } from 'react-admin';
import type { EntityDefinition } from '../../schemas/entity.ts';
import { entityText } from '../../schemas/entity.ts';
import { t, text } from '../../src/i18n/t.ts';
import { AdminAlert } from '../../src/widgets/AdminAlert.tsx';
import { EntityForm } from './EntityForm.tsx';
import type { EntityParts } from './parts.ts';
import { useAdminAlert } from './useAdminAlert.ts';

interface Props {
  entity: EntityDefinition;
  id: Identifier;
  /** Back to the detail: after a save (saved true) or on Cancel. */
  onDone: (saved: boolean) => void;
  parts?: EntityParts;
}

/** The edit mode of the manage modal: 'Update {label}', the schema's form with edit-only fields, Cancel. */
export function EntityEdit({ entity, id, onDone, parts = {} }: Props) {
  const { alert, fail, clear } = useAdminAlert();
  const FormExtra = parts.FormExtra;
  return (
    <EditBase
      resource={entity.resource}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => onDone(true), onError: fail }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        {text(entityText(entity, 'update'))}
      </Typography>
      <AdminAlert message={alert} onClose={clear} />
      <EntityForm
        entity={entity}
        mode="edit"
        submitLabel={t('kit.form.save')}
        toFormValues={parts.toFormValues}
        extra={FormExtra ? <FormExtra /> : null}
        actions={<Button onClick={() => onDone(false)}>{t('common.cancel')}</Button>}
      />
    </EditBase>
  );
}
