import { Alert, Box, Button, CircularProgress, FormLabel, Stack, TextField } from '@mui/material';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DOCUMENT_MESSAGES } from '../../../schemas/document.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage, toApiFailure } from '../../providers/errorCatalogue.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { ACCEPT, fileRefusal, isDuplicateTitle, sameTitle } from './documentRules.ts';
import { type DocumentOwner, type RecordDocument, uploadDocument } from './documentsApi.ts';

interface Props {
  owner: DocumentOwner;
  documents: readonly RecordDocument[];
  onUploaded(): void;
}

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** Title and file (jpeg, jpg, png or pdf); a title already used asks before replacing that document. */
export function DocumentUploadForm({ owner, documents, onUploaded }: Props) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [askReplace, setAskReplace] = useState(false);
  const fail = (text: string) => setOutcome({ severity: 'error', text });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? fileRefusal(chosen) : null;
    setOutcome(null);
    if (refusal) {
      event.target.value = '';
      setFile(null);
      return fail(refusal);
    }
    setFile(chosen);
  };

  const upload = async (replace: boolean) => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await uploadDocument(dataProvider, owner, { title, file, replace });
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setOutcome({ severity: 'success', text: answer?.message || DOCUMENT_MESSAGES.uploaded });
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
    if (!title.trim() || !file) return fail(DOCUMENT_MESSAGES.required);
    if (documents.some((document) => sameTitle(document.title, title))) return setAskReplace(true);
    void upload(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Upload document" sx={{ mb: 2 }}>
      {outcome ? (
        <Alert severity={outcome.severity} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          id={`${id}-title`}
          size="small"
          label="Document Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Box>
          <FormLabel htmlFor={`${id}-file`} sx={{ display: 'block', fontSize: 12 }}>
            File (pdf, jpeg, jpg, png)
          </FormLabel>
          <input id={`${id}-file`} ref={fileInput} type="file" accept={ACCEPT} onChange={chooseFile} />
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          Upload
        </Button>
      </Stack>
      <ConfirmDialog
        open={askReplace}
        title="Replace Document"
        question={`A document titled '${title.trim()}' already exists. Do you want to replace it?`}
        confirmLabel="Replace"
        onClose={() => setAskReplace(false)}
        onConfirm={async () => {
          setAskReplace(false);
          await upload(true);
        }}
      />
    </Box>
  );
}
