import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
  SCRYPT,
  verifyPassword,
} from './password.ts';

describe('passwords: scrypt hashes and NIST 800-63B rules', () => {
  it('records the scrypt parameters in the hash and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    const [name, N, r, p, salt, key] = hash.split('$');
    expect([name, Number(N), Number(r), Number(p)]).toEqual(['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p]);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    // Same text in another Unicode form (NFKC) matches; a second hash of it has its own salt.
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', null)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('verifies a hash made with other (older) parameters', async () => {
    const hash = await hashPassword('another long passphrase');
    const cheaper = hash.replace(`$${SCRYPT.N}$`, '$1024$');
    // Same salt and key but other N: the key no longer matches, so N is really read from the hash.
    expect(await verifyPassword('another long passphrase', cheaper)).toBe(false);
  });

  it('asks for length only: no composition rules, common and breached passwords refused', async () => {
    expect(await passwordProblem('short one')).toBe(`Use at least ${PASSWORD_MIN} characters.`);
    expect(await passwordProblem('a'.repeat(PASSWORD_MAX + 1))).toBe(
      `Use at most ${PASSWORD_MAX} characters.`,
    );
    expect(await passwordProblem('qwerty123456')).toMatch(/too common/);
    expect(await passwordProblem('QWERTY123456')).toMatch(/too common/);
    expect(await passwordProblem('zzzzzzzzzzzzzz')).toMatch(/too common/);
    expect(await passwordProblem('my name is carol smith', ['carol'])).toMatch(/your name or email/);
    expect(await passwordProblem('all lowercase words only')).toBeUndefined();
    expect(await passwordProblem('🦊🦊🦊 emoji and spaces 🦊')).toBeUndefined();
  });
});
