import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '../../../schemas/account.ts';
import {
  checkPasswordRules,
  meetsPasswordRules,
  PASSWORD_RULES,
  strongPassword,
} from '../../../schemas/password.ts';
import { inEnglish, refusalOf } from '../../helpers/english.ts';

const met = (password: string) =>
  Object.fromEntries(checkPasswordRules(password).map((rule) => [rule.id, rule.met]));

describe('password rules (schemas/password.ts)', () => {
  it('lists the spec rules in order, with the texts the strength indicator shows', () => {
    expect(PASSWORD_RULES.map((r) => inEnglish(r.label))).toEqual([
      'At least 10 characters',
      'At least one of ! @ # $',
      'At least one digit',
      'At least one uppercase letter',
      'At least 3 distinct characters',
    ]);
  });

  it('checks each rule on its own', () => {
    expect(met('')).toEqual({
      length: false,
      symbol: false,
      digit: false,
      uppercase: false,
      distinct: false,
    });
    expect(met('abcdefghij')).toMatchObject({ length: true, symbol: false, digit: false, uppercase: false });
    expect(met('123456789')).toMatchObject({ length: false, digit: true });
    expect(met('a!')).toMatchObject({ symbol: true });
    for (const symbol of ['!', '@', '#', '$']) expect(met(symbol).symbol).toBe(true);
    for (const other of ['%', '^', '&', '*', '-', '_', '?', ' ']) expect(met(other).symbol).toBe(false);
    expect(met('Éa').uppercase).toBe(true);
    expect(met('éa').uppercase).toBe(false);
    expect(met('aaaaaaaaaaaaaa').distinct).toBe(false);
    expect(met('ababababab').distinct).toBe(false);
    expect(met('abc').distinct).toBe(true);
  });

  it('accepts a password only when every rule is met', () => {
    expect(meetsPasswordRules('Harbour#Lights7')).toBe(true);
    expect(meetsPasswordRules('Harbour#Lights')).toBe(false);
    expect(meetsPasswordRules('harbour#lights7')).toBe(false);
    expect(meetsPasswordRules('HarbourLights7')).toBe(false);
    expect(meetsPasswordRules('Harb#ur7')).toBe(false);
    expect(meetsPasswordRules(null)).toBe(false);
  });

  it("fails the schema with the spec's field text, and never trims a password", () => {
    const schema = strongPassword('New password');
    expect(refusalOf(() => schema.validateSync('weak'))).toBe('New password is invalid.');
    expect(refusalOf(() => schema.validateSync(''))).toBe('New password is invalid.');
    expect(schema.validateSync(' Harbour#Lights7 ')).toBe(' Harbour#Lights7 ');
  });

  it('requires the confirmation to equal the new password', () => {
    const valid = {
      currentPassword: 'x',
      newPassword: 'Harbour#Lights7',
      confirmPassword: 'Harbour#Lights7',
    };
    expect(changePasswordSchema.isValidSync(valid)).toBe(true);
    expect(
      refusalOf(() => changePasswordSchema.validateSync({ ...valid, confirmPassword: 'Harbour#Lights8' })),
    ).toBe('Confirm password is invalid.');
  });
});
