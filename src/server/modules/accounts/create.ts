// Accounts the site cannot make itself: trial members (free play), and what operators create with the dev
// tools or `npm run accounts` (agents, members with an expired password or an enrolled authenticator).
import type { DevAccountRequest } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { checkLoginRule, loginRulesFor } from '../../../engine/accounts/login-rules.ts';
import { isAgentType, memberTypeFromName } from '../../../engine/accounts/member-types.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { randomDigits, randomToken } from '../../security/tokens.ts';
import { base32Decode } from '../../security/totp.ts';
import type { PasswordHasher } from '../../services.ts';
import { isValidPhone } from '../../../engine/accounts/phone.ts';
import { findMemberByUsername, insertMember, rememberMemberIp, uniqueViolation, type MemberRow, type NewMember } from './repository.ts';

export interface CreateDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  defaultMemberPassword: string;
}

/** Insert, turning a unique-index clash into the register error a player or operator understands. */
export async function insertMemberOrExplain(db: Database, m: NewMember): Promise<MemberRow> {
  try {
    return await db.transaction((tx) => insertMember(tx, m));
  } catch (err) {
    const index = uniqueViolation(err);
    if (index?.includes('mobile')) throw new ApiError(400, ErrorCode.mobileTaken, 'This mobile number is already registered');
    if (index?.includes('affiliate')) throw new ApiError(400, ErrorCode.badParam, 'This affiliate code is already used by another agent', { messageId: 'affiliate.taken' });
    if (index) throw new ApiError(400, ErrorCode.usernameTaken, 'This username is already taken');
    throw err;
  }
}

/** Free play (FREEPLAY3): a type 4 member with a generated name and a password nobody knows. */
export async function createTrialMember(deps: Omit<CreateDeps, 'defaultMemberPassword'>, brand: LoadedBrand, ip: string): Promise<MemberRow> {
  const passwordHash = await deps.passwords.hash(randomToken(24));
  const now = new Date(deps.clock.now());
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertMemberOrExplain(deps.db, {
        brandId: brand.id,
        // guest + 7 digits: 12 characters, letters and digits, within the login username rule (6–13).
        username: `guest${randomDigits(7)}`,
        type: '4',
        passwordHash,
        passwordIsDefault: false,
        passwordChangedAt: now,
        firstLoginPending: false,
        currency: brand.config.currency.code,
        createdAt: now,
        nickname: 'Guest',
        registerIp: ip,
      });
    } catch (err) {
      if (!(err instanceof ApiError && err.errorCode === ErrorCode.usernameTaken) || attempt >= 5) throw err;
    }
  }
}

function bad(message: string): ApiError {
  return new ApiError(400, ErrorCode.badParam, message);
}

/** An agent's invitation code when the operator gives none: 8 letters and digits, unambiguous. */
export function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomToken(16)).slice(0, 8).map((c) => alphabet[c.charCodeAt(0) % alphabet.length]).join('');
}

/** POST /__dev/accounts and `npm run accounts -- create`: checked like a login would check them. */
export async function createAccount(deps: CreateDeps, brand: LoadedBrand, req: DevAccountRequest): Promise<MemberRow> {
  const type = memberTypeFromName(req.type);
  if (!type) throw bad(`unknown account type ${req.type} (member, agent, trial or 0, 1, 2, 3, 4, 41, 42)`);
  const rules = loginRulesFor(brand.config.register);
  const u = checkLoginRule('username', rules.loginUsername, req.username);
  if (u) throw bad(`username must be letters and digits, ${u.values.range} characters (the login rule), got "${req.username}"`);
  const p = checkLoginRule('password', rules.loginPassword, req.password);
  if (p) throw bad(`password must be ${p.values.range} characters (the login rule)`);
  const mobile = req.mobileNum?.trim() || null;
  const dialing = (req.countryDialingCode ?? brand.config.login.defaultDialingCode ?? '').replace(/^\+/, '').trim();
  if (mobile && !isValidPhone(brand, dialing, mobile)) throw bad(`mobile +${dialing} ${mobile} does not pass brand ${brand.id}'s mobile rule`);
  if (req.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(req.email)) throw bad(`email ${req.email} is not an e-mail address`);
  if (req.totpSecret && !base32Decode(req.totpSecret)) throw bad('totpSecret must be base32 (A–Z, 2–7)');
  let uplineId: string | null = null;
  if (req.upline) {
    const upline = await findMemberByUsername(deps.db, brand.id, req.upline);
    if (!upline || !isAgentType(upline.type)) throw bad(`upline ${req.upline} is not an agent of brand ${brand.id}`);
    uplineId = upline.id;
  }
  const now = deps.clock.now();
  const member = await insertMemberOrExplain(deps.db, {
    brandId: brand.id,
    username: req.username,
    type,
    uplineId,
    nickname: req.nickname ?? req.username,
    mobileNum: mobile,
    countryDialingCode: mobile ? dialing : null,
    email: req.email ?? null,
    payeeName: req.payeeName ?? null,
    passwordHash: await deps.passwords.hash(req.password),
    passwordIsDefault: req.password === deps.defaultMemberPassword,
    passwordChangedAt: new Date(req.passwordChangedAt ?? now),
    firstLoginPending: req.firstTimeLogin === true,
    affiliateCode: isAgentType(type) ? (req.affiliateCode ?? newAffiliateCode()) : null,
    totpSecret: req.totpSecret ? req.totpSecret.replace(/[\s=-]/g, '').toUpperCase() : null,
    currency: brand.config.currency.code,
    openingBalance: req.balance,
    createdAt: new Date(now),
  });
  if (req.knownIp) await rememberMemberIp(deps.db, member.id, req.knownIp, new Date(now));
  // The operator states the number: it counts as proved (login rewards need a proved phone or a deposit).
  if (mobile) await deps.db.query('UPDATE members SET mobile_verified_at = $2 WHERE id = $1', [member.id, new Date(now)]);
  return member;
}
