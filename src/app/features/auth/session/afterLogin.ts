// The login rules that apply after the server accepted a login, as pure functions (unit-tested).
import { isAgentType, isTrialType } from '../../../../engine/accounts/member-types.ts';
import type { LoginResult, MemberInfo } from '../../../api/types.ts';
import type { PasswordChangeReason } from '../../../state/session.ts';

/** How the player signed in; SMS and phone-provider (social) logins never prove a password. */
export type LoginVia = 'username' | 'sms' | 'social' | 'freePlay' | 'register' | 'remembered';

/**
 * The platform's default password, or an expired one while PWDEXPFORCECHANGE3 is on, forces the
 * change-password modal before anything else, unless the login was by SMS or a phone provider. So does a password
 * that falls short of the floor for new passwords (docs/security.md, "Passwords and stored secrets").
 */
export function forcedPasswordChange(
  result: Pick<LoginResult, 'defaultPassword' | 'passwordExpired' | 'weakPassword'>,
  via: LoginVia,
  forceOnExpiry: boolean,
): PasswordChangeReason | null {
  if (via === 'sms' || via === 'social' || via === 'freePlay') return null;
  if (result.defaultPassword) return 'defaultPassword';
  if (result.weakPassword) return 'weakPassword';
  if (result.passwordExpired && forceOnExpiry) return 'passwordExpired';
  return null;
}

/** A first login triggers a first-login action: a new password (trial accounts have none to change). */
export function firstLoginAction(result: Pick<LoginResult, 'firstTimeLogin'>, info: Pick<MemberInfo, 'type'>): PasswordChangeReason | null {
  return result.firstTimeLogin && !isTrialType(info.type) ? 'firstLogin' : null;
}

/**
 * Where the player goes once member info is loaded: agents to the agent center; free play and registration
 * home; a page the route guard stopped the guest on back to it; otherwise nowhere. A session restored
 * from the remember-me cookie at start moves nobody (the page being opened stays; /agent sends agents on itself).
 */
export function landingAfterLogin(info: Pick<MemberInfo, 'type'>, via: LoginVia, returnTo: string | null): string | null {
  if (via === 'remembered') return null;
  if (isAgentType(info.type)) return '/agentHome';
  if (via === 'freePlay' || via === 'register') return '/';
  return returnTo;
}
