import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { t } from '../../i18n/t.ts';

// The spec fixes how dates read (MM/dd/yyyy and h:mm a, part 1, point 9), so they read so in both
// languages; the words around them (N/A, 'by') are the chosen language's.

/** Shown wherever a date or a name is missing: the spec's 'N/A' ('N/D' in French). */
export const notAvailable = () => t('common.notAvailable');

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** The spec's date format, MM/dd/yyyy, in local time; 'N/A' when missing or unreadable. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'MM/dd/yyyy') : notAvailable();
}

/** The spec's time format, h:mm a; 'N/A' when missing or unreadable. */
export function formatTime(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'h:mm a') : notAvailable();
}

/** 'MM/dd/yyyy h:mm a', or 'N/A'. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? `${format(date, 'MM/dd/yyyy')} ${format(date, 'h:mm a')}` : notAvailable();
}

/** A record's step: 'MM/dd/yyyy h:mm a by Name', or null (N/A) when it has not happened. */
export const formatStep = (date: string | null | undefined, by: string | null | undefined) =>
  date ? t('common.step', { date: formatDateTime(date), by: by || notAvailable() }) : null;
