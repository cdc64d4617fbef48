import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Message } from '../../../schemas/i18n/message.ts';
import { msg } from '../../../schemas/i18n/msg.ts';
import { workflowFlags } from '../../../schemas/workflows/engine.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth-user.ts';
import { recordHistory } from '../history.ts';
import { lockVisibleRecord, type RecordType } from '../record-types/define.ts';
import { detectFileType } from './file-types.ts';
import type { DocumentStorage } from './storage.ts';

// Documents on any record with a life cycle: upload and replace need the record's canManageDocuments;
// deleting also needs being the uploader (isDeletable); anyone who sees the record may open them.

const canManage = (kind: RecordType, state: string, user: AuthUser) =>
  workflowFlags(kind.workflow, state, user).canManageDocuments;

/** Locks the record (FOR SHARE), 404 when not visible; 400/403 when documents can not change now. */
async function managedRecord(tx: Database, kind: RecordType, user: AuthUser, recordId: number) {
  const state = await lockVisibleRecord(tx, kind, user, recordId);
  if (!kind.workflow.documents.states.includes(state)) throw badRequest(msg('document.closed'));
  if (!canManage(kind, state, (await kind.actor?.(tx, user, recordId)) ?? user)) throw forbidden();
}

export interface Upload {
  recordId: number;
  title: string;
  fileName: string;
  data: Buffer;
  replace: boolean;
}

/** Stores the file and its row in one transaction: if the row can not be written, the file is not kept. */
export async function uploadDocument(
  db: Database,
  storage: DocumentStorage,
  kind: RecordType,
  user: AuthUser,
  upload: Upload,
): Promise<{ id: number; message: Message }> {
  const title = upload.title.trim();
  if (!title || !upload.data.length) throw badRequest(msg('document.required'));
  const type = detectFileType(upload.fileName, upload.data.subarray(0, 16));
  if (!type) throw badRequest(msg('document.unsupported'), { file: msg('document.unsupported') });
  try {
    return await db.transaction(async (tx) => {
      await managedRecord(tx, kind, user, upload.recordId);
      const existing = await tx.db
        .selectFrom('documents')
        .select(['id', 'storageKey', 'uploadedBy'])
        .where('recordType', '=', kind.workflow.record)
        .where('recordId', '=', upload.recordId)
        .where('deletedAt', 'is', null)
        .where(sql<boolean>`lower(title) = lower(${title})`)
        .forUpdate()
        .executeTakeFirst();
      if (existing && !upload.replace) {
        const message = msg('document.duplicateTitle', { title });
        throw badRequest(message, { title: message });
      }
      if (existing && existing.uploadedBy !== user.id) throw forbidden(msg('document.notUploader'));
      // Part of this transaction: undone if it rolls back (and written again if it is run again).
      const key = await storage.put(tx, upload.data, type.extension);
      if (existing) {
        await tx.db
          .updateTable('documents')
          .set({ deletedAt: new Date(), deletedBy: user.id })
          .where('id', '=', existing.id)
          .execute();
        await storage.remove(tx, existing.storageKey);
      }
      const { id } = await tx.db
        .insertInto('documents')
        .values({
          recordType: kind.workflow.record,
          recordId: upload.recordId,
          title,
          storageKey: key,
          fileName: upload.fileName.slice(-200),
          contentType: type.contentType,
          sizeBytes: upload.data.length,
          uploadedBy: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordHistory(tx, {
        recordType: kind.workflow.record,
        recordId: upload.recordId,
        action: existing ? 'Replace Document' : 'Upload Document',
        userId: user.id,
        comment: title,
      });
      return { id, message: existing ? msg('document.replaced') : msg('document.uploaded') };
    });
  } catch (error) {
    // Two uploads of one title at once: the unique index lets one through; the other reads as a duplicate.
    if ((error as { code?: string }).code === '23505') {
      const message = msg('document.duplicateTitle', { title });
      throw badRequest(message, { title: message });
    }
    throw error;
  }
}

/** The live document of that record, if the user sees the record; else 404. */
async function visibleDocument(
  db: Database,
  kind: RecordType,
  user: AuthUser,
  documentId: number,
  recordId: number,
) {
  const state = await kind.visibleState(db, user, recordId);
  const document =
    state === undefined
      ? undefined
      : await db.db
          .selectFrom('documents')
          .select(['id', 'title', 'storageKey', 'uploadedBy'])
          .where('id', '=', documentId)
          .where('recordType', '=', kind.workflow.record)
          .where('recordId', '=', recordId)
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
  if (!document) throw notFound(msg('the.document'));
  return document;
}

/** Checks the user may open it (404 otherwise) and answers its id for a signed address. */
export async function viewableDocument(
  db: Database,
  kind: RecordType,
  user: AuthUser,
  documentId: number,
  recordId: number,
): Promise<number> {
  return (await visibleDocument(db, kind, user, documentId, recordId)).id;
}

export async function deleteDocument(
  db: Database,
  storage: DocumentStorage,
  kind: RecordType,
  user: AuthUser,
  documentId: number,
  recordId: number,
): Promise<{ message: Message }> {
  await db.transaction(async (tx) => {
    const document = await visibleDocument(tx, kind, user, documentId, recordId);
    await managedRecord(tx, kind, user, recordId);
    if (document.uploadedBy !== user.id) throw forbidden(msg('document.notUploaderDelete'));
    const { numUpdatedRows } = await tx.db
      .updateTable('documents')
      .set({ deletedAt: new Date(), deletedBy: user.id })
      .where('id', '=', document.id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!numUpdatedRows) throw notFound(msg('the.document'));
    await recordHistory(tx, {
      recordType: kind.workflow.record,
      recordId,
      action: 'Delete Document',
      userId: user.id,
      comment: document.title,
    });
    await storage.remove(tx, document.storageKey);
  });
  return { message: msg('document.deleted') };
}

/** The stored file of a live document, for the signed address. */
export async function documentFile(
  db: Database,
  storage: DocumentStorage,
  documentId: number,
): Promise<{ stream: Readable; contentType: string; fileName: string; size: number } | undefined> {
  const document = await db.db
    .selectFrom('documents')
    .select(['storageKey', 'contentType', 'fileName', 'sizeBytes'])
    .where('id', '=', documentId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const stream = document ? await storage.open(db, document.storageKey) : undefined;
  if (!document || !stream) return undefined;
  return { stream, contentType: document.contentType, fileName: document.fileName, size: document.sizeBytes };
}
