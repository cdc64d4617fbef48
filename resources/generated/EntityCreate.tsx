import { useState } from 'react';
import { CreateBase } from 'react-admin';
import type { EntityDefinition } from '../../schemas/entity.ts';
import { entityText } from '../../schemas/entity.ts';
import { t, text } from '../../src/i18n/t.ts';
import { AdminAlert } from '../../src/widgets/AdminAlert.tsx';
import { EntityForm } from './EntityForm.tsx';
import type { EntityParts } from './parts.ts';
import { useAdminAlert } from './useAdminAlert.ts';

/** The add form: on success the spec's '{label} successfully added.' and a fresh, empty form. */
export function EntityCreate({ entity, parts = {} }: { entity: EntityDefinition; parts?: EntityParts }) {
  const { alert, fail, succeed, clear } = useAdminAlert();
  const [generation, setGeneration] = useState(0);
  const FormExtra = parts.FormExtra;
  return (
    <CreateBase
      resource={entity.resource}
      redirect={false}
      transform={(data) => {
        clear();
        return data;
      }}
      mutationOptions={{
        onSuccess: () => {
          succeed(text(entityText(entity, 'added')));
          setGeneration((g) => g + 1);
        },
        onError: fail,
      }}
    >
      <AdminAlert message={alert} onClose={clear} />
      <EntityForm
        key={generation}
        entity={entity}
        mode="create"
        submitLabel={t('kit.form.submit')}
        extra={FormExtra ? <FormExtra /> : null}
      />
    </CreateBase>
  );
}
