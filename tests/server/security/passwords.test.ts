// scrypt password hashes, without a server.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/server/security/passwords.ts';

describe('passwords (scrypt)', () => {
  it('stores parameters and salt, verifies, and never contains the password', async () => {
    const hash = await hashPassword('pässword1', { N: 1024, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('pässword1');
    expect(await verifyPassword('pässword1', hash)).toBe(true);
    expect(await verifyPassword('password1', hash)).toBe(false);
    expect(await hashPassword('same', { N: 1024, r: 8, p: 1 })).not.toBe(await hashPassword('same', { N: 1024, r: 8, p: 1 }));
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
