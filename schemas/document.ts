// Documents attached to records (spec part 1, point 5): title and file required; jpeg, jpg, png and pdf
// only, checked by the file's content on the server; a duplicate title asks before replacing.

export const DOCUMENT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const;

/** Largest upload accepted (bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export { DOCUMENT_MESSAGES } from './i18n/en/records.ts';
