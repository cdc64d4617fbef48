import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasRole } from '../../schemas/codes.ts';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../schemas/document.ts';
import { MESSAGES } from '../../schemas/messages.ts';
import { MAX_ID, recordIdFromText } from '../../schemas/numbers.ts';
import type { AuthUser } from '../domain/auth-user.ts';
import {
  deleteDocument,
  documentFile,
  uploadDocument,
  viewableDocument,
} from '../domain/documents/documents.ts';
import { documentToken, readDocumentToken } from '../domain/documents/links.ts';
import { createDocumentStorage } from '../domain/documents/storage.ts';
import { documentTypes, kindByDocumentType } from '../domain/record-kinds.ts';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import { pathId } from './params.ts';

const tags = ['Document'];
const security = [{ bearer: [] }];
const id = { type: 'integer', minimum: 1, maximum: MAX_ID };
const entityType = () => ({ type: 'integer', enum: documentTypes() });

/** The record type of a document type code (checked against the registered types), if the user may read it. */
function kindFor(type: unknown, user: AuthUser, unknown: () => Error) {
  const code = typeof type === 'string' && /^\d{1,2}$/.test(type) ? Number(type) : null;
  const kind = code === null ? undefined : kindByDocumentType(code);
  if (!kind) throw unknown();
  if (!hasRole(user, ...kind.readRoles)) throw forbidden();
  return kind;
}

/** The multipart fields and the one file of an upload; 413 past the size limit. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(DOCUMENT_MESSAGES.required);
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!file && part.fieldname === 'file') file = { name: part.filename ?? '', data };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  return { fields, file };
}

/** Documents of any record type (spec part 1, point 7): upload, signed view address, delete. */
export default async function documentRoutes(app: FastifyInstance) {
  const storage = createDocumentStorage(app.config.dataDir);
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });

  app.post(
    '/Document',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Upload a document (multipart: entityId, entityType, title, file, replace?)',
        consumes: ['multipart/form-data'],
        // Documentation only: the handler reads the parts itself (readUpload).
        body: {
          type: 'object',
          properties: {
            entityId: id,
            entityType: entityType(),
            title: { type: 'string', maxLength: 200 },
            file: { type: 'string', format: 'binary' },
            replace: { type: 'boolean' },
          },
          required: ['entityId', 'entityType', 'title', 'file'],
        },
      },
    },
    async (request) => {
      const { fields, file } = await readUpload(request);
      const kind = kindFor(fields.entityType, request.user, () =>
        badRequest('Documents can not be attached to this record type.', {
          entityType: 'The record type is not valid.',
        }),
      );
      const recordId = recordIdFromText(fields.entityId);
      if (recordId === null)
        throw badRequest(MESSAGES.invalid('Record'), { entityId: MESSAGES.invalid('Record') });
      if (!fields.title?.trim() || !file?.name || !file.data.length)
        throw badRequest(DOCUMENT_MESSAGES.required);
      return uploadDocument(app.db, storage, kind, request.user, {
        recordId,
        title: fields.title.slice(0, 200),
        fileName: file.name,
        data: file.data,
        replace: fields.replace === 'true',
      });
    },
  );

  const documentPath = '/Document/:id/EntityType/:type/Entity/:entityId';
  const documentParams = {
    type: 'object',
    properties: { id, type: entityType(), entityId: id },
    required: ['id', 'type', 'entityId'],
  };
  const target = (request: FastifyRequest) => {
    const params = request.params as { id: string; type: string; entityId: string };
    const kind = kindFor(params.type, request.user, () => notFound('The document'));
    return { kind, id: pathId(params.id, 'The document'), recordId: pathId(params.entityId, 'The document') };
  };

  app.get(
    documentPath,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A short-lived address of the file',
        params: documentParams,
      },
    },
    async (request) => {
      const { kind, id, recordId } = target(request);
      const documentId = await viewableDocument(app.db, kind, request.user, id, recordId);
      return { url: `/api/v1/Document/File/${documentToken(app.jwtSecret, documentId)}` };
    },
  );

  app.delete(
    documentPath,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a document you uploaded',
        params: documentParams,
      },
    },
    async (request) => {
      const { kind, id, recordId } = target(request);
      return deleteDocument(app.db, storage, kind, request.user, id, recordId);
    },
  );

  app.get(
    '/Document/File/:token',
    { schema: { tags, summary: 'The file behind a signed address (no sign-in: opened in a new tab)' } },
    async (request, reply) => {
      const documentId = readDocumentToken(app.jwtSecret, (request.params as { token: string }).token);
      if (documentId === null) throw forbidden(DOCUMENT_MESSAGES.expired);
      const file = await documentFile(app.db, storage, documentId);
      if (!file) throw notFound('The document');
      const name = file.fileName.replace(/[^\w. -]+/g, '_');
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
