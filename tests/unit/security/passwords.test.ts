import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from '../../../server/domain/passwords.ts';

// The tests' seeded demo users are hashed at a low cost (tests/helpers/databases.ts) so that the suites'
// thousands of sign-ins stay cheap: this test holds the cost every password set in the product gets.
describe('password hashes', () => {
  it('are scrypt at N=2^15, r=8, p=1 with a 16-byte salt and a 32-byte key, and verify', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    const stored = await hashPassword('Correct horse 9!');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(await verifyPassword('Correct horse 9!', stored)).toBe(true);
    expect(await verifyPassword('Correct horse 9?', stored)).toBe(false);
    // A new hash of the same password has a salt of its own.
    expect(await hashPassword('Correct horse 9!')).not.toBe(stored);
  });

  it('verify with the parameters they carry', async () => {
    const cheap = await hashPassword('Correct horse 9!', { N: 1024, r: 8, p: 1 });
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('Correct horse 9!', cheap)).toBe(true);
    expect(await verifyPassword('Correct horse 9!', cheap.replace('$1024$', '$2048$'))).toBe(false);
    expect(await verifyPassword('Correct horse 9!', null)).toBe(false);
  });
});
