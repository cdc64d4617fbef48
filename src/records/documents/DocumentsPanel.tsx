import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';
import { formatDateTime, NOT_AVAILABLE } from '../../widgets/format/formatDate.ts';
import { ConfirmDialog, IRREVERSIBLE_NOTE } from '../ConfirmDialog.tsx';
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
    <Section title="Documents">
      {canManageDocuments ? (
        <DocumentUploadForm owner={owner} documents={rows} onUploaded={onChanged} />
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary">No documents.</Typography>
      ) : (
        <List dense aria-label="Documents">
          {rows.map((document) => (
            <ListItem
              key={document.id}
              divider
              secondaryAction={
                <>
                  <IconButton aria-label={`View ${document.title}`} onClick={() => view(document)}>
                    <OpenInNewIcon />
                  </IconButton>
                  {document.isDeletable ? (
                    <IconButton aria-label={`Delete ${document.title}`} onClick={() => setToDelete(document)}>
                      <DeleteIcon />
                    </IconButton>
                  ) : null}
                </>
              }
            >
              <ListItemText
                primary={document.title}
                secondary={`${formatDateTime(document.uploadedDate)} by ${document.uploadedBy || NOT_AVAILABLE}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Document"
        question={`Are you sure you want to delete the document '${toDelete?.title ?? ''}'?`}
        note={IRREVERSIBLE_NOTE}
        confirmLabel="Delete"
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
