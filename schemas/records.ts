import * as yup from 'yup';
import { recordId } from './numbers.ts';

// What every record with a life cycle carries besides its own fields: its history (reviews), comments
// and documents. The shapes are the spec's (part 1, point 3: Document, Review, Comment).

export const COMMENT_MESSAGES = {
  required: 'Comment is required.',
  added: 'Comment successfully added.',
  edited: 'Comment successfully updated.',
  deleted: 'Comment successfully deleted.',
  closed: 'Comments can only be added while the record is New or Reviewed.',
  notAuthor: 'Only the author can change this comment.',
} as const;

/** POST {base}/Comments. */
export const commentSchema = yup.object({
  entityId: recordId('Record'),
  text: yup.string().trim().required(COMMENT_MESSAGES.required).max(4000),
});

/** PUT {base}/Comments. */
export const commentEditSchema = commentSchema.shape({
  commentId: recordId('Comment'),
});

/** One row of a record's history: who did what, when, with what comment. */
export interface Review {
  id: number;
  submitter: string;
  reviewAction: string;
  date: string;
  comment: string | null;
}

export interface RecordComment {
  id: number;
  submitter: string;
  text: string;
  submittedDate: string;
  edited: boolean;
  isEditable: boolean;
  isDeletable: boolean;
}

export interface RecordDocument {
  id: number;
  title: string;
  uploadedDate: string;
  uploadedBy: string;
  isDeletable: boolean;
}
