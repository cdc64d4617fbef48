import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { meetsPasswordRules } from '../../../schemas/password.ts';
import {
  COMMON_PASSWORDS_FILE,
  commonPasswords,
  isCommonPassword,
} from '../../../server/domain/common-passwords.ts';

describe('the common password list', () => {
  it('holds exactly 1,000 distinct lowercase passwords', () => {
    const lines = fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toHaveLength(1000);
    expect(commonPasswords().size).toBe(1000);
    for (const line of lines) expect(line).toBe(line.toLowerCase().trim());
  });

  it('matches case-insensitively, and only whole passwords', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password@123')).toBe(true);
    expect(isCommonPassword('WELCOME@2026')).toBe(true);
    expect(isCommonPassword('Password@123x')).toBe(false);
    expect(isCommonPassword('Harbour#Lights7')).toBe(false);
  });

  it('covers passwords the strength rules alone would accept (otherwise the list would change nothing)', () => {
    const capitalised = [...commonPasswords()].map((p) => p.charAt(0).toUpperCase() + p.slice(1));
    const passing = capitalised.filter(meetsPasswordRules);
    expect(passing.length).toBeGreaterThan(300);
  });
});
