import type { FastifyInstance } from 'fastify';
import { commentEditSchema, commentSchema } from '../../schemas/records.ts';
import { addComment, deleteComment, editComment } from '../domain/comments.ts';
import type { RecordKind } from '../domain/record-kinds.ts';
import { requireRole } from '../plugins/auth.ts';
import { yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

/**
 * The comment calls of one record type, under its base path: POST {base}/Comments, PUT {base}/Comments,
 * DELETE {base}/{id}/Comments/{commentId}. A record type's route file registers it once.
 */
export function commentRoutes(kind: RecordKind) {
  const base = kind.workflow.record;
  return async function comments(app: FastifyInstance) {
    const common = {
      onRequest: app.authenticate,
      preHandler: requireRole(kind.readRoles),
    };
    const schema = { tags: [base], security: [{ bearer: [] }] };
    app.post(
      `/${base}/Comments`,
      {
        ...common,
        schema: {
          ...schema,
          summary: `Add a comment to a ${kind.workflow.label}`,
          body: yupBody(commentSchema),
        },
      },
      async (request) => {
        const body = request.body as { entityId: number; text: string };
        return addComment(app.db, kind, request.user, body.entityId, body.text);
      },
    );
    app.put(
      `/${base}/Comments`,
      {
        ...common,
        schema: { ...schema, summary: 'Edit one of your comments', body: yupBody(commentEditSchema) },
      },
      async (request) => {
        const body = request.body as { entityId: number; commentId: number; text: string };
        return editComment(app.db, kind, request.user, body.entityId, body.commentId, body.text);
      },
    );
    app.delete(
      `/${base}/:id/Comments/:commentId`,
      {
        ...common,
        schema: { ...schema, summary: 'Delete one of your comments', params: idParams('id', 'commentId') },
      },
      async (request) => {
        const params = request.params as { id: string; commentId: string };
        const id = pathId(params.id, `The ${kind.workflow.label}`);
        return deleteComment(app.db, kind, request.user, id, pathId(params.commentId, 'The comment'));
      },
    );
  };
}
