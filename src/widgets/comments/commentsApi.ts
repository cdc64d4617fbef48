import { ValidationError } from 'yup';
import { commentEditSchema, commentSchema, type RecordComment } from '../../../schemas/records.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';

export type { RecordComment };
export type CommentMode = 'add' | 'edit' | 'delete';

/** The record the comments belong to: the API path of its kind ('StockUpdate') and its id. */
export interface CommentOwner {
  path: string;
  entityId: number;
}

/** The shared comment schema's first message for this text ('Comment is required.'), or null. */
export function commentRefusal(owner: CommentOwner, mode: CommentMode, text: string, commentId?: number) {
  if (mode === 'delete') return null;
  const schema = mode === 'edit' ? commentEditSchema : commentSchema;
  try {
    schema.validateSync({ entityId: owner.entityId, text, commentId });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

type Answer = { message?: string } | undefined;

/** Runs one comment call and resolves to the server's message. */
export async function saveComment(
  dataProvider: PpmsDataProvider,
  owner: CommentOwner,
  mode: CommentMode,
  text: string,
  commentId?: number,
): Promise<string> {
  const { path, entityId } = owner;
  let answer: Answer;
  if (mode === 'add')
    answer = await dataProvider.call<Answer>('POST', `${path}/Comments`, { entityId, text });
  else if (mode === 'edit')
    answer = await dataProvider.call<Answer>('PUT', `${path}/Comments`, { entityId, commentId, text });
  else answer = await dataProvider.call<Answer>('DELETE', `${path}/${entityId}/Comments/${commentId}`);
  return answer?.message ?? '';
}
