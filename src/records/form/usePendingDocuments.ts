import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { useDataProvider } from 'react-admin';
import { t } from '../../i18n/t.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { screenErrorMessage } from '../../providers/errorCatalogue.ts';

export interface PendingDocument {
  title: string;
  file: File;
}

export interface UploadFailure {
  title: string;
  reason: string;
}

/**
 * Documents chosen in a submit or edit form. They are uploaded through the document calls once the
 * record is saved (it needs an id first), one after the other; `progress` says which one is on its way.
 */
export function usePendingDocuments(resource: string) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const [pending, setPending] = useState<PendingDocument[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  /** Uploads every pending document to the saved record; answers those the server refused. */
  const uploadAll = async (entityId: Identifier): Promise<UploadFailure[]> => {
    const failures: UploadFailure[] = [];
    for (const [index, { title, file }] of pending.entries()) {
      setProgress({ done: index, total: pending.length });
      try {
        await dataProvider.uploadDocument(resource, { entityId, title, file });
      } catch (failure) {
        failures.push({ title, reason: screenErrorMessage(failure) });
      }
    }
    setProgress(null);
    return failures;
  };

  return {
    pending,
    progress,
    add: (document: PendingDocument) => setPending((list) => [...list, document]),
    remove: (index: number) => setPending((list) => list.filter((_, i) => i !== index)),
    uploadAll,
  };
}

export type PendingDocuments = ReturnType<typeof usePendingDocuments>;

/** The page's message after a save: the server's text, and the documents that could not be attached. */
export function savedMessage(message: string | undefined, failures: readonly UploadFailure[]) {
  if (failures.length === 0) return { text: message, severity: 'success' as const };
  const lines = failures.map((f) => `${f.title}: ${f.reason}`);
  return {
    text: [message, t('kit.documents.notAttached'), ...lines].filter(Boolean).join('\n'),
    severity: 'warning' as const,
  };
}
