// The account building blocks without a server: TOTP (RFC 6238 vectors), scrypt hashes, masking, member
// types and portals, the static login rules, log redaction, the captcha picture.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from '../../../src/engine/accounts/mask.ts';
import { isAgentType, isTrialType, memberTypeFromName, portalRefusal } from '../../../src/engine/accounts/member-types.ts';
import { LOGIN_RULES, checkLoginRule, loginRulesFor } from '../../../src/engine/accounts/login-rules.ts';
import { redactUrl } from '../../../src/server/http/logging.ts';
import { renderCaptcha } from '../../../src/server/modules/captcha/image.ts';
import { glyphInk } from '../../../src/server/modules/captcha/font.ts';
import { hashPassword, verifyPassword } from '../../../src/server/security/passwords.ts';
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

describe('engine/accounts', () => {
  it('member types: agents 1, 2, 41, 42; trial 4; portals refuse the other kind', () => {
    expect(['1', '2', '41', '42'].every(isAgentType)).toBe(true);
    expect(['0', '3', '4'].some(isAgentType)).toBe(false);
    expect(isTrialType(4)).toBe(true);
    expect(memberTypeFromName('agent')).toBe('1');
    expect(memberTypeFromName('41')).toBe('41');
    expect(memberTypeFromName('boss')).toBeNull();
    expect(portalRefusal('member', '41')).toBe('login.not_member');
    expect(portalRefusal('agent', '0')).toBe('login.not_agent');
    expect(portalRefusal('agent', '4')).toBe('login.not_agent');
    expect(portalRefusal('member', '4')).toBeNull();
  });

  it('second factor hints mask the mobile and the e-mail', () => {
    expect(maskMobile('880', '1712345689')).toBe('+880 ••••89');
    expect(maskEmail('player@example.com')).toBe('p••••@example.com');
    expect(maskEmail('broken')).toBe('••••');
  });

  it('static login rules, widened to a brand\'s longer names', () => {
    expect(checkLoginRule('username', LOGIN_RULES.loginUsername, 'abc123')).toBeNull();
    expect(checkLoginRule('username', LOGIN_RULES.loginUsername, 'abc_123')).toMatchObject({ key: 'reg_pattern_4' });
    expect(checkLoginRule('password', LOGIN_RULES.loginPassword, '12345')).toMatchObject({ key: 'error_password', values: { range: '6 - 16' } });
    expect(checkLoginRule('username', LOGIN_RULES.loginMobileNum, '123456789')).toMatchObject({ key: 'error_phone_number_limit' });
    const rules = loginRulesFor({ username: { acceptedPattern: '.*', minLength: 6, maxLength: 16, patternId: 1, enabled: true, required: true } });
    expect(checkLoginRule('username', rules.loginUsername, 'a'.repeat(16))).toBeNull();
    expect(checkLoginRule('username', LOGIN_RULES.loginUsername, 'a'.repeat(16))).not.toBeNull();
  });
});

describe('log redaction', () => {
  it('masks token, code and password query values, keeps the rest', () => {
    expect(redactUrl('/?resetToken=abc&lang=BN')).toBe('/?resetToken=***&lang=BN');
    expect(redactUrl('/wps/x?token=t&code=1&password=p&idToken=i&state=s')).toBe('/wps/x?token=***&code=***&password=***&idToken=***&state=***');
    expect(redactUrl('/help')).toBe('/help');
  });
});

describe('captcha picture', () => {
  it('draws every digit with ink, and a 120×44 PNG', () => {
    for (const d of '0123456789') {
      let ink = 0;
      for (let v = 0; v < 7; v += 0.25) for (let u = 0; u < 5; u += 0.25) if (glyphInk(d, u, v)) ink++;
      expect(ink, d).toBeGreaterThan(100);
    }
    const png = PNG.sync.read(renderCaptcha('0427'));
    expect([png.width, png.height]).toEqual([120, 44]);
  });
});
