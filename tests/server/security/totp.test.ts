// TOTP against the RFC 6238 / RFC 4226 vectors, without a server.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, totpCode, verifyTotp } from '../../../src/server/security/totp.ts';

describe('TOTP (RFC 6238 / RFC 4226)', () => {
  // RFC 6238 appendix B, SHA-1 secret "12345678901234567890"; the 8-digit values' last 6 digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('Google code: at T=%i s the code is %s', (t, code) => {
    expect(totpCode(secret, t * 1000)).toBe(code);
  });

  it('RFC 4226 appendix D HOTP values', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('verifies ±1 step, refuses ±2 and steps already used', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    const step = verifyTotp(secret, totpCode(secret, now), now)!;
    expect(verifyTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('base32 round-trips and ignores spaces, case and padding', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    const text = base32Encode(bytes);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 ') + '==')).toEqual(bytes);
    expect(base32Decode('not base32!')).toBeNull();
    expect(otpauthUrl({ secret: 'ABC', issuer: 'Lotus Play', account: 'p1' })).toBe('otpauth://totp/Lotus%20Play%3Ap1?secret=ABC&issuer=Lotus+Play&algorithm=SHA1&digits=6&period=30');
  });
});
