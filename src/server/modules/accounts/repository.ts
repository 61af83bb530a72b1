// The members table and the wallet account created with each member.
import type { MemberType } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { openMemberWallet, toMinor } from '../ledger/index.ts';

export interface MemberRow {
  id: string;
  brand_id: string;
  username: string;
  type: number;
  upline_id: string | null;
  nickname: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  password_hash: string;
  password_changed_at: Date;
  password_is_default: boolean;
  /** The password in use falls short of the floor for new passwords (found at a password login). */
  password_is_weak: boolean;
  first_login_pending: boolean;
  last_login_at: Date | null;
  affiliate_code: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
  created_at: Date;
}

const COLUMNS = `id, brand_id, username, type, upline_id, nickname, mobile_num, country_dialing_code, email, payee_name,
  password_hash, password_changed_at, password_is_default, password_is_weak, first_login_pending, last_login_at, affiliate_code,
  totp_secret, totp_pending_secret, totp_last_step, created_at`;

export function memberType(row: Pick<MemberRow, 'type'>): MemberType {
  return String(row.type) as MemberType;
}

export async function findMemberById(db: Queryable, brandId: string, id: string): Promise<MemberRow | null> {
  if (!/^[0-9]{1,18}$/.test(id)) return null;
  const r = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE brand_id = $1 AND id = $2`, [brandId, id]);
  return r.rows[0] ?? null;
}

export async function findMemberByUsername(db: Queryable, brandId: string, username: string): Promise<MemberRow | null> {
  const r = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE brand_id = $1 AND username_key = $2`, [
    brandId,
    username.toLowerCase(),
  ]);
  return r.rows[0] ?? null;
}

export async function findMemberByMobile(db: Queryable, brandId: string, dialingCode: string, mobileNum: string): Promise<MemberRow | null> {
  const r = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE brand_id = $1 AND country_dialing_code = $2 AND mobile_num = $3`,
    [brandId, dialingCode, mobileNum],
  );
  return r.rows[0] ?? null;
}

export async function findAgentByAffiliateCode(db: Queryable, brandId: string, code: string): Promise<MemberRow | null> {
  const r = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE brand_id = $1 AND lower(affiliate_code) = lower($2) AND type IN (1, 2, 41, 42)`,
    [brandId, code],
  );
  return r.rows[0] ?? null;
}

export interface NewMember {
  brandId: string;
  username: string;
  type: MemberType;
  passwordHash: string;
  passwordIsDefault: boolean;
  passwordChangedAt: Date;
  firstLoginPending: boolean;
  currency: string;
  createdAt: Date;
  uplineId?: string | null | undefined;
  nickname?: string | undefined;
  mobileNum?: string | null | undefined;
  countryDialingCode?: string | null | undefined;
  email?: string | null | undefined;
  payeeName?: string | null | undefined;
  paymentPasswordHash?: string | null | undefined;
  affiliateCode?: string | null | undefined;
  registeredAffiliateCode?: string | null | undefined;
  referralCode?: string | null | undefined;
  recommenderId?: string | null | undefined;
  idNumber?: string | null | undefined;
  qqNum?: string | null | undefined;
  wechat?: string | null | undefined;
  whatsapp?: string | null | undefined;
  facebook?: string | null | undefined;
  line?: string | null | undefined;
  totpSecret?: string | null | undefined;
  registerDomain?: string | null | undefined;
  registerUrl?: string | null | undefined;
  registerIp?: string | null | undefined;
  loginDeviceId?: string | null | undefined;
  lastLoginAt?: Date | null | undefined;
  openingBalance?: string | undefined;
}

/** Postgres unique_violation, with the index that failed (members_brand_username, members_brand_mobile…). */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'unique';
}

const empty = (v: string | null | undefined): string | null => (v === undefined || v === null || v === '' ? null : v);

/** Insert a member and its main ledger account (balance 0 unless given). Call inside a transaction. */
export async function insertMember(tx: Queryable, m: NewMember): Promise<MemberRow> {
  const r = await tx.query<MemberRow>(
    `INSERT INTO members (brand_id, username, username_key, type, upline_id, nickname, mobile_num, country_dialing_code, email,
       payee_name, password_hash, password_changed_at, password_is_default, payment_password_hash, first_login_pending,
       last_login_at, affiliate_code, registered_affiliate_code, referral_code, recommender_id, id_number, qq_num, wechat,
       whatsapp, facebook, line, totp_secret, register_domain, register_url, register_ip, login_device_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
       $25, $26, $27, $28, $29, $30, $31, $32)
     RETURNING ${COLUMNS}`,
    [
      m.brandId,
      m.username,
      m.username.toLowerCase(),
      Number(m.type),
      m.uplineId ?? null,
      m.nickname ?? '',
      empty(m.mobileNum),
      empty(m.mobileNum) ? empty(m.countryDialingCode) : null,
      empty(m.email),
      empty(m.payeeName),
      m.passwordHash,
      m.passwordChangedAt,
      m.passwordIsDefault,
      m.paymentPasswordHash ?? null,
      m.firstLoginPending,
      m.lastLoginAt ?? null,
      empty(m.affiliateCode),
      empty(m.registeredAffiliateCode),
      empty(m.referralCode),
      empty(m.recommenderId),
      empty(m.idNumber),
      empty(m.qqNum),
      empty(m.wechat),
      empty(m.whatsapp),
      empty(m.facebook),
      empty(m.line),
      empty(m.totpSecret),
      empty(m.registerDomain),
      empty(m.registerUrl),
      empty(m.registerIp),
      empty(m.loginDeviceId),
      m.createdAt,
    ],
  );
  const member = r.rows[0]!;
  // Money lives in the ledger (wallet_accounts is no longer written or read).
  await openMemberWallet(tx, {
    brandId: m.brandId,
    memberId: member.id,
    currency: m.currency,
    openingMinor: m.openingBalance ? toMinor(m.openingBalance) : 0n,
    now: m.createdAt,
  });
  return member;
}

export async function setPassword(
  db: Queryable,
  memberId: string,
  passwordHash: string,
  isDefault: boolean,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE members SET password_hash = $2, password_is_default = $3, password_is_weak = false, password_changed_at = $4, first_login_pending = false WHERE id = $1',
    [memberId, passwordHash, isDefault, at],
  );
  // Whatever changed the password (member, reset link, phone reset, operator), no older reset link may undo it.
  await db.query('UPDATE password_resets SET used_at = $2 WHERE member_id = $1 AND used_at IS NULL', [memberId, at]);
}

/** Records the interface language the member uses now (server-written messages follow it: memberLanguage). */
export async function rememberMemberLanguage(db: Queryable, memberId: string, language: string): Promise<void> {
  if (language) await db.query('UPDATE members SET language = $2 WHERE id = $1 AND language IS DISTINCT FROM $2', [memberId, language]);
}

/** Records an IP the member logged in from (the new-IP second factor compares against these). */
export async function rememberMemberIp(db: Queryable, memberId: string, ip: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO member_ips (member_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [memberId, ip, at],
  );
}

/** 'known': this IP was used before; 'new': others were, this one not; 'none': no IP on record yet (first login). */
export async function ipStatus(db: Queryable, memberId: string, ip: string): Promise<'known' | 'new' | 'none'> {
  const r = await db.query<{ known: boolean; any: boolean }>(
    `SELECT bool_or(ip = $2) AS known, count(*) > 0 AS any FROM member_ips WHERE member_id = $1`,
    [memberId, ip],
  );
  const row = r.rows[0];
  if (!row?.any) return 'none';
  return row.known ? 'known' : 'new';
}
