import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/** Shown wherever a date or a name is missing. */
export const NOT_AVAILABLE = 'N/A';

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** The spec's date format, MM/dd/yyyy, in local time; 'N/A' when missing or unreadable. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'MM/dd/yyyy') : NOT_AVAILABLE;
}

/** The spec's time format, h:mm a; 'N/A' when missing or unreadable. */
export function formatTime(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'h:mm a') : NOT_AVAILABLE;
}

/** 'MM/dd/yyyy h:mm a', or 'N/A'. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? `${format(date, 'MM/dd/yyyy')} ${format(date, 'h:mm a')}` : NOT_AVAILABLE;
}

/** A record's step: 'MM/dd/yyyy h:mm a by Name', or null (N/A) when it has not happened. */
export const formatStep = (date: string | null | undefined, by: string | null | undefined) =>
  date ? `${formatDateTime(date)} by ${by || NOT_AVAILABLE}` : null;
