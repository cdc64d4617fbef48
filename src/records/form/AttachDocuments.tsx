import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { t } from '../../i18n/t.ts';
import { DocumentFields, useDocumentChoice } from '../documents/DocumentFields.tsx';
import { sameTitle } from '../documents/documentRules.ts';
import { Section } from '../Section.tsx';
import type { PendingDocuments } from './usePendingDocuments.ts';

/** Documents to attach with the form: chosen here, uploaded once the record is saved. */
export function AttachDocuments({ documents }: { documents: PendingDocuments }) {
  const [error, setError] = useState<string | null>(null);
  const choice = useDocumentChoice(setError);
  const add = () => {
    const missing = choice.missing();
    if (missing || !choice.file) return setError(missing);
    if (documents.pending.some((d) => sameTitle(d.title, choice.title)))
      return setError(t('kit.documents.attached', { title: choice.title.trim() }));
    documents.add({ title: choice.title.trim(), file: choice.file });
    choice.reset();
    setError(null);
  };
  return (
    <Section title={t('kit.documents.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('kit.documents.attachIntro')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {/* Enter attaches here instead of submitting the record's form around it. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || (event.target as HTMLElement).tagName !== 'INPUT') return;
          event.preventDefault();
          add();
        }}
      >
        <DocumentFields choice={choice} />
        <Button variant="outlined" onClick={add}>
          {t('kit.documents.attach')}
        </Button>
      </Stack>
      {documents.pending.length > 0 ? (
        <List dense aria-label={t('kit.documents.toAttach')}>
          {documents.pending.map((document, index) => (
            <ListItem
              key={document.title}
              divider
              secondaryAction={
                <IconButton
                  aria-label={t('kit.documents.removeOne', { title: document.title })}
                  onClick={() => documents.remove(index)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={document.title} secondary={document.file.name} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Section>
  );
}
