// GET /wps/agent/reports/settlements (the bonus and daily / hourly / real-time salary records): one kind's settlement
// rows whose period started in the range, newest period first. received: the caller is the holder; paid: the
// caller is the payer (its team's contracts). Totals: every matching row; amountMinor counts paid rows only.
import type { Queryable } from '../../../db/types.ts';
import type { Settlement, Settlements, SettlementsRequest } from '../../../../generated/types.ts';
import { pageOf } from '../../../http/query.ts';
import { iso, minor } from './common.ts';

interface Row {
  id: string; contract_id: string; kind: Settlement['kind']; period_start: Date | string; period_end: Date | string;
  holder_id: string; holder_name: string; holder_nick: string | null; payer_id: string | null; payer_name: string | null; payer_nick: string | null;
  valid_bet_minor: string; profit_loss_minor: string; active_members: number; rate_bp: number; amount_minor: string;
  status: Settlement['status']; failure: string | null; settled_at: Date | string;
}

const person = (id: string, username: string, nick: string | null) => ({ id: String(id), username, ...(nick ? { nickname: nick } : {}) });

export async function settlements(db: Queryable, brandId: string, callerId: string, holderId: string | null, range: { start: Date; end: Date }, q: SettlementsRequest): Promise<Settlements> {
  const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
  const who = q.role === 'received' ? 's.holder_id = $2' : 's.payer_id = $2 AND ($6::bigint IS NULL OR s.holder_id = $6::bigint)';
  const where = `s.brand_id = $1 AND ${who} AND s.kind = $3 AND s.period_start >= $4 AND s.period_start < $5`;
  const params = [brandId, callerId, q.kind, range.start, range.end, q.role === 'paid' ? holderId : null];
  const sums = await db.query<{ count: string; valid: string | null; amount: string | null }>(
    `SELECT count(*) AS count, sum(s.valid_bet_minor) AS valid, sum(s.amount_minor) FILTER (WHERE s.status = 'paid') AS amount
     FROM agent_settlements s WHERE ${where}${q.role === 'received' ? ' AND $6::bigint IS NULL' : ''}`,
    params,
  );
  const page = await db.query<Row>(
    `SELECT s.id, s.contract_id, s.kind, s.period_start, s.period_end, s.holder_id, h.username AS holder_name, h.nickname AS holder_nick,
       s.payer_id, p.username AS payer_name, p.nickname AS payer_nick, s.valid_bet_minor, s.profit_loss_minor, s.active_members,
       s.rate_bp, s.amount_minor, s.status, s.failure, s.settled_at
     FROM agent_settlements s JOIN members h ON h.id = s.holder_id LEFT JOIN members p ON p.id = s.payer_id
     WHERE ${where}${q.role === 'received' ? ' AND $6::bigint IS NULL' : ''}
     ORDER BY s.period_start DESC, s.id DESC LIMIT $7 OFFSET $8`,
    [...params, pageSize, offset],
  );
  const s = sums.rows[0];
  return {
    list: page.rows.map((r) => ({
      id: String(r.id),
      contractId: String(r.contract_id),
      kind: r.kind,
      periodStart: iso(r.period_start),
      periodEnd: iso(r.period_end),
      holder: person(r.holder_id, r.holder_name, r.holder_nick),
      payer: r.payer_id === null ? null : person(r.payer_id, r.payer_name ?? '', r.payer_nick),
      validBetMinor: minor(r.valid_bet_minor),
      profitLossMinor: minor(r.profit_loss_minor),
      activeMembers: Number(r.active_members),
      rateBp: Number(r.rate_bp),
      amountMinor: minor(r.amount_minor),
      status: r.status,
      failure: r.failure,
      settledAt: iso(r.settled_at),
    })),
    pageNo,
    pageSize,
    total: Number(s?.count ?? 0),
    totals: { count: Number(s?.count ?? 0), validBetMinor: minor(s?.valid), amountMinor: minor(s?.amount) },
  };
}
