// The check of a login from an IP this member has not used on this brand ("Second-factor challenge": a login from an
// unregistered IP triggers extra verification): the brand's login.secondFactor, falling back to what the member has on
// file (an authenticator needs an enrolled secret; codes need a mobile or an e-mail).
import type { FastifyRequest } from 'fastify';
import type { SecondFactorChallenge, SecondFactorMethod, SmsSendResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { isTrialType } from '../../../engine/accounts/member-types.ts';
import { maskEmail, maskMobile } from '../../../engine/accounts/mask.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { randomToken } from '../../security/tokens.ts';
import { verifyTotp } from '../../security/totp.ts';
import { checkSendLimits, consumeCode, createCode, expiredMinutesFor, smsText } from '../verification/index.ts';
import { phoneRecipient } from '../../../engine/accounts/phone.ts';
import { findMemberById, type MemberRow } from '../accounts/index.ts';
import type { AccountServices } from '../../services.ts';
import { lockedUntil, loginLimits, recordFailure, type LoginSubject } from './attempts.ts';
import { lockedError } from './locked.ts';
import { serverText } from '../../i18n/texts.ts';

/** How long a challenge can be answered (codes inside it expire sooner and can be re-sent). */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * Wrong answers that end one challenge. Across challenges every wrong answer also counts as a login failure of the
 * member's account and IP (attempts.ts): a new password entry gives a new challenge but not new guesses.
 */
const MAX_CHALLENGE_ATTEMPTS = 5;

function available(member: MemberRow, method: SecondFactorMethod): boolean {
  switch (method) {
    case 'authenticator':
      return !!member.totp_secret;
    case 'mobileCode':
      return !!member.mobile_num && !!member.country_dialing_code;
    case 'email':
      return !!member.email;
    case 'bankAccountName':
      return !!member.payee_name;
  }
}

/** The method to ask for, or null when the brand asks none (or the member has nothing to check against). */
export function secondFactorMethod(brand: LoadedBrand, member: MemberRow): SecondFactorMethod | null {
  const configured = brand.config.login.secondFactor;
  if (configured === 'none' || !brand.flags.loginIpVerification || isTrialType(member.type)) return null;
  for (const m of [configured, 'mobileCode', 'email'] as const) if (available(member, m)) return m;
  return null;
}

interface ChallengeRow {
  id: string;
  member_id: string;
  method: SecondFactorMethod;
  recipient: string | null;
  ip: string;
  remember_me: boolean;
  device_id: string | null;
  remember_token_id: string | null;
  passwordless: boolean;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

function recipientOf(member: MemberRow, method: SecondFactorMethod): string | null {
  if (method === 'mobileCode') return phoneRecipient(member.country_dialing_code!, member.mobile_num!);
  if (method === 'email') return member.email!;
  return null;
}

function hintOf(member: MemberRow, method: SecondFactorMethod): string {
  if (method === 'mobileCode') return maskMobile(member.country_dialing_code!, member.mobile_num!);
  if (method === 'email') return maskEmail(member.email!);
  return '';
}

async function sendCode(
  svc: AccountServices,
  brand: LoadedBrand,
  challengeId: string,
  method: SecondFactorMethod,
  recipient: string,
  request: { ip: string; language: string },
): Promise<number> {
  const ip = request.ip;
  const words = { brand: brand.config.name, minutes: 0, code: '' };
  await checkSendLimits(svc.db, brand, recipient, svc.clock.now(), ip);
  const { code, expiredMinutes } = await createCode(svc.db, svc.clock, brand, { purpose: `login:${challengeId}`, recipient, ip });
  if (method === 'mobileCode') await svc.sms.send({ brandId: brand.id, to: recipient, text: smsText(brand, code, expiredMinutes, request.language) });
  else
    await svc.mail.send({
      brandId: brand.id,
      to: recipient,
      subject: serverText('mail.secondFactor.subject', request.language, words),
      text: serverText('mail.secondFactor.body', request.language, { ...words, code, minutes: expiredMinutes }),
    });
  await svc.db.query('UPDATE login_challenges SET last_sent_at = $2 WHERE id = $1', [challengeId, new Date(svc.clock.now())]);
  return expiredMinutes;
}

/** A challenge for this login (reusing a live one of the same member, IP and method, so a double submit sends one code). */
export async function createChallenge(
  svc: AccountServices,
  request: FastifyRequest,
  brand: LoadedBrand,
  member: MemberRow,
  method: SecondFactorMethod,
  opts: {
    rememberMe: boolean;
    deviceId: string | null;
    rememberTokenId?: string | null;
    /** The login proved no password (an SMS code, a phone provider): see SignInOptions.passwordless. */
    passwordless?: boolean;
  },
): Promise<SecondFactorChallenge> {
  const now = svc.clock.now();
  const hint = hintOf(member, method);
  const codeMethod = method === 'mobileCode' || method === 'email';
  const live = await svc.db.query<{ id: string }>(
    `SELECT id FROM login_challenges WHERE brand_id = $1 AND member_id = $2 AND ip = $3 AND method = $4
       AND consumed_at IS NULL AND expires_at > $5 AND attempts < $6
     ORDER BY created_at DESC LIMIT 1`,
    [brand.id, member.id, request.ip, method, new Date(now), MAX_CHALLENGE_ATTEMPTS],
  );
  const expiredMinutes = expiredMinutesFor(brand);
  if (live.rows[0]) {
    await svc.db.query('UPDATE login_challenges SET remember_me = $2, remember_token_id = $3, passwordless = $4 WHERE id = $1', [
      live.rows[0].id,
      opts.rememberMe,
      opts.rememberTokenId ?? null,
      opts.passwordless === true,
    ]);
    return { challengeId: live.rows[0].id, method, hint, ...(codeMethod ? { expiredMinutes } : {}) };
  }
  const id = randomToken(24);
  const recipient = recipientOf(member, method);
  await svc.db.query(
    `INSERT INTO login_challenges (id, brand_id, member_id, method, recipient, ip, remember_me, device_id, user_agent, expires_at, created_at,
       remember_token_id, passwordless)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      brand.id,
      member.id,
      method,
      recipient,
      request.ip,
      opts.rememberMe,
      opts.deviceId,
      request.clientUserAgent,
      new Date(now + CHALLENGE_TTL_MS),
      new Date(now),
      opts.rememberTokenId ?? null,
      opts.passwordless === true,
    ],
  );
  if (codeMethod) await sendCode(svc, brand, id, method, recipient!, request);
  return { challengeId: id, method, hint, ...(codeMethod ? { expiredMinutes } : {}) };
}

async function liveChallenge(svc: AccountServices, request: FastifyRequest, brand: LoadedBrand, challengeId: string): Promise<ChallengeRow> {
  const r = await svc.db.query<ChallengeRow>(
    `SELECT id, member_id, method, recipient, ip, remember_me, device_id, remember_token_id, passwordless, attempts, expires_at, consumed_at
     FROM login_challenges WHERE id = $1 AND brand_id = $2`,
    [challengeId, brand.id],
  );
  const row = r.rows[0];
  // Bound to the address that started the login: a stolen challenge id is useless elsewhere.
  if (!row || row.consumed_at || row.ip !== request.ip) throw invalid();
  if (new Date(row.expires_at).getTime() <= svc.clock.now()) throw expired();
  return row;
}

const invalid = (): ApiError => new ApiError(400, ErrorCode.secondFactorInvalid, 'Please enter a valid verification code');
const expired = (): ApiError => new ApiError(400, ErrorCode.secondFactorExpired, 'Code expired, please send again');

const normalizeName = (s: string): string => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface AnsweredChallenge {
  member: MemberRow;
  rememberMe: boolean;
  deviceId: string | null;
  /** A remembered login from a new IP: the remember token this login continues (rotated by the caller). */
  rememberTokenId: string | null;
  /** The login that started the challenge proved no password. */
  passwordless: boolean;
  subject: LoginSubject;
}

/**
 * Check the answer; the member and the challenge's login options when right. A locked account or IP is refused
 * before the answer is looked at (423 login.locked); a wrong answer counts toward that lockout.
 */
export async function answerChallenge(
  svc: AccountServices,
  request: FastifyRequest,
  brand: LoadedBrand,
  challengeId: string,
  code: string,
): Promise<AnsweredChallenge> {
  const row = await liveChallenge(svc, request, brand, challengeId);
  const member = await findMemberById(svc.db, brand.id, row.member_id);
  if (!member) throw invalid();
  const now = svc.clock.now();
  const subject: LoginSubject = { brandId: brand.id, accountKey: member.username.toLowerCase(), ip: request.ip };
  const locked = await lockedUntil(svc.db, subject, now);
  if (locked) throw lockedError(brand, locked, now);
  // The answer takes its attempt BEFORE it is checked, in one statement: of a burst of answers sent together at
  // most MAX_CHALLENGE_ATTEMPTS are ever looked at (reading the count and adding to it after the check let every
  // one of them through).
  const taken = await svc.db.query<{ attempts: number }>(
    'UPDATE login_challenges SET attempts = attempts + 1 WHERE id = $1 AND consumed_at IS NULL AND attempts < $2 RETURNING attempts',
    [row.id, MAX_CHALLENGE_ATTEMPTS],
  );
  if (!taken.rowCount) throw invalid();
  let right = false;
  if (row.method === 'mobileCode' || row.method === 'email') {
    const result = await consumeCode(svc.db, svc.clock, brand.id, `login:${row.id}`, row.recipient ?? '', code);
    if (result === 'expired') throw expired();
    right = result === 'ok';
  } else if (row.method === 'authenticator' && member.totp_secret) {
    const step = verifyTotp(member.totp_secret, code.trim(), now, member.totp_last_step === null ? null : Number(member.totp_last_step));
    if (step !== null) {
      await svc.db.query('UPDATE members SET totp_last_step = $2 WHERE id = $1', [member.id, step]);
      right = true;
    }
  } else if (row.method === 'bankAccountName' && member.payee_name) {
    right = normalizeName(code) === normalizeName(member.payee_name);
  }
  if (!right) {
    // The last attempt ends the challenge.
    if (Number(taken.rows[0]?.attempts) >= MAX_CHALLENGE_ATTEMPTS)
      await svc.db.query('UPDATE login_challenges SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL', [row.id, new Date(now)]);
    const lockEnd = await recordFailure(svc.db, subject, member.id, loginLimits(brand), now, 'second_factor');
    if (lockEnd) throw lockedError(brand, lockEnd, now);
    throw invalid();
  }
  const used = await svc.db.query('UPDATE login_challenges SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING 1', [
    row.id,
    new Date(now),
  ]);
  if (!used.rowCount) throw invalid();
  return {
    member,
    rememberMe: row.remember_me,
    deviceId: row.device_id,
    rememberTokenId: row.remember_token_id,
    passwordless: row.passwordless,
    subject,
  };
}

/** A new code for a mobileCode / email challenge (the same limits as any SMS). */
export async function resendChallenge(svc: AccountServices, request: FastifyRequest, brand: LoadedBrand, challengeId: string): Promise<SmsSendResult> {
  const row = await liveChallenge(svc, request, brand, challengeId);
  if ((row.method !== 'mobileCode' && row.method !== 'email') || !row.recipient)
    throw new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
  return { expiredMinutes: await sendCode(svc, brand, row.id, row.method, row.recipient, request) };
}
