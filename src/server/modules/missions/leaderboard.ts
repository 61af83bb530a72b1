// Mission leaderboard (MCSFE_getMissionLeaderboard): members ranked by missions completed (claimed) in the
// day or week, ties broken by who got there first; names masked like the winner board.
import type { MissionLeaderboard } from '../../../generated/types.ts';
import type { Database } from '../../db/types.ts';
import { maskCustomerName } from '../winners/index.ts';
import { periodOf, type MissionPeriod } from './progress.ts';

export async function missionLeaderboard(db: Database, a: { brandId: string; memberId: string; period: MissionPeriod; offset: string; now: Date }): Promise<MissionLeaderboard> {
  const range = periodOf(a.period, a.now.getTime(), a.offset);
  const r = await db.query<{ member_id: string; username: string; n: string }>(
    `SELECT w.member_id, m.username, count(*) AS n, min(w.granted_at) AS first
     FROM member_rewards w JOIN members m ON m.id = w.member_id
     WHERE w.brand_id = $1 AND w.source = 'mission' AND w.granted_at >= $2 AND w.granted_at < $3
     GROUP BY w.member_id, m.username ORDER BY n DESC, first ASC, w.member_id ASC LIMIT 20`,
    [a.brandId, range.start, range.end],
  );
  const mine = await db.query<{ n: string }>("SELECT count(*) AS n FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND source = 'mission' AND granted_at >= $3 AND granted_at < $4", [
    a.brandId,
    a.memberId,
    range.start,
    range.end,
  ]);
  const myCount = Number(mine.rows[0]?.n ?? 0);
  const ahead = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (SELECT member_id FROM member_rewards WHERE brand_id = $1 AND source = 'mission' AND granted_at >= $2 AND granted_at < $3
     GROUP BY member_id HAVING count(*) > $4) t`,
    [a.brandId, range.start, range.end, myCount],
  );
  const value: MissionLeaderboard = {
    period: a.period,
    periodStart: range.start.toISOString(),
    list: r.rows.map((row, i) => ({ rank: i + 1, name: maskCustomerName(row.username), completed: Number(row.n), ...(String(row.member_id) === String(a.memberId) ? { me: true } : {}) })),
  };
  // On the board: its rank (ties go to whoever got there first); below it: one more than those strictly ahead.
  const listed = value.list.find((row) => row.me);
  if (myCount > 0) value.me = { rank: listed?.rank ?? Number(ahead.rows[0]?.n ?? 0) + 1, completed: myCount };
  return value;
}
