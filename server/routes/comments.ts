import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../schemas/answer.ts';
import { recordWord } from '../../schemas/i18n/words.ts';
import { commentEditSchema, commentSchema } from '../../schemas/records.ts';
import { addComment, deleteComment, editComment } from '../domain/comments.ts';
import type { RecordType } from '../domain/record-types/define.ts';
import { say } from '../i18n/index.ts';
import { answers } from '../plugins/answers.ts';
import { requireRole } from '../plugins/auth.ts';
import { type YupTypeProvider, yupBody } from '../plugins/validation.ts';
import { idParams, pathId } from './params.ts';

/**
 * The comment calls of one record type, under its base path: POST {base}/Comments, PUT {base}/Comments,
 * DELETE {base}/{id}/Comments/{commentId}. A record type's route file registers it once.
 */
export function commentRoutes(kind: RecordType) {
  const base = kind.workflow.record;
  return async function comments(instance: FastifyInstance) {
    const app = instance.withTypeProvider<YupTypeProvider>();
    const common = {
      preValidation: requireRole(kind.workflow.readers),
    };
    const schema = { tags: [base], security: [{ bearer: [] }] };
    app.post(
      `/${base}/Comments`,
      {
        ...common,
        schema: {
          ...schema,
          operationId: `add${base}Comment`,
          summary: `Add a comment to a ${kind.workflow.label}`,
          description: `entityId is the ${kind.workflow.label}; comments are open while it is New or Reviewed.`,
          body: yupBody(commentSchema),
          response: answers(messageAnswer),
        },
      },
      async (request) => {
        const body = request.body;
        return addComment(app.db, kind, request.user, body.entityId, body.text);
      },
    );
    app.put(
      `/${base}/Comments`,
      {
        ...common,
        schema: {
          ...schema,
          operationId: `edit${base}Comment`,
          summary: 'Edit one of your comments',
          description: `Only the author changes a comment, while the ${kind.workflow.label} is open.`,
          body: yupBody(commentEditSchema),
          response: answers(messageAnswer),
        },
      },
      async (request) => {
        const body = request.body;
        return editComment(app.db, kind, request.user, body.entityId, body.commentId, body.text);
      },
    );
    app.delete(
      `/${base}/:id/Comments/:commentId`,
      {
        ...common,
        schema: {
          ...schema,
          operationId: `delete${base}Comment`,
          summary: 'Delete one of your comments',
          description: `Only the author deletes a comment, while the ${kind.workflow.label} is open.`,
          params: idParams('id', 'commentId'),
          response: answers(messageAnswer),
        },
      },
      async (request) => {
        const params = request.params;
        const id = pathId(params.id, recordWord(kind.workflow.record, 'The'));
        return deleteComment(
          app.db,
          kind,
          request.user,
          id,
          pathId(params.commentId, say('server.the.comment')),
        );
      },
    );
  };
}
