import { Box, Stack } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Form, type RaRecord, useRecordContext } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { type EntityDefinition, payloadSchema } from '../../schemas/entity.ts';
import { describeFields, formFields } from '../../schemas/fieldTypes.ts';
import { schemaResolver } from '../../src/i18n/validation.ts';
import { SpecInput } from '../fieldComponents.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export interface EntityFormProps {
  entity: EntityDefinition;
  mode: 'create' | 'edit';
  submitLabel: string;
  /** Inputs the schema's generic fields do not cover (e.g. an importer's tanks). */
  extra?: ReactNode;
  /** Buttons beside the submit (Cancel). */
  actions?: ReactNode;
  /** Turns a fetched record into form values when its answer shape differs from its payload. */
  toFormValues?: (record: RaRecord) => RaRecord;
}

/**
 * The form of an entity, derived from its schema: one input per field through FIELD_COMPONENTS,
 * validated by the same payload schema the server uses (checked on blur, re-checked on submit).
 */
export function EntityForm({ entity, mode, submitLabel, extra, actions, toFormValues }: EntityFormProps) {
  const fetched = useRecordContext();
  const record = useMemo(
    () => (fetched && toFormValues ? toFormValues(fetched) : fetched),
    [fetched, toFormValues],
  );
  const resolver = useMemo(
    () =>
      schemaResolver(payloadSchema(entity, mode) as unknown as AnyObjectSchema, {
        stripUnknown: true,
      }) as unknown as Resolver,
    [entity, mode],
  );
  const specs = formFields(describeFields(entity.schema), mode);
  return (
    <Form record={record} resolver={resolver} mode="onBlur" reValidateMode="onBlur" noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {specs.map((spec) => (
          <SpecInput key={spec.name} spec={spec} />
        ))}
        {extra}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {actions}
          <SubmitButton label={submitLabel} />
        </Box>
      </Stack>
    </Form>
  );
}
