import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 and a random salt', async () => {
    const first = await hashPassword('Correct-Horse-42');
    const second = await hashPassword('Correct-Horse-42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-Horse-42');
    expect(await verifyPassword(stored, 'Correct-Horse-42')).toBe(true);
    expect(await verifyPassword(stored, 'Correct-Horse-43')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('always refuses against the dummy hash', async () => {
    expect(await verifyAgainstDummy('starshelf-dummy-password-never-matches')).toBe(false);
  });
});
