import * as yup from 'yup';
import type { Label } from './i18n/en/labels.ts';
import type { Message } from './i18n/message.ts';
import { invalid, msg } from './i18n/msg.ts';
import { secret } from './text.ts';

// The spec's password strength rules, written once: the forms validate with them, the strength
// indicator lists them one by one, and the server refuses what they refuse.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MIN_DISTINCT = 3;
export const PASSWORD_SYMBOLS = '!@#$';
/** A new password is at most this long (sign-in takes longer ones, set before the limit). */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'symbol' | 'digit' | 'uppercase' | 'distinct';
  /** What the strength indicator shows beside the rule's met/unmet mark. */
  label: Message;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: msg('account.rule.length', { min: PASSWORD_MIN_LENGTH }),
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'symbol', label: msg('account.rule.symbol'), test: (p) => /[!@#$]/.test(p) },
  { id: 'digit', label: msg('account.rule.digit'), test: (p) => /\d/.test(p) },
  { id: 'uppercase', label: msg('account.rule.uppercase'), test: (p) => /\p{Lu}/u.test(p) },
  {
    id: 'distinct',
    label: msg('account.rule.distinct', { min: PASSWORD_MIN_DISTINCT }),
    test: (p) => new Set(p).size >= PASSWORD_MIN_DISTINCT,
  },
];

export interface PasswordRuleResult {
  id: PasswordRule['id'];
  label: Message;
  met: boolean;
}

/** Each rule with whether `password` meets it, in the order the indicator lists them. */
export const checkPasswordRules = (password: string | null | undefined): PasswordRuleResult[] =>
  PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, met: test(password ?? '') }));

export const meetsPasswordRules = (password: string | null | undefined) =>
  checkPasswordRules(password).every((rule) => rule.met);

/**
 * A new password: required and every strength rule. Each rule is its own yup test (named after the
 * rule), all with the spec's field text '{label} is invalid.'; the indicator says which rule is unmet.
 * Passwords are never trimmed: a space is a character like any other.
 */
export const strongPassword = (label: Label) => {
  let schema = secret(label, { max: PASSWORD_MAX_LENGTH, invalid: invalid(label) });
  for (const rule of PASSWORD_RULES) {
    schema = schema.test(`password-${rule.id}`, invalid(label), (value) =>
      value == null ? true : rule.test(value),
    );
  }
  return schema;
};

/** The confirmation field: required and equal to the sibling field `of`. */
export const passwordConfirmation = (of: string, label: Label) =>
  secret(label, { max: PASSWORD_MAX_LENGTH, invalid: invalid(label) }).oneOf([yup.ref(of)], invalid(label));
