import type { Identifier } from 'react-admin';
import { ValidationError } from 'yup';
import { commentEditSchema, commentSchema, type RecordComment } from '../../../schemas/records.ts';
import { firstMessage } from '../../i18n/validation.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';

export type { RecordComment };
export type CommentMode = 'add' | 'edit' | 'delete';

/** The record the comments belong to: its resource ('stock-updates') and its id. */
export interface CommentOwner {
  resource: string;
  entityId: Identifier;
}

/** The shared comment schema's first message for this text ('Comment is required.'), or null. */
export function commentRefusal(owner: CommentOwner, mode: CommentMode, text: string, commentId?: number) {
  if (mode === 'delete') return null;
  const schema = mode === 'edit' ? commentEditSchema : commentSchema;
  try {
    schema.validateSync({ entityId: owner.entityId, text, commentId });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return firstMessage(error);
    throw error;
  }
}

/** Runs one comment call and resolves to the server's message. */
export async function saveComment(
  dataProvider: PpmsDataProvider,
  { resource, entityId }: CommentOwner,
  mode: CommentMode,
  text: string,
  commentId = 0,
): Promise<string> {
  const answer =
    mode === 'add'
      ? await dataProvider.addComment(resource, { entityId, text })
      : mode === 'edit'
        ? await dataProvider.updateComment(resource, { entityId, commentId, text })
        : await dataProvider.deleteComment(resource, { entityId, commentId });
  return answer?.message ?? '';
}
