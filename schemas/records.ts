import * as yup from 'yup';
import { type Answer, a, answer } from './answer.ts';
import { recordDate as strictRecordDate } from './dates.ts';
import type { Message } from './i18n/message.ts';
import { msg } from './i18n/msg.ts';
import { recordId } from './numbers.ts';
import { commentText } from './text.ts';

// What every record with a life cycle carries besides its own fields: its history (reviews), comments
// and documents. The shapes are the spec's (part 1, point 3: Document, Review, Comment).

export { COMMENT_MESSAGES } from './i18n/en/records.ts';
export { RECORD_DATE_MESSAGES } from './i18n/en/validation.ts';

/**
 * A record's date, ISO 8601 (a day or a full timestamp) whose yyyy-MM-dd part counts: the day the stock
 * moved, the ledger's effective date on approval. Back-dating is allowed down to the earliest date
 * (schemas/dates.ts); the future is not.
 */
export const recordDate = (required: Message) =>
  strictRecordDate('Date', {
    required,
    invalid: msg('recordDate.invalid'),
    inFuture: msg('recordDate.inFuture'),
  });

/** POST {base}/Comments. */
export const commentSchema = yup.object({
  entityId: recordId('Record'),
  text: commentText().required(msg('comment.required')),
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

/**
 * What the detail of a request (stock update, stock transfer) answers besides its own fields: its steps,
 * documents, comments and history, and the flags of what the user may do with it now.
 */
export const requestDetailFields = () => ({
  submittedDate: a.timestamp(),
  submitter: a.text(),
  reviewedDate: a.timestamp().nullable(),
  reviewedBy: a.text().nullable(),
  approvedDate: a.timestamp().nullable(),
  approvedBy: a.text().nullable(),
  cancelledDate: a.timestamp().nullable(),
  cancelledBy: a.text().nullable(),
  documents: a.list(recordDocumentAnswer),
  comments: a.list(recordCommentAnswer),
  reviews: a.list(reviewAnswer),
  isEditable: a.bool(),
  canCancel: a.bool(),
  isReviewable: a.bool(),
  isApprovable: a.bool(),
  canManageDocuments: a.bool(),
  canAddComment: a.bool(),
});
