import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type RaRecord, useCreate, useDataProvider, useUpdate } from 'react-admin';
import { type FieldValues, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n/t.ts';
import { schemaResolver } from '../../i18n/validation.ts';
import LoadingPage from '../../pages/LoadingPage.tsx';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage, toApiFailure } from '../../providers/errorCatalogue.ts';
import { PageHeading } from '../../widgets/PageHeading.tsx';
import { flashState } from '../flash.tsx';
import { HeadingLinks, recordPath } from '../HeadingLinks.tsx';
import type { AnyFormDeclaration, HeadingLink, RecordDeclaration } from '../types.ts';
import { AttachDocuments } from './AttachDocuments.tsx';
import { errorMessages } from './formErrors.ts';
import { useInvalidFields } from './useInvalidFields.ts';
import { savedMessage, usePendingDocuments } from './usePendingDocuments.ts';

type Mode = 'create' | 'edit';

interface Props<R extends RaRecord, L extends RaRecord> {
  declaration: RecordDeclaration<R, L>;
  form: AnyFormDeclaration;
  mode: Mode;
}

/**
 * A record type's submit or edit page: what the form starts from (getCreationInfo or getEditInfo),
 * then the form itself.
 */
export function RecordForm<R extends RaRecord, L extends RaRecord>({ declaration, form, mode }: Props<R, L>) {
  const { id = '' } = useParams();
  const { resource, texts } = declaration;
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const info = useQuery({
    queryKey: [resource.name, mode === 'create' ? 'creationInfo' : 'editInfo', id],
    queryFn: () =>
      mode === 'create'
        ? dataProvider.getCreationInfo(resource.name)
        : dataProvider.getEditInfo(resource.name, id),
    retry: false,
    gcTime: 0,
  });
  const links: readonly HeadingLink[] =
    form.links?.[mode] ?? (mode === 'create' ? ['list', 'dashboard'] : ['show', 'list']);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeading
        title={t((mode === 'create' ? texts.create : texts.edit) ?? texts.list)}
        actions={
          <HeadingLinks declaration={declaration} links={links} id={mode === 'edit' ? id : undefined} />
        }
      />
      {info.isPending ? <LoadingPage /> : null}
      {info.error ? <Alert severity="error">{screenErrorMessage(info.error)}</Alert> : null}
      {info.isSuccess ? (
        <RecordFormBody declaration={declaration} form={form} mode={mode} id={id} info={info.data} />
      ) : null}
    </Box>
  );
}

/** react-hook-form's name of a server error path: 'inventoryInfos[0].quantity' -> 'inventoryInfos.0.quantity'. */
const fieldName = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * The form: the record type's own inputs inside react-hook-form, checked by the shared yup schema;
 * Save only once something changed where the declaration compares values; the server's refusal on the
 * form and its fields; documents attached here uploaded once the record is saved; then the page the
 * declaration names, with the server's message.
 */
function RecordFormBody<R extends RaRecord, L extends RaRecord>({
  declaration,
  form,
  mode,
  id,
  info,
}: Props<R, L> & { id: string; info: unknown }) {
  const { resource } = declaration;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const options = useMemo(
    () => (mode === 'create' ? form.createOptions(info) : form.editOptions(info)),
    [form, mode, info],
  );
  const start = useMemo(
    () => (mode === 'create' ? form.createValues(options) : form.editValues(info)),
    [form, mode, info, options],
  );
  const methods = useForm<FieldValues>({
    resolver: schemaResolver(form.schema[mode]) as unknown as Resolver<FieldValues>,
    // The resolver hands this to the schema as yup's context.
    context: form.context?.(options),
    defaultValues: start as FieldValues,
  });
  const { formState, handleSubmit, setError, clearErrors } = methods;
  const values = useWatch({ control: methods.control });
  const documents = usePendingDocuments(resource.name);
  const [serverError, setServerError] = useState<string | null>(null);
  // A refusal answers the values that were sent: once any changes (another product chosen), its
  // messages no longer apply and go, the field's and the form's.
  const [refused, setRefused] = useState<{ values: string; fields: string[] } | null>(null);
  useEffect(() => {
    if (!refused || JSON.stringify(values) === refused.values) return;
    setRefused(null);
    setServerError(null);
    clearErrors(refused.fields);
  }, [values, refused, clearErrors]);
  const changed =
    mode === 'create' ||
    !form.fingerprint ||
    form.fingerprint(values) !== form.fingerprint(start) ||
    documents.pending.length > 0;
  const messages = [...new Set([...errorMessages(formState.errors), ...(serverError ? [serverError] : [])])];
  const formRef = useRef<HTMLFormElement>(null);
  const messagesId = useId();
  useInvalidFields(formRef, messagesId, messages.length > 0, formState.submitCount);

  const submit = handleSubmit(async (valid) => {
    setServerError(null);
    let saved: RaRecord;
    try {
      const data = form.toPayload(valid) as RaRecord;
      saved =
        mode === 'create'
          ? await create(resource.name, { data }, { returnPromise: true })
          : await update(resource.name, { id, data, previousData: { id } }, { returnPromise: true });
    } catch (failure) {
      const { errors } = toApiFailure(failure);
      const fields = Object.keys(errors ?? {}).map(fieldName);
      for (const [path, message] of Object.entries(errors ?? {}))
        setError(fieldName(path), { type: 'server', message });
      setServerError(screenErrorMessage(failure));
      setRefused({ values: JSON.stringify(methods.getValues()), fields });
      return;
    }
    const failures = await documents.uploadAll(saved.id);
    // The next page reads the record and the lists afresh, documents included.
    queryClient.removeQueries({ queryKey: [resource.name, 'getOne'] });
    queryClient.removeQueries({ queryKey: [resource.name, 'getList'] });
    const { text, severity } = savedMessage(saved.message, failures);
    const to = form.after?.[mode] === 'list' || saved.id === undefined ? 'list' : 'show';
    navigate(to === 'list' ? resource.routes.list : recordPath(resource.routes.show, saved.id), {
      state: flashState(text, severity),
    });
  });

  const busy = formState.isSubmitting;
  const Fields = form.Fields;
  return (
    <FormProvider {...methods}>
      <Box ref={formRef} component="form" noValidate onSubmit={submit} aria-label={t(form.label)}>
        <div id={messagesId}>
          {messages.map((message) => (
            <Alert key={message} severity="error" sx={{ mb: 2 }}>
              {message}
            </Alert>
          ))}
        </div>
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
          <Fields options={options} mode={mode} />
          {form.documents ? <AttachDocuments documents={documents} /> : null}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              component={Link}
              to={mode === 'create' ? resource.routes.list : recordPath(resource.routes.show, id)}
              variant="outlined"
            >
              {t('kit.form.cancel')}
            </Button>
            {changed ? (
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
              >
                {documents.progress
                  ? t('kit.form.uploading', {
                      done: documents.progress.done + 1,
                      total: documents.progress.total,
                    })
                  : mode === 'create'
                    ? t('kit.form.submit')
                    : t('kit.form.save')}
              </Button>
            ) : (
              <Alert severity="info">{t('kit.form.noChanges')}</Alert>
            )}
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
