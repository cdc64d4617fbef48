import { Box, FormLabel, TextField } from '@mui/material';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { ACCEPT, fileRefusal } from './documentRules.ts';

/** The title and file being chosen; a refused file never stays chosen. */
export function useDocumentChoice(onRefused: (message: string | null) => void) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return {
    title,
    setTitle,
    file,
    fileInput,
    chooseFile(event: ChangeEvent<HTMLInputElement>) {
      const chosen = event.target.files?.[0] ?? null;
      const refusal = chosen ? fileRefusal(chosen) : null;
      onRefused(refusal);
      if (refusal) event.target.value = '';
      setFile(refusal ? null : chosen);
    },
    /** The spec's message when the title or the file is missing, else null. */
    missing: () => (!title.trim() || !file ? t('document.required') : null),
    reset() {
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  };
}

export type DocumentChoice = ReturnType<typeof useDocumentChoice>;

/** 'Document Title' and the file input (pdf, jpeg, jpg, png). */
export function DocumentFields({ choice }: { choice: DocumentChoice }) {
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-title`}
        size="small"
        label={t('kit.documents.documentTitle')}
        value={choice.title}
        onChange={(event) => choice.setTitle(event.target.value)}
      />
      <Box>
        <FormLabel htmlFor={`${id}-file`} sx={{ display: 'block', fontSize: 12 }}>
          {t('kit.documents.file')}
        </FormLabel>
        <input
          id={`${id}-file`}
          ref={choice.fileInput}
          type="file"
          accept={ACCEPT}
          onChange={choice.chooseFile}
        />
      </Box>
    </>
  );
}
