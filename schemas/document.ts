// Documents attached to records (spec part 1, point 5): title and file required; jpeg, jpg, png and pdf
// only, checked by the file's content on the server; a duplicate title asks before replacing.

export const DOCUMENT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const;

/** Largest upload accepted (bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  required: 'Document title and valid pdf file are required.',
  unsupported: 'Unsupported file was selected. Please convert to pdf before selecting file.',
  tooLarge: 'The file is larger than 10 MB. Please select a smaller file.',
  /** A document is one title and one file: a second file in the same upload is refused. */
  oneFile: 'Upload one file at a time.',
  tooManyFields: 'The upload has more fields than a document takes.',
  /** A body the multipart parser could not read to its end (cut short, its boundary lost). */
  malformed: 'The upload is not a complete multipart form. Please upload the file again.',
  /** 400 with errors.title = 'duplicate': the browser asks, then sends replace=true. */
  duplicateTitle: (title: string) =>
    `A document titled "${title}" already exists on this record. Upload again with replace=true to replace it.`,
  uploaded: 'Document successfully uploaded.',
  replaced: 'Document successfully replaced.',
  deleted: 'Document successfully deleted.',
  closed: 'Documents can not be changed on this record now.',
  expired: 'This document link has expired. Open the document again from its record.',
} as const;
