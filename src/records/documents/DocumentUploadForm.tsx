import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { t } from '../../i18n/t.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage, toApiFailure } from '../../providers/errorCatalogue.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DocumentFields, useDocumentChoice } from './DocumentFields.tsx';
import { isDuplicateTitle, sameTitle } from './documentRules.ts';
import type { DocumentOwner, RecordDocument } from './documentsApi.ts';

interface Props {
  owner: DocumentOwner;
  documents: readonly RecordDocument[];
  onUploaded(): void;
}

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** Title and file (jpeg, jpg, png or pdf); a title already used asks before replacing that document. */
export function DocumentUploadForm({ owner, documents, onUploaded }: Props) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fail = (text: string) => setOutcome({ severity: 'error', text });
  const choice = useDocumentChoice((refusal) =>
    setOutcome(refusal ? { severity: 'error', text: refusal } : null),
  );
  const { title, file } = choice;
  const [busy, setBusy] = useState(false);
  const [askReplace, setAskReplace] = useState(false);

  const upload = async (replace: boolean) => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await dataProvider.uploadDocument(owner.resource, {
        entityId: owner.entityId,
        title,
        file,
        replace,
      });
      choice.reset();
      setOutcome({ severity: 'success', text: answer?.message || t('document.uploaded') });
      onUploaded();
    } catch (failure) {
      if (!replace && isDuplicateTitle(toApiFailure(failure), title.trim())) setAskReplace(true);
      else fail(screenErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = choice.missing();
    if (missing) return fail(missing);
    if (documents.some((document) => sameTitle(document.title, title))) return setAskReplace(true);
    void upload(false);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('kit.documents.uploadForm')}
      sx={{ mb: 2 }}
    >
      {outcome ? (
        <Alert severity={outcome.severity} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <DocumentFields choice={choice} />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t('kit.documents.upload')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={askReplace}
        title={t('kit.documents.replaceTitle')}
        question={t('kit.documents.replaceQuestion', { title: title.trim() })}
        confirmLabel={t('kit.documents.replace')}
        onClose={() => setAskReplace(false)}
        onConfirm={async () => {
          setAskReplace(false);
          await upload(true);
        }}
      />
    </Box>
  );
}
