// Account records (the transactionHistory page; the platform's memTransDet `ODSFE2_MemTransDet`): every ledger entry of
// every account of the member, newest first, with its reason, signed amount, balance after and reference.
import type { FastifyInstance } from 'fastify';
import type { AccountRecord, AccountRecords, AccountRecordsRequest } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fromMinor } from '../ledger/index.ts';
import { pageOf, queryParams, totalPages } from '../../http/query.ts';
import { brandOf, refuseTrial, requireFlag, requireSession, services } from '../../services.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const DAY_MS = 86_400_000;
const KEYS = ['startDate', 'endDate', 'type', 'pageNum', 'pageSize'] as const;

/** A calendar day of the brand's time zone → the instant it starts; 400 for a date that does not exist. */
function dayStart(brand: LoadedBrand, date: string): number {
  const t = Date.parse(`${date}T00:00:00${brand.config.timezoneOffset}`);
  // Date.parse rolls 2030-02-31 over to March: compare the day back.
  const check = new Date(t + offsetMs(brand.config.timezoneOffset)).toISOString().slice(0, 10);
  if (Number.isNaN(t) || check !== date) throw new ApiError(400, ErrorCode.badParam, `Not a date: ${date}`);
  return t;
}

function offsetMs(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

interface EntryRow {
  id: string;
  created_at: Date | string;
  reason: string;
  kind: string;
  vendor: string | null;
  amount_minor: string;
  balance_after_minor: string;
  reference: string;
  total: string;
}

export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/relay/ODSFE2_MemTransDet', { schema: { querystring: requestSchemas.AccountRecordsRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    requireFlag(brand.flags.memberTransactions);
    const q = queryParams<AccountRecordsRequest>(request, KEYS, ['pageNum', 'pageSize']);
    const from = q.startDate ? new Date(dayStart(brand, q.startDate)) : null;
    const to = q.endDate ? new Date(dayStart(brand, q.endDate) + DAY_MS) : null;
    if (from && to && from >= to) throw new ApiError(400, ErrorCode.badParam, 'The start date must not be after the end date', { messageId: 'date.order' });
    const page = pageOf(q.pageNum, q.pageSize, 10);
    const r = await svc.db.query<EntryRow>(
      `SELECT e.id, e.created_at, t.reason, a.kind, a.vendor, e.amount_minor, e.balance_after_minor, t.reference,
              count(*) OVER () AS total
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE a.brand_id = $1 AND a.member_id = $2
         AND ($3::text IS NULL OR t.reason = $3)
         AND ($4::timestamptz IS NULL OR e.created_at >= $4)
         AND ($5::timestamptz IS NULL OR e.created_at < $5)
       ORDER BY e.created_at DESC, e.id DESC
       LIMIT $6 OFFSET $7`,
      [brand.id, session.customerId, q.type ?? null, from, to, page.pageSize, page.offset],
    );
    const content: AccountRecord[] = r.rows.map((row) => ({
      id: String(row.id),
      time: new Date(row.created_at).toISOString(),
      type: row.reason,
      wallet: row.kind === 'vendor' ? (row.vendor ?? 'vendor') : row.kind,
      amount: fromMinor(BigInt(row.amount_minor)),
      balanceAfter: fromMinor(BigInt(row.balance_after_minor)),
      reference: row.reference,
    }));
    // A page past the end has no rows to carry the window count: count separately then.
    let total = Number(r.rows[0]?.total ?? 0);
    if (!r.rows.length && page.offset > 0) {
      const c = await svc.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
         WHERE a.brand_id = $1 AND a.member_id = $2 AND ($3::text IS NULL OR t.reason = $3)
           AND ($4::timestamptz IS NULL OR e.created_at >= $4) AND ($5::timestamptz IS NULL OR e.created_at < $5)`,
        [brand.id, session.customerId, q.type ?? null, from, to],
      );
      total = Number(c.rows[0]?.n ?? 0);
    }
    const value: AccountRecords = {
      content,
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: totalPages(total, page.pageSize),
      totalElements: total,
    };
    return ok(value);
  });
}
