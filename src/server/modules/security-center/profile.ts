// The security center's profile (the member's fields: docs/spec/entities.md). Which fields show and their patterns come
// from the brand: a field with a register rule shows when that rule is enabled and is checked with it (the same
// compiled rule the register form uses); nickname and birthday have the engine's own rule. Fields that identify the
// payee (name, ID number, birthday) are set once: changing them later is a support case, since payouts are matched
// against them.
import type { FastifyRequest } from 'fastify';
import type { FieldRule, MemberProfile, ProfileField, ProfileFieldName, RegisterRules } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { compileFieldRule } from '../../../engine/rules.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fieldRuleMessage } from '../../http/messages.ts';

/** Profile field → members column. */
export const PROFILE_COLUMNS: Record<ProfileFieldName, string> = {
  nickname: 'nickname',
  payeeName: 'payee_name',
  realName: 'real_name',
  birthday: 'birthday',
  idNumber: 'id_number',
  qqNum: 'qq_num',
  wechat: 'wechat',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  telegram: 'telegram',
  line: 'line',
  zalo: 'zalo',
};

const SET_ONCE: ReadonlySet<ProfileFieldName> = new Set(['payeeName', 'realName', 'idNumber', 'birthday']);

/** Fields whose brand rule is the register rule of the same name. */
const FROM_REGISTER = ['payeeName', 'idNumber', 'qqNum', 'wechat', 'whatsapp', 'facebook', 'line'] as const satisfies readonly (ProfileFieldName &
  keyof RegisterRules)[];

const OWN_RULES: Partial<Record<ProfileFieldName, FieldRule>> = {
  // any printable text: the nickname is shown to the member only
  nickname: { acceptedPattern: '^[^\\p{C}]*$', patternId: 0, minLength: 0, maxLength: 20, enabled: true, required: false },
  birthday: { acceptedPattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', patternId: 0, minLength: 10, maxLength: 10, enabled: true, required: false },
};

/** The fields this brand shows, in the member entity's order, with their rules. */
export function profileRules(brand: LoadedBrand): Map<ProfileFieldName, FieldRule> {
  const out = new Map<ProfileFieldName, FieldRule>();
  out.set('nickname', OWN_RULES.nickname!);
  for (const name of FROM_REGISTER) {
    const rule = brand.config.register[name];
    if (rule?.enabled) out.set(name, rule);
  }
  out.set('birthday', OWN_RULES.birthday!);
  return out;
}

type ProfileRow = Record<string, string | Date | null>;

function text(v: string | Date | null | undefined): string {
  if (v === null || v === undefined) return '';
  // DATE comes back as a Date at local midnight from one driver and a string from the other
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return v;
}

/** a***@example.com, 017****678: enough to recognise, not enough to collect. */
export function maskContact(value: string | null): string {
  if (!value) return '';
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  return value.length <= 6 ? `${value.slice(0, 1)}***` : `${value.slice(0, 3)}****${value.slice(-3)}`;
}

export async function readProfile(q: Queryable, brand: LoadedBrand, memberId: string): Promise<MemberProfile> {
  const rules = profileRules(brand);
  const cols = Object.values(PROFILE_COLUMNS).join(', ');
  const r = await q.query<ProfileRow>(
    `SELECT username, mobile_num, country_dialing_code, email, totp_secret, ${cols} FROM members WHERE id = $1 AND brand_id = $2`,
    [memberId, brand.id],
  );
  const row = r.rows[0];
  if (!row) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
  const fields: ProfileField[] = [...rules].map(([name, rule]) => {
    const value = text(row[PROFILE_COLUMNS[name]]);
    return { name, value, rule, editable: !(SET_ONCE.has(name) && value !== '') };
  });
  return {
    username: text(row.username),
    fields,
    mobile: { bound: !!row.mobile_num, masked: maskContact(text(row.mobile_num)), countryDialingCode: text(row.country_dialing_code) },
    email: { bound: !!row.email, masked: maskContact(text(row.email)) },
    authenticator: !!row.totp_secret,
  };
}

/** Checks every field first (unknown, hidden, locked or against its rule: 400 and nothing is written), then writes them. */
export async function updateProfile(
  q: Queryable,
  request: FastifyRequest,
  brand: LoadedBrand,
  memberId: string,
  changes: Record<string, string>,
): Promise<void> {
  const current = await readProfile(q, brand, memberId);
  const byName = new Map(current.fields.map((f) => [f.name, f]));
  const sets: string[] = [];
  const params: unknown[] = [memberId, brand.id];
  for (const [name, raw] of Object.entries(changes)) {
    const field = byName.get(name as ProfileFieldName);
    if (!field) throw new ApiError(400, ErrorCode.badParam, `/fields: ${name} cannot be changed here`);
    const value = raw.trim();
    if (value === field.value) continue;
    if (!field.editable) throw new ApiError(400, ErrorCode.profileLocked, 'This field is already set; contact customer service to change it');
    const violation = compileFieldRule(name, field.rule).validate(value);
    if (violation)
      throw new ApiError(400, ErrorCode.registerInvalidField, fieldRuleMessage(violation.key, request.language, violation.values, value === ''), {
        value: { field: name, key: violation.key, values: violation.values },
      });
    params.push(value === '' ? (name === 'nickname' ? '' : null) : value);
    sets.push(`${PROFILE_COLUMNS[field.name]} = $${params.length}`);
  }
  if (sets.length) await q.query(`UPDATE members SET ${sets.join(', ')} WHERE id = $1 AND brand_id = $2`, params);
}
