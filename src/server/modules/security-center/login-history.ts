// Successful logins with where they came from (login_history, 011): written by signIn, listed in the security center.
import type { LoginHistory } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';

export const LOGIN_HISTORY_SHOWN = 20;

export interface LoginRecord {
  brandId: string;
  memberId: string;
  ip: string;
  userAgent: string | null | undefined;
  deviceId: string | null | undefined;
}

export async function recordLogin(q: Queryable, login: LoginRecord, now: Date): Promise<void> {
  await q.query('INSERT INTO login_history (brand_id, member_id, ip, user_agent, device_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    login.brandId,
    login.memberId,
    login.ip,
    login.userAgent?.slice(0, 500) ?? null,
    login.deviceId?.slice(0, 200) ?? null,
    now,
  ]);
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent: what a member recognises, not the raw header. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

export async function listLogins(q: Queryable, brandId: string, memberId: string): Promise<LoginHistory> {
  const r = await q.query<{ ip: string; user_agent: string | null; created_at: Date | string }>(
    'SELECT ip, user_agent, created_at FROM login_history WHERE brand_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3',
    [brandId, memberId, LOGIN_HISTORY_SHOWN],
  );
  return {
    content: r.rows.map((row) => ({ ip: row.ip, device: deviceLabel(row.user_agent), createdAt: new Date(row.created_at).toISOString() })),
  };
}
