// VIP level (member info's hasVip; content/vip.json): from the member's settled valid bet (bet_records stake) and
// confirmed deposits. Reaching a level grants its reward once (grantReward source vip, "level:<n>"); the reward
// center then shows it. The VIP card and the engagement tick both grant through grantVipLevels, so asking twice,
// from two requests at once, or from the page and the tick, grants once.
import type { VipContent, VipInfo } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { fromMinor, toMinor } from '../ledger/index.ts';
import { grantReward } from '../rewards/index.ts';

export interface VipFigures {
  validBetMinor: bigint;
  depositsMinor: bigint;
}

export async function vipFigures(db: Queryable, brandId: string, memberId: string): Promise<VipFigures> {
  // Lifetime settled valid bet (stake weighted by risk, migration 028) from the member's 8-day rollups (a row per 8 days, kept by a bet_records trigger):
  // the same total as summing bet_records, without reading every bet of a heavy player on each look or tick.
  const [bet, dep] = await Promise.all([
    db.query<{ s: string | null }>(
      'SELECT sum(r.valid_minor) AS s FROM member_bet_rollups r JOIN members m ON m.id = r.member_id WHERE m.brand_id = $1 AND r.member_id = $2 AND r.level = 1',
      [brandId, memberId],
    ),
    db.query<{ s: string | null }>("SELECT sum(amount_minor) AS s FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 AND status = 'confirmed'", [brandId, memberId]),
  ]);
  return { validBetMinor: BigInt(bet.rows[0]?.s ?? 0), depositsMinor: BigInt(dep.rows[0]?.s ?? 0) };
}

/** 1-based level reached: levels are climbed in order, each needing both thresholds. */
export function levelOf(content: VipContent, f: VipFigures): number {
  let level = 1;
  content.levels.forEach((l, i) => {
    if (i > 0 && level === i && f.validBetMinor >= toMinor(l.validBet) && f.depositsMinor >= toMinor(l.deposits)) level = i + 1;
  });
  return level;
}

/** Percent of the way to the next level: the lesser of the bet and deposit progress (100 at the top). */
export function progressOf(content: VipContent, level: number, f: VipFigures): number {
  const next = content.levels[level];
  if (!next) return 100;
  const part = (have: bigint, need: bigint): bigint => (need <= 0n ? 100n : have >= need ? 100n : (have * 100n) / need);
  const p = [part(f.validBetMinor, toMinor(next.validBet)), part(f.depositsMinor, toMinor(next.deposits))].reduce((a, b) => (a < b ? a : b));
  return Number(p);
}

/** Grants every reached level's reward not granted yet (once per level); the member's figures and level. */
export async function grantVipLevels(db: Queryable, content: VipContent, brandId: string, memberId: string, now: Date): Promise<{ f: VipFigures; level: number; created: number }> {
  const f = await vipFigures(db, brandId, memberId);
  const level = levelOf(content, f);
  let created = 0;
  for (const [i, l] of content.levels.slice(0, level).entries()) {
    const amountMinor = toMinor(l.reward);
    if (amountMinor <= 0n) continue;
    const g = await grantReward(db, { brandId, memberId, source: 'vip', sourceRef: `level:${i + 1}`, title: l.name, amountMinor, turnoverX100: l.turnoverX100 }, now);
    if (g.created) created += 1;
  }
  return { f, level, created };
}

/** The member's VIP answer, granting every reached level's reward that was not granted yet. */
export async function vipInfo(db: Queryable, content: VipContent, brandId: string, memberId: string, language: string, now: Date): Promise<VipInfo> {
  const { f, level } = await grantVipLevels(db, content, brandId, memberId, now);
  const value: VipInfo = {
    level,
    validBet: fromMinor(f.validBetMinor),
    deposits: fromMinor(f.depositsMinor),
    progress: progressOf(content, level, f),
    levels: content.levels.map((l, i) => ({
      level: i + 1,
      name: l.name[language] ?? l.name.EN,
      validBet: fromMinor(toMinor(l.validBet)),
      deposits: fromMinor(toMinor(l.deposits)),
      reward: fromMinor(toMinor(l.reward)),
    })),
  };
  if (content.levels[level]) value.next = level + 1;
  return value;
}
