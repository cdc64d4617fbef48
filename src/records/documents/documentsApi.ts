import type { Identifier } from 'react-admin';
import type { RecordDocument } from '../../../schemas/records.ts';
import { API_BASE } from '../../providers/apiBase.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';

export type { RecordDocument };

/** The record a document belongs to: its resource ('stock-updates') and its id. */
export interface DocumentOwner {
  resource: string;
  entityId: Identifier;
}

/** The server's address of a file, made absolute against the API's origin. */
const absolute = (url: string) => new URL(url, new URL(API_BASE, window.location.origin)).toString();

/**
 * Opens a document in a new tab. The tab is opened first, inside the click, so no pop-up blocker
 * stops it; it is sent to the address the server answers, or closed again when the call fails.
 */
export async function openDocument(dataProvider: PpmsDataProvider, owner: DocumentOwner, documentId: number) {
  const tab = window.open('', '_blank');
  try {
    const url = absolute(
      await dataProvider.getDocumentUrl(owner.resource, { entityId: owner.entityId, documentId }),
    );
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
