import { describe, expect, it } from 'vitest';
import { firstLoginAction, forcedPasswordChange, landingAfterLogin } from '../../../../../../src/app/features/auth/session/afterLogin.ts';
import { consolidatedEnabled } from '../../../../../../src/app/features/auth/session/queries.ts';

const result = (over: Partial<{ defaultPassword: boolean; weakPassword: boolean; passwordExpired: boolean; firstTimeLogin: boolean }> = {}) => ({
  defaultPassword: false,
  passwordExpired: false,
  firstTimeLogin: false,
  ...over,
});

describe('after login, in order', () => {
  it('the default password forces the change-password modal, whatever PWDEXPFORCECHANGE3 says', () => {
    expect(forcedPasswordChange(result({ defaultPassword: true }), 'username', false)).toBe('defaultPassword');
    expect(forcedPasswordChange(result({ defaultPassword: true }), 'remembered', true)).toBe('defaultPassword');
  });
  it('a password in use below the floor (docs/security.md, section 2.9) forces it too, after the default password\'s reason', () => {
    expect(forcedPasswordChange(result({ weakPassword: true }), 'username', false)).toBe('weakPassword');
    expect(forcedPasswordChange(result({ weakPassword: true }), 'remembered', false)).toBe('weakPassword');
    expect(forcedPasswordChange(result({ weakPassword: true, defaultPassword: true }), 'username', false)).toBe('defaultPassword');
    expect(forcedPasswordChange(result({ weakPassword: true }), 'sms', false)).toBeNull();
  });
  it('an expired password forces it only with PWDEXPFORCECHANGE3', () => {
    expect(forcedPasswordChange(result({ passwordExpired: true }), 'username', true)).toBe('passwordExpired');
    expect(forcedPasswordChange(result({ passwordExpired: true }), 'username', false)).toBeNull();
  });
  it('never for SMS, phone-provider (social) or free-play logins', () => {
    for (const via of ['sms', 'social', 'freePlay'] as const)
      expect(forcedPasswordChange(result({ defaultPassword: true, passwordExpired: true }), via, true)).toBeNull();
  });
  it('a fine password forces nothing', () => {
    expect(forcedPasswordChange(result(), 'username', true)).toBeNull();
  });

  it('first login asks for a new password, except for trial accounts', () => {
    expect(firstLoginAction(result({ firstTimeLogin: true }), { type: '0' })).toBe('firstLogin');
    expect(firstLoginAction(result({ firstTimeLogin: true }), { type: '1' })).toBe('firstLogin');
    expect(firstLoginAction(result({ firstTimeLogin: true }), { type: '4' })).toBeNull();
    expect(firstLoginAction(result(), { type: '0' })).toBeNull();
  });

  it('agents go to /agentHome, from any login but a silent remember-me restore', () => {
    for (const type of ['1', '2', '41', '42'] as const) expect(landingAfterLogin({ type }, 'username', null)).toBe('/agentHome');
    expect(landingAfterLogin({ type: '1' }, 'sms', '/lottery')).toBe('/agentHome');
    expect(landingAfterLogin({ type: '1' }, 'remembered', null)).toBeNull();
  });
  it('free play and registration go home; a guarded page is reopened; otherwise the player stays', () => {
    expect(landingAfterLogin({ type: '4' }, 'freePlay', null)).toBe('/');
    expect(landingAfterLogin({ type: '0' }, 'register', '/lottery')).toBe('/');
    expect(landingAfterLogin({ type: '0' }, 'username', '/vnLottery?gameCode=X')).toBe('/vnLottery?gameCode=X');
    expect(landingAfterLogin({ type: '0' }, 'username', null)).toBeNull();
  });

  it('consolidated funds only for logged-in non-trial members with the agent-policy flag', () => {
    expect(consolidatedEnabled({ isLogin: true, isTrial: false }, true)).toBe(true);
    expect(consolidatedEnabled({ isLogin: true, isTrial: true }, true)).toBe(false);
    expect(consolidatedEnabled({ isLogin: false, isTrial: false }, true)).toBe(false);
    expect(consolidatedEnabled({ isLogin: true, isTrial: false }, false)).toBe(false);
  });
});
