import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '../../../schemas/document.ts';
import { t } from '../../i18n/t.ts';

/** The file input's accept list, e.g. '.jpeg,.jpg,.png,.pdf'. */
export const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a chosen file can not be uploaded (type by extension, then size), or null when it can. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? (file.name.toLowerCase().split('.').pop() ?? '') : '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return t('document.unsupported');
  if (file.size > MAX_DOCUMENT_BYTES) return t('document.tooLarge');
  return null;
}

/** Titles compare trimmed and case-insensitively, as the server does: 'Invoice ' duplicates 'invoice'. */
export const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a refused upload is the server's 'this title is taken' answer, which asks to replace. The
 * server says it in the language the browser asked for, the one chosen here.
 */
export function isDuplicateTitle(
  failure: { status?: number; errors?: Record<string, string> },
  title: string,
) {
  const said = failure.errors?.title;
  return failure.status === 400 && (said === 'duplicate' || said === t('document.duplicateTitle', { title }));
}
