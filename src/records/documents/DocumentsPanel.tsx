import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { t } from '../../i18n/t.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { formatDateTime, notAvailable } from '../../widgets/format/formatDate.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Section } from '../Section.tsx';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';
import { type DocumentOwner, openDocument, type RecordDocument } from './documentsApi.ts';

interface Props extends DocumentOwner {
  documents: readonly RecordDocument[] | null | undefined;
  /** The record's flag: upload is offered only with it. */
  canManageDocuments: boolean;
  /** After an upload or a delete: reload the record. */
  onChanged(): void;
}

/** A record's documents: upload (canManageDocuments), view in a new tab, delete (isDeletable). */
export function DocumentsPanel({ resource, entityId, documents, canManageDocuments, onChanged }: Props) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const owner = { resource, entityId };
  const rows = documents ?? [];
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<RecordDocument | null>(null);

  const view = (document: RecordDocument) => {
    setError(null);
    openDocument(dataProvider, owner, document.id).catch((failure) => setError(screenErrorMessage(failure)));
  };

  return (
    <Section title={t('kit.documents.title')}>
      {canManageDocuments ? (
        <DocumentUploadForm owner={owner} documents={rows} onUploaded={onChanged} />
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('kit.documents.none')}</Typography>
      ) : (
        <List dense aria-label={t('kit.documents.title')}>
          {rows.map((document) => (
            <ListItem
              key={document.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('kit.documents.view', { title: document.title })}
                    onClick={() => view(document)}
                  >
                    <OpenInNewIcon />
                  </IconButton>
                  {document.isDeletable ? (
                    <IconButton
                      aria-label={t('kit.documents.delete', { title: document.title })}
                      onClick={() => setToDelete(document)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : null}
                </>
              }
            >
              <ListItemText
                primary={document.title}
                secondary={t('common.step', {
                  date: formatDateTime(document.uploadedDate),
                  by: document.uploadedBy || notAvailable(),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('kit.documents.deleteTitle')}
        question={t('kit.documents.deleteQuestion', { title: toDelete?.title ?? '' })}
        note={t('kit.confirm.irreversible')}
        confirmLabel={t('kit.documents.remove')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await dataProvider.deleteDocument(resource, { entityId, documentId: toDelete.id });
          setToDelete(null);
          onChanged();
        }}
      />
    </Section>
  );
}
