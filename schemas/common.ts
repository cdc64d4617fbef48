import type { Message } from './i18n/message.ts';
import { msg } from './i18n/msg.ts';
import { requiredText } from './text.ts';

// The spec's loose e-mail pattern: something, an at sign, something, a dot, something.
export const LOOSE_EMAIL = /^\S+@\S+\.\S+$/;

/** A required, loosely valid e-mail, trimmed, at most 254 characters; every refusal reads `message`. */
export const email = (message: Message = msg('spec.emailInvalid')) =>
  requiredText('Email', { max: 254, invalid: message }).matches(LOOSE_EMAIL, { message });

/** A lines test: no two lines share the value of `key` (a record id, a compartment number). */
export const uniqueBy =
  <K extends string>(key: K) =>
  (lines: readonly (Partial<Record<K, unknown>> | undefined)[] | undefined) => {
    const values = (lines ?? []).map((line) => line?.[key]);
    return new Set(values).size === values.length;
  };
