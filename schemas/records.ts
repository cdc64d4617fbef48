import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { recordId } from './numbers.ts';

// What every record with a life cycle carries besides its own fields: its history (reviews), comments
// and documents. The shapes are the spec's (part 1, point 3: Document, Review, Comment).

export const COMMENT_MESSAGES = {
  required: 'Comment is required.',
  added: 'Comment successfully added.',
  edited: 'Comment successfully updated.',
  deleted: 'Comment successfully deleted.',
  /** 'Comments can no longer be added: this stock update request is approved.' */
  closed: (record: string, word: string) => `Comments can no longer be added: this ${record} is ${word}.`,
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
export const reviewAnswer = answer({
  id: a.int(),
  submitter: a.text(),
  reviewAction: a.text(),
  date: a.timestamp(),
  comment: a.text().nullable(),
});
export type Review = Answer<typeof reviewAnswer>;

export const recordCommentAnswer = answer({
  id: a.int(),
  submitter: a.text(),
  text: a.text(),
  submittedDate: a.timestamp(),
  edited: a.bool(),
  isEditable: a.bool(),
  isDeletable: a.bool(),
});
export type RecordComment = Answer<typeof recordCommentAnswer>;

export const recordDocumentAnswer = answer({
  id: a.int(),
  title: a.text(),
  uploadedDate: a.timestamp(),
  uploadedBy: a.text(),
  isDeletable: a.bool(),
});
export type RecordDocument = Answer<typeof recordDocumentAnswer>;

/** GET Document/{id}/EntityType/{type}/Entity/{entityId}: a signed address of the file, valid minutes. */
export const documentAddressAnswer = answer({
  url: a.text('Opens the file without sign-in, for a short while'),
});
