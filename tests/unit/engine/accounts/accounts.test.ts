// @vitest-environment node
// The engine's account rules: member types and portals, the second factor's masked hints, the static login rules.
import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from '../../../../src/engine/accounts/mask.ts';
import { isAgentType, isTrialType, memberTypeFromName, portalRefusal } from '../../../../src/engine/accounts/member-types.ts';
import { LOGIN_RULES, checkLoginRule, loginRulesFor } from '../../../../src/engine/accounts/login-rules.ts';

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
