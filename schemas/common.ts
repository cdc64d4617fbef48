import * as yup from 'yup';
import { MESSAGES } from './messages.ts';

// The spec's loose e-mail pattern: something, an at sign, something, a dot, something.
export const LOOSE_EMAIL = /^\S+@\S+\.\S+$/;

export const email = (message: string = MESSAGES.emailInvalid) =>
  yup.string().trim().required(message).matches(LOOSE_EMAIL, message);

/** Non-empty after trimming; empty input is stored as null. */
export const requiredText = (label: string) =>
  yup
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .required(MESSAGES.invalid(label))
    .label(label);

export const optionalText = (label: string) =>
  yup
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null)
    .label(label);

/** A lines test: no two lines share the value of `key` (a record id, a compartment number). */
export const uniqueBy =
  <K extends string>(key: K) =>
  (lines: readonly (Partial<Record<K, unknown>> | undefined)[] | undefined) => {
    const values = (lines ?? []).map((line) => line?.[key]);
    return new Set(values).size === values.length;
  };
