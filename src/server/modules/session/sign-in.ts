// The last step of every way in (password, SMS code, second factor, remember-me, free play, registration,
// social): a new session, the flags the app acts on, the IP remembered for the new-IP check.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { isTrialType } from '../../../engine/accounts/member-types.ts';
import { type MemberRow, memberType, rememberMemberIp, rememberMemberLanguage } from '../accounts/index.ts';
import type { AccountServices } from '../../services.ts';
import { recordSuccess, type LoginSubject } from './attempts.ts';
import { issueRememberToken, linkRememberToken } from './remember.ts';
import { createSession, idleMinutesFor } from './store.ts';
import { recordLogin } from '../security-center/index.ts';

const DAY_MS = 24 * 3_600_000;

/** Expired only when the brand has PWDEXPFORCECHANGE3 on and sets login.passwordMaxAgeDays ("Password expiry", docs/spec/rules.md). */
export function isPasswordExpired(brand: LoadedBrand, member: Pick<MemberRow, 'password_changed_at' | 'type'>, nowMs: number): boolean {
  const days = brand.config.login.passwordMaxAgeDays;
  if (!brand.flags.forcePasswordChangeOnExpiry || days === undefined || isTrialType(member.type)) return false;
  return nowMs - new Date(member.password_changed_at).getTime() > days * DAY_MS;
}

export interface LoginFlags {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  defaultPassword: boolean;
  /** The password in use falls short of the floor for new passwords: the member is asked to replace it. */
  weakPassword: boolean;
}

export function loginFlags(brand: LoadedBrand, member: MemberRow, nowMs: number): LoginFlags {
  const trial = isTrialType(member.type);
  return {
    firstTimeLogin: !trial && member.first_login_pending,
    passwordExpired: isPasswordExpired(brand, member, nowMs),
    defaultPassword: !trial && member.password_is_default,
    weakPassword: !trial && member.password_is_weak,
  };
}

export interface SignInOptions {
  rememberMe?: boolean | undefined;
  deviceId?: string | null | undefined;
  /** Counts as the success that resets the account's and IP's failure runs. */
  subject?: LoginSubject | undefined;
  /** Signed in with this remember token: it now belongs to the new session (logout revokes it). */
  rememberTokenId?: string | undefined;
  /**
   * The login proved no password (an SMS code, a phone provider). A default, weak or expired password then makes
   * the session no change-only one: the app forces the change only after a login that proved the password.
   */
  passwordless?: boolean | undefined;
}

/**
 * Whether the new session must change the password before anything else (it may then change it without the old
 * one): a first login, or a login that proved a default, weak or expired password, as the app decides it
 * (forcedPasswordChange, firstLoginAction). requireSession refuses such a session everything else.
 */
export function mustChangePassword(flags: LoginFlags, passwordless: boolean): boolean {
  return flags.firstTimeLogin || (!passwordless && (flags.passwordExpired || flags.defaultPassword || flags.weakPassword));
}

export async function signIn(
  svc: AccountServices,
  request: FastifyRequest,
  reply: FastifyReply,
  brand: LoadedBrand,
  member: MemberRow,
  opts: SignInOptions = {},
): Promise<LoginResult> {
  const now = svc.clock.now();
  const flags = loginFlags(brand, member, now);
  const session = await svc.db.transaction(async (tx) => {
    const s = await createSession(tx, svc.clock, {
      brandId: brand.id,
      memberId: member.id,
      ip: request.ip,
      userAgent: request.clientUserAgent,
      deviceId: opts.deviceId ?? null,
      idleMinutes: idleMinutesFor(brand, svc.settings.sessionIdleMinutes),
      passwordChangeWithoutOld: mustChangePassword(flags, opts.passwordless === true),
      firstTimeLogin: flags.firstTimeLogin,
    });
    await tx.query('UPDATE members SET last_login_at = $2, first_login_pending = false, login_device_id = COALESCE($3, login_device_id) WHERE id = $1', [
      member.id,
      new Date(now),
      opts.deviceId ?? null,
    ]);
    await rememberMemberLanguage(tx, member.id, request.language);
    await rememberMemberIp(tx, member.id, request.ip, new Date(now));
    await recordLogin(tx, { brandId: brand.id, memberId: member.id, ip: request.ip, userAgent: request.clientUserAgent, deviceId: opts.deviceId }, new Date(now));
    if (opts.subject) await recordSuccess(tx, opts.subject, member.id, now);
    if (opts.rememberTokenId) await linkRememberToken(tx, opts.rememberTokenId, s.id);
    return s;
  });
  // The chain is bound to this browser (deviceId + user agent): a copied cookie is useless elsewhere.
  if (opts.rememberMe)
    await issueRememberToken(svc.db, svc.clock, request, reply, {
      brandId: brand.id,
      memberId: member.id,
      sessionId: session.id,
      deviceId: opts.deviceId ?? null,
    });
  return {
    token: session.token,
    ...flags,
    id: member.id,
    userName: member.username,
    customerType: memberType(member),
  };
}
