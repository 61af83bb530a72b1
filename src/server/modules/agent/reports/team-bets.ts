// GET /wps/agent/reports/teamBetting (the team betting report): the team's bets placed in the range, newest first;
// totals over every matching settled bet (an open bet has no result yet, a rolled back one never happened).
import type { Queryable } from '../../../db/types.ts';
import type { TeamBets, TeamBetsRequest } from '../../../../generated/types.ts';
import { pageOf } from '../../../http/query.ts';
import { TEAM, iso, minor } from './common.ts';

export async function teamBets(
  db: Queryable,
  brandId: string,
  agentId: string,
  memberId: string | null,
  range: { start: Date; end: Date },
  q: TeamBetsRequest,
): Promise<TeamBets> {
  const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
  const where = `b.brand_id = $1 AND b.member_id IN ${TEAM} AND b.placed_at >= $4 AND b.placed_at < $5
    AND ($6::text IS NULL OR b.game_type = $6) AND ($7::text IS NULL OR b.vendor = $7)`;
  const params = [brandId, agentId, memberId, range.start, range.end, q.gameType ?? null, q.vendor ?? null];
  // The whole team's totals come from the 15-minute rollup (migration 014; ranges are whole buckets); one
  // member's straight from its bets.
  const sums = await db.query<{ rows: string | null; count: string | null; stake: string | null; win: string | null }>(
    memberId === null
      ? `SELECT sum(r.bets) AS rows, sum(r.settled) AS count, sum(r.stake_minor) AS stake, sum(r.win_minor) AS win
         FROM agent_team_bets r WHERE r.ancestor_id = $1 AND r.bucket >= $2 AND r.bucket < $3
           AND ($4::text IS NULL OR r.game_type = $4) AND ($5::text IS NULL OR r.vendor = $5)`
      : `SELECT count(*) AS rows, count(*) FILTER (WHERE b.status = 'settled') AS count,
           sum(b.stake_minor) FILTER (WHERE b.status = 'settled') AS stake, sum(b.win_minor) FILTER (WHERE b.status = 'settled') AS win
         FROM bet_records b WHERE ${where}`,
    memberId === null ? [agentId, range.start, range.end, q.gameType ?? null, q.vendor ?? null] : params,
  );
  const page = await db.query<{
    member_id: string; username: string; round_id: string; vendor: string; game_code: string; game_type: string;
    stake_minor: string; win_minor: string; status: 'open' | 'settled' | 'rolled_back'; placed_at: Date | string; settled_at: Date | string | null;
  }>(
    `SELECT b.member_id, m.username, b.round_id, b.vendor, b.game_code, b.game_type, b.stake_minor, b.win_minor, b.status, b.placed_at, b.settled_at
     FROM bet_records b JOIN members m ON m.id = b.member_id
     WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT $8 OFFSET $9`,
    [...params, pageSize, offset],
  );
  const s = sums.rows[0];
  const stake = BigInt(s?.stake ?? 0);
  const win = BigInt(s?.win ?? 0);
  return {
    list: page.rows.map((r) => ({
      memberId: String(r.member_id),
      username: r.username,
      roundId: r.round_id,
      vendor: r.vendor,
      gameCode: r.game_code,
      gameType: r.game_type,
      stakeMinor: minor(r.stake_minor),
      winMinor: minor(r.win_minor),
      profitMinor: (r.status === 'settled' ? BigInt(r.win_minor) - BigInt(r.stake_minor) : 0n).toString(),
      status: r.status,
      placedAt: iso(r.placed_at),
      settledAt: r.settled_at === null ? null : iso(r.settled_at),
    })),
    pageNo,
    pageSize,
    total: Number(s?.rows ?? 0),
    totals: { count: Number(s?.count ?? 0), stakeMinor: stake.toString(), winMinor: win.toString(), profitMinor: (win - stake).toString() },
  };
}
