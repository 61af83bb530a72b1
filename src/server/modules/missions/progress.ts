// Missions (the missionLeaderboard page's "mission activity", the mission summary; content/missions.json): daily
// missions run over the brand's calendar day, weekly ones Monday to Sunday, both in the brand's time zone.
// Progress is read from real events: settled bets, confirmed deposits, logins. A completed mission is claimed
// once per period: grantReward (source mission, "<mission>:<first day>") then claimReward in one transaction.
import type { MissionItem, MissionsContent, MissionSummary } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { type Ledger, toMinor } from '../ledger/index.ts';
import { addDays, dayOf, dayStart } from '../records/index.ts';
import { type ClaimResult, claimReward, grantReward, loginRewardsAllowed } from '../rewards/index.ts';

export type Mission = MissionsContent['missions'][number];
export type MissionPeriod = Mission['period'];

export interface PeriodRange {
  /** The period's first day in the brand's zone (YYYY-MM-DD): part of the claim's key. */
  firstDay: string;
  start: Date;
  end: Date;
}

export function periodOf(period: MissionPeriod, nowMs: number, offset: string): PeriodRange {
  const today = dayOf(nowMs, offset);
  // getUTCDay of the zone's calendar day: 0 Sunday … 6 Saturday; weeks start on Monday.
  const firstDay = period === 'daily' ? today : addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const days = period === 'daily' ? 1 : 7;
  return { firstDay, start: new Date(dayStart(firstDay, offset)), end: new Date(dayStart(addDays(firstDay, days), offset)) };
}

export const sourceRefOf = (m: Mission, range: PeriodRange): string => `${m.id}:${range.firstDay}`;

/** Progress in the mission's unit: minor units of bet or deposit, or distinct days logged in. */
export async function progressOf(q: Queryable, m: Mission, brandId: string, memberId: string, range: PeriodRange, offset: string): Promise<bigint> {
  if (m.kind === 'bet') {
    const r = await q.query<{ s: string | null }>(
      `SELECT sum(valid_minor) AS s FROM bet_records WHERE brand_id = $1 AND member_id = $2 AND status = 'settled'
       AND settled_at >= $3 AND settled_at < $4 AND ($5::text IS NULL OR game_type = $5)`,
      [brandId, memberId, range.start, range.end, m.gameType ?? null],
    );
    return BigInt(r.rows[0]?.s ?? 0);
  }
  if (m.kind === 'deposit') {
    const r = await q.query<{ s: string | null }>(
      `SELECT sum(amount_minor) AS s FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 AND status = 'confirmed'
       AND coalesce(settled_at, created_at) >= $3 AND coalesce(settled_at, created_at) < $4`,
      [brandId, memberId, range.start, range.end],
    );
    return BigInt(r.rows[0]?.s ?? 0);
  }
  // Login days count only for a member with a proved phone or a deposit (rewards/login-rewards.ts).
  if (!(await loginRewardsAllowed(q, brandId, memberId))) return 0n;
  const r = await q.query<{ created_at: Date }>('SELECT created_at FROM login_history WHERE brand_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4', [
    brandId,
    memberId,
    range.start,
    range.end,
  ]);
  return BigInt(new Set(r.rows.map((row) => dayOf(new Date(row.created_at).getTime(), offset))).size);
}

export const targetOf = (m: Mission): bigint => (m.kind === 'login' ? BigInt(m.target) : toMinor(m.target));

export async function missionSummary(db: Database, content: MissionsContent, a: { brandId: string; memberId: string; offset: string; language: string; now: Date }): Promise<MissionSummary> {
  const claimed = await db.query<{ source_ref: string }>("SELECT source_ref FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND source = 'mission' AND granted_at >= $3", [
    a.brandId,
    a.memberId,
    // Claims of this week's (or today's) periods only: a week back covers both.
    new Date(a.now.getTime() - 8 * 86_400_000),
  ]);
  const done = new Set(claimed.rows.map((r) => r.source_ref));
  const missions: MissionItem[] = [];
  for (const m of content.missions) {
    const range = periodOf(m.period, a.now.getTime(), a.offset);
    const progress = await progressOf(db, m, a.brandId, a.memberId, range, a.offset);
    const target = targetOf(m);
    const complete = progress >= target;
    const item: MissionItem = {
      id: m.id,
      period: m.period,
      kind: m.kind,
      title: m.title[a.language] ?? m.title.EN,
      unit: m.kind === 'login' ? 'days' : 'money',
      progress: (progress > target ? target : progress).toString(),
      target: target.toString(),
      percent: target === 0n ? 100 : Number(((progress > target ? target : progress) * 100n) / target),
      rewardMinor: toMinor(m.reward).toString(),
      turnoverX100: m.turnoverX100,
      status: done.has(sourceRefOf(m, range)) ? 'claimed' : complete ? 'claimable' : 'in_progress',
      periodStart: range.start.toISOString(),
    };
    if (m.gameType) item.gameType = m.gameType;
    missions.push(item);
  }
  return { missions, claimable: missions.filter((m) => m.status === 'claimable').length, completed: missions.filter((m) => m.status === 'claimed').length };
}

export async function claimMission(
  db: Database,
  ledger: Ledger,
  content: MissionsContent,
  a: { brandId: string; memberId: string; missionId: string; offset: string; now: Date },
): Promise<ClaimResult> {
  const m = content.missions.find((x) => x.id === a.missionId);
  if (!m) throw new ApiError(404, ErrorCode.notFound, 'Not found');
  const range = periodOf(m.period, a.now.getTime(), a.offset);
  return db.transaction(async (tx) => {
    if ((await progressOf(tx, m, a.brandId, a.memberId, range, a.offset)) < targetOf(m)) throw new ApiError(409, ErrorCode.missionNotComplete, 'This mission is not complete yet');
    const g = await grantReward(
      tx,
      { brandId: a.brandId, memberId: a.memberId, source: 'mission', sourceRef: sourceRefOf(m, range), title: m.title, amountMinor: toMinor(m.reward), turnoverX100: m.turnoverX100 },
      a.now,
    );
    return claimReward(tx, ledger, { brandId: a.brandId, memberId: a.memberId, rewardId: g.rewardId }, a.now);
  });
}
