import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createdAnswer, messageAnswer } from '../../schemas/answer.ts';
import { hasRole } from '../../schemas/codes.ts';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document.ts';
import { invalid, msg } from '../../schemas/i18n/msg.ts';
import { MAX_ID, recordIdFromText } from '../../schemas/numbers.ts';
import { documentAddressAnswer } from '../../schemas/records.ts';
import type { AuthUser } from '../domain/auth-user.ts';
import {
  deleteDocument,
  documentFile,
  uploadDocument,
  viewableDocument,
} from '../domain/documents/documents.ts';
import { DOCUMENT_CONTENT_TYPES } from '../domain/documents/file-types.ts';
import { documentToken, readDocumentToken } from '../domain/documents/links.ts';
import { createDocumentStorage } from '../domain/documents/storage.ts';
import { documentTypes, recordTypeByDocumentType } from '../domain/record-types/index.ts';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import { say } from '../i18n/index.ts';
import { answers, fileAnswers } from '../plugins/answers.ts';
import { DOCUMENT_CSP } from '../plugins/security.ts';
import type { Typed, YupTypeProvider } from '../plugins/validation.ts';
import { pathId, pathText, textParams } from './params.ts';

const tags = ['Document'];
const security = [{ bearer: [] }];
const id = (description: string) => ({ type: 'integer', minimum: 1, maximum: MAX_ID, description });
/** The document type codes of the record types that exist (DOCUMENT_ENTITY_TYPES has them all). */
const entityType = () => ({
  type: 'integer',
  enum: documentTypes(),
  description: 'Its type: 1 TransferOrder, 2 DeliveryOrder, 3 StockTransfer, 4 StockUpdate',
});

/** The multipart fields of an upload, for the document only: readUpload parses them. */
const uploadFields = () => ({
  type: 'object',
  properties: {
    entityId: id('The record'),
    entityType: entityType(),
    title: { type: 'string', maxLength: 200 },
    file: { type: 'string', format: 'binary', description: 'pdf, png or jpeg, at most 10 MB' },
    replace: { type: 'boolean', description: 'true replaces the document of the same title' },
  },
  required: ['entityId', 'entityType', 'title', 'file'],
});

/** The record type of a document type code (checked against the registered types), if the user may read it. */
function kindFor(type: unknown, user: AuthUser, unknown: () => Error) {
  const code = typeof type === 'string' && /^\d{1,2}$/.test(type) ? Number(type) : null;
  const kind = code === null ? undefined : recordTypeByDocumentType(code);
  if (!kind) throw unknown();
  if (!hasRole(user, ...kind.workflow.readers)) throw forbidden();
  return kind;
}

/** What @fastify/multipart's limits (all 413 there) mean for an upload of one document. */
const LIMIT_REFUSALS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () => new HttpError(413, msg('document.tooLarge')),
  FST_FILES_LIMIT: () => badRequest(msg('document.oneFile'), { file: msg('document.oneFile') }),
  FST_FIELDS_LIMIT: () => badRequest(msg('document.tooManyFields')),
  FST_PARTS_LIMIT: () => badRequest(msg('document.tooManyFields')),
};

/**
 * The multipart fields and the one file of an upload, read whole before anything is written: a file
 * over 10 MB answers 413, a second file (under any field name) 400.
 */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(msg('document.required'));
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
    const refusal = LIMIT_REFUSALS[(error as { code?: string }).code ?? ''];
    if (refusal) throw refusal();
    // Anything else reading the parts is the body's fault (the parser's 'Unexpected end of multipart
    // data' for one, a plain Error): a refusal, not a 500 (found by the fuzz, issue 19).
    if (error instanceof HttpError) throw error;
    throw badRequest(msg('document.malformed'));
  }
  return { fields, file };
}

/** Documents of any record type (spec part 1, point 7): upload, signed view address, delete. */
export default async function documentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<YupTypeProvider>();
  const storage = createDocumentStorage(app.config);
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });

  app.post(
    '/Document',
    {
      config: { access: 'record' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'uploadDocument',
        summary: 'Upload a document',
        description:
          'Attaches a file to a record while its documents may change. The file is checked by its content. ' +
          "A title the record already has answers 400 with errors.title 'duplicate' unless replace is true; " +
          'one file per call (a second file answers 400); a file over 10 MB answers 413.',
        consumes: ['multipart/form-data'],
        body: uploadFields(),
        response: answers(createdAnswer),
      },
    },
    async (request) => {
      const { fields, file } = await readUpload(request);
      const kind = kindFor(fields.entityType, request.user, () =>
        badRequest(say('server.records.entityTypeInvalid'), {
          entityType: say('server.records.recordTypeInvalid'),
        }),
      );
      const recordId = recordIdFromText(fields.entityId);
      if (recordId === null) throw badRequest(invalid('Record'), { entityId: invalid('Record') });
      if (!fields.title?.trim() || !file?.name || !file.data.length)
        throw badRequest(msg('document.required'));
      return uploadDocument(app.db, storage, kind, request.user, {
        recordId,
        // Multipart fields are text: the shared text schema checks them as it checks JSON's.
        title: pathText(fields.title, 'Title', { max: 200, field: 'title' }),
        fileName: pathText(file.name, 'File name', { max: 255, field: 'file' }),
        data: file.data,
        replace: fields.replace === 'true',
      });
    },
  );

  const documentPath = '/Document/:id/EntityType/:type/Entity/:entityId';
  const documentParams: Typed<{ id: string; type: string; entityId: string }> = {
    type: 'object',
    properties: { id: id('The document'), type: entityType(), entityId: id('The record') },
    required: ['id', 'type', 'entityId'],
  };
  const target = (request: { params: { id: string; type: string; entityId: string }; user: AuthUser }) => {
    const params = request.params;
    const kind = kindFor(params.type, request.user, () => notFound(msg('the.document')));
    return {
      kind,
      id: pathId(params.id, msg('the.document')),
      recordId: pathId(params.entityId, msg('the.document')),
    };
  };

  app.get(
    documentPath,
    {
      config: { access: 'record' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getDocumentAddress',
        summary: 'A short-lived address of the file',
        description: 'A signed address that opens the file without sign-in (in a new tab) for a few minutes.',
        params: documentParams,
        response: answers(documentAddressAnswer),
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
      config: { access: 'record' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteDocument',
        summary: 'Delete a document you uploaded',
        description: 'Only its uploader deletes a document, while the record is open.',
        params: documentParams,
        response: answers(messageAnswer),
      },
    },
    async (request) => {
      const { kind, id, recordId } = target(request);
      return deleteDocument(app.db, storage, kind, request.user, id, recordId);
    },
  );

  app.get(
    '/Document/File/:token',
    {
      config: { access: 'open' },
      schema: {
        tags,
        operationId: 'getDocumentFile',
        summary: 'The file behind a signed address',
        description:
          'No sign-in: the address itself is the proof, and it expires (403). Sent inline with its type, ' +
          'never sniffed.',
        params: textParams(2000, 'token'),
        response: fileAnswers(DOCUMENT_CONTENT_TYPES),
      },
    },
    async (request, reply) => {
      const documentId = readDocumentToken(app.jwtSecret, request.params.token);
      if (documentId === null) throw forbidden(msg('document.expired'));
      const file = await documentFile(app.db, storage, documentId);
      if (!file) throw notFound(msg('the.document'));
      const name = file.fileName.replace(/[^\w. -]+/g, '_');
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_CSP)
        .send(file.stream);
    },
  );
}
