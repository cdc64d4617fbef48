import type { RecordDocument } from '../../../schemas/records.ts';
import { API_BASE } from '../../providers/apiBase.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';

export type { RecordDocument };

/** The record a document belongs to: its document type (4 = StockUpdate) and its id. */
export interface DocumentOwner {
  entityType: number;
  entityId: number;
}

const documentPath = (owner: DocumentOwner, documentId: number) =>
  `Document/${documentId}/EntityType/${owner.entityType}/Entity/${owner.entityId}`;

/** POST Document (multipart); replace=true overwrites the document of the same title. */
export function uploadDocument(
  dataProvider: PpmsDataProvider,
  owner: DocumentOwner,
  upload: { title: string; file: File; replace?: boolean },
) {
  const form = new FormData();
  form.append('entityId', String(owner.entityId));
  form.append('entityType', String(owner.entityType));
  form.append('title', upload.title.trim());
  if (upload.replace) form.append('replace', 'true');
  form.append('file', upload.file, upload.file.name);
  return dataProvider.call<{ id: number; message?: string }>('POST', 'Document', form);
}

export const deleteDocument = (dataProvider: PpmsDataProvider, owner: DocumentOwner, id: number) =>
  dataProvider.call('DELETE', documentPath(owner, id));

/** The server's address of a file, made absolute against the API's origin. */
const absolute = (url: string) => new URL(url, new URL(API_BASE, window.location.origin)).toString();

/**
 * Opens a document in a new tab. The tab is opened first, inside the click, so no pop-up blocker
 * stops it; it is sent to the address the server answers, or closed again when the call fails.
 */
export async function openDocument(dataProvider: PpmsDataProvider, owner: DocumentOwner, id: number) {
  const tab = window.open('', '_blank');
  try {
    const { url } = await dataProvider.call<{ url: string }>('GET', documentPath(owner, id));
    if (!url) throw new Error('The server sent no document address.');
    if (tab) {
      tab.opener = null;
      tab.location.href = absolute(url);
    } else window.open(absolute(url), '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
