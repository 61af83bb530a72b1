// Betting records (the personalHistoryCopy page) and P&L (personalProfit) over bet_records, which the seamless wallet
// fills for every vendor. GET /wps/relay/betRecords and GET /wps/relay/profitLoss (token; no trial members).
// Totals and P&L count settled bets only: an open bet has no result yet, a rolled back one never happened.
import type { FastifyInstance } from 'fastify';
import type { BetRecords, BetRecordsRequest, BetTotals, ProfitReport, ProfitRequest } from '../../../generated/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { localized } from '../games/index.ts';
import { pageOf, queryParams } from '../../http/query.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { periodDays, rangeOf, rangeProblem } from './periods.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

interface TotalsRow {
  count: string;
  stake: string | null;
  win: string | null;
}

const totalsOf = (r: TotalsRow | undefined): BetTotals => {
  const stake = BigInt(r?.stake ?? 0);
  const win = BigInt(r?.win ?? 0);
  return { count: Number(r?.count ?? 0), stakeMinor: stake.toString(), winMinor: win.toString(), profitMinor: (win - stake).toString() };
};

const SETTLED_SUMS = `count(*) FILTER (WHERE status = 'settled') AS count,
  sum(stake_minor) FILTER (WHERE status = 'settled') AS stake, sum(win_minor) FILTER (WHERE status = 'settled') AS win`;

export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  app.get('/wps/relay/betRecords', { schema: { querystring: requestSchemas.BetRecordsRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const q = queryParams<BetRecordsRequest>(
      request,
      ['startDate', 'endDate', 'gameType', 'vendor', 'pageNo', 'pageSize'],
      ['pageNo', 'pageSize'],
    );
    const problem = rangeProblem(q.startDate, q.endDate);
    if (problem) throw new ApiError(400, ErrorCode.badParam, problem);
    const { start, end } = rangeOf(q.startDate, q.endDate, brand.config.timezoneOffset);
    const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
    const where = `b.brand_id = $1 AND b.member_id = $2 AND b.placed_at >= $3 AND b.placed_at < $4
      AND ($5::text IS NULL OR b.game_type = $5) AND ($6::text IS NULL OR b.vendor = $6)`;
    const params = [brand.id, session.customerId, start, end, q.gameType ?? null, q.vendor ?? null];
    const sums = await db.query<TotalsRow & { rows: string }>(`SELECT count(*) AS rows, ${SETTLED_SUMS} FROM bet_records b WHERE ${where}`, params);
    const page = await db.query<{
      round_id: string; vendor: string; game_code: string; game_type: string; stake_minor: string; win_minor: string;
      status: 'open' | 'settled' | 'rolled_back'; placed_at: Date | string; settled_at: Date | string | null; names: Record<string, string> | string | null;
    }>(
      `SELECT b.round_id, b.vendor, b.game_code, b.game_type, b.stake_minor, b.win_minor, b.status, b.placed_at, b.settled_at, g.names
       FROM bet_records b LEFT JOIN games g ON g.vendor = b.vendor AND g.game_code = b.game_code
       WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT $7 OFFSET $8`,
      [...params, pageSize, offset],
    );
    const value: BetRecords = {
      list: page.rows.map((r) => {
        const names = typeof r.names === 'string' ? (JSON.parse(r.names) as Record<string, string>) : r.names;
        const stake = BigInt(r.stake_minor);
        const win = BigInt(r.win_minor);
        return {
          roundId: r.round_id,
          vendor: r.vendor,
          gameCode: r.game_code,
          ...(names ? { gameName: localized(names as unknown as Parameters<typeof localized>[0], request.language) } : {}),
          gameType: r.game_type,
          stakeMinor: stake.toString(),
          winMinor: win.toString(),
          profitMinor: (r.status === 'settled' ? win - stake : 0n).toString(),
          status: r.status,
          placedAt: new Date(r.placed_at).toISOString(),
          settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
        };
      }),
      pageNo,
      pageSize,
      total: Number(sums.rows[0]?.rows ?? 0),
      totals: totalsOf(sums.rows[0]),
    };
    return ok(value);
  });

  app.get('/wps/relay/profitLoss', { schema: { querystring: requestSchemas.ProfitRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const q = queryParams<ProfitRequest>(request, ['period'], []);
    const days = periodDays(q.period, clock.now(), brand.config.timezoneOffset);
    const { start, end } = rangeOf(days.from, days.to, brand.config.timezoneOffset);
    const r = await db.query<TotalsRow & { game_type: string }>(
      `SELECT game_type, ${SETTLED_SUMS} FROM bet_records
       WHERE brand_id = $1 AND member_id = $2 AND placed_at >= $3 AND placed_at < $4 AND status = 'settled'
       GROUP BY game_type ORDER BY game_type`,
      [brand.id, session.customerId, start, end],
    );
    const rows = r.rows.map((row) => ({ gameType: row.game_type, ...totalsOf(row) }));
    const all = rows.reduce(
      (t, row) => ({ count: t.count + row.count, stake: t.stake + BigInt(row.stakeMinor), win: t.win + BigInt(row.winMinor) }),
      { count: 0, stake: 0n, win: 0n },
    );
    const value: ProfitReport = {
      period: q.period,
      from: days.from,
      to: days.to,
      rows,
      total: { count: all.count, stakeMinor: all.stake.toString(), winMinor: all.win.toString(), profitMinor: (all.win - all.stake).toString() },
    };
    return ok(value);
  });
}
