// Contract settlement (docs/agent-contract.md "Settlement"): every complete period of every active contract — and
// of terminated ones up to their termination — that has no settlement row yet, plus failed rows, is settled in
// its own transaction. The row is claimed first (INSERT … ON CONFLICT DO NOTHING on (contract_id, period_start)):
// a second run or a second server blocks on that row and then skips it; the ledger's idempotency key is the
// second lock. Contracts go shallowest holder first, so an upline is paid before it pays its own downline.
import type { Database, Queryable } from '../../../db/types.ts';
import { ErrorCode, ApiError } from '../../../http/errors.ts';
import { type Ledger, type LedgerAccountRef, minorText } from '../../ledger/index.ts';
import { memberLanguage, type BrandLanguages } from '../../../i18n/engagement-texts.ts';
import { completePeriods, offsetMs, periodAt, type PeriodKind, type Window } from '../../../../engine/agent/periods.ts';
import { rateText, settle, type ContractKind } from '../../../../engine/agent/tiers.ts';
import type { ContractTier } from '../../../../generated/types.ts';
import { periodBasis } from './basis.ts';
import { notifyPaid } from './notices.ts';

export interface SettlementBrand {
  id: string;
  timezoneOffset: string;
  /** The brand's languages: inbox messages go out in the holder's last language when offered, else the default. */
  languages: BrandLanguages;
}

export interface SettlementDeps {
  db: Database;
  ledger: Ledger;
  brands(): readonly SettlementBrand[];
}

export interface SettleOptions {
  now: number;
  brandId?: string | undefined;
  kinds?: readonly ContractKind[] | undefined;
  /** Periods per contract per run (a long catch-up continues on the next run). */
  maxPeriods?: number | undefined;
}

export interface SettleSummary {
  contracts: number;
  periods: number;
  paid: number;
  nothingDue: number;
  failed: number;
  amountMinor: string;
}

export const ALL_KINDS: readonly ContractKind[] = ['realtime', 'hourly', 'daily', 'dividend'];

interface ContractRow {
  id: string;
  brand_id: string;
  kind: ContractKind;
  period: 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly' | null;
  upline_id: string | null;
  downline_id: string;
  tiers: ContractTier[] | string;
  effective_from: Date | string;
  terminated_at: Date | string | null;
  last_start: Date | string | null;
  failed: (Date | string)[] | string | null;
}

interface Due {
  contract: ContractRow;
  periodKind: PeriodKind;
  effectiveFrom: number;
  tiers: ContractTier[];
}

const ms = (v: Date | string): number => new Date(v).getTime();

/** Postgres text arrays come back as arrays from pg and PGlite; normalise a "{a,b}" string just in case. */
function instants(v: ContractRow['failed']): number[] {
  if (!v) return [];
  const list = Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((s) => s.replace(/^"|"$/g, ''));
  return list.map((x) => ms(x)).sort((a, b) => a - b);
}

async function dueContracts(db: Queryable, brandIds: string[], kinds: readonly ContractKind[], now: Date): Promise<ContractRow[]> {
  const r = await db.query<ContractRow>(
    `SELECT c.id, c.brand_id, c.kind, c.period, c.upline_id, c.downline_id, c.tiers, c.effective_from, c.terminated_at,
       (SELECT max(s.period_start) FROM agent_settlements s WHERE s.contract_id = c.id) AS last_start,
       (SELECT array_agg(s.period_start) FROM agent_settlements s WHERE s.contract_id = c.id AND s.status = 'failed') AS failed,
       (SELECT max(t.depth) FROM member_tree t WHERE t.descendant_id = c.downline_id) AS holder_depth
     FROM agent_contracts c
     WHERE c.brand_id = ANY($1::text[]) AND c.kind = ANY($2::text[]) AND c.effective_from IS NOT NULL AND c.effective_from < $3
       AND (c.status = 'active' OR (c.status = 'terminated' AND c.terminated_at > c.effective_from))
     ORDER BY holder_depth, c.id`,
    [brandIds, [...kinds], now],
  );
  return r.rows;
}

const localText = (t: number, offset: string): string => new Date(t + offsetMs(offset)).toISOString().slice(0, 16).replace('T', ' ');

/** Settle one period of one contract in its own transaction; the outcome, or null when another run had it. */
async function settleOne(deps: SettlementDeps, brand: SettlementBrand, due: Due, w: Window, retry: boolean, now: Date): Promise<{ status: 'paid' | 'nothing_due' | 'failed'; amount: bigint } | null> {
  const c = due.contract;
  return deps.db.transaction(async (tx) => {
    const startIso = new Date(w.start).toISOString();
    let rowId: string | undefined;
    if (retry) {
      const r = await tx.query<{ id: string }>(
        `SELECT id FROM agent_settlements WHERE contract_id = $1 AND period_start = $2 AND status = 'failed' FOR UPDATE`,
        [c.id, new Date(w.start)],
      );
      rowId = r.rows[0]?.id;
    } else {
      const r = await tx.query<{ id: string }>(
        `INSERT INTO agent_settlements (brand_id, contract_id, kind, holder_id, payer_id, period_start, period_end, status, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'nothing_due', $8) ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
        [c.brand_id, c.id, c.kind, c.downline_id, c.upline_id, new Date(w.start), new Date(w.end), now],
      );
      rowId = r.rows[0]?.id;
    }
    if (!rowId) return null;

    // Play before acceptance never counts: a period that began earlier is measured from acceptance.
    const from = new Date(Math.max(w.start, due.effectiveFrom));
    const basis = await periodBasis(tx, c.brand_id, c.downline_id, from, new Date(w.end));
    const { rateBp, amountMinor } = settle(c.kind, due.tiers, basis);
    let status: 'paid' | 'nothing_due' | 'failed' = 'nothing_due';
    let transferId: string | null = null;
    let failure: string | null = null;
    if (amountMinor > 0n) {
      const payer: LedgerAccountRef = c.upline_id ? { brandId: c.brand_id, kind: 'main', memberId: String(c.upline_id) } : { brandId: c.brand_id, kind: 'house' };
      try {
        const t = await deps.ledger.transferIn(tx, {
          idempotencyKey: `agent:${c.id}:${startIso}`,
          from: payer,
          to: { brandId: c.brand_id, kind: 'main', memberId: String(c.downline_id) },
          amountMinor,
          reason: c.kind === 'dividend' ? 'dividend' : 'salary',
          reference: `contract:${c.id}:${startIso}`,
          memo: `${c.kind} ${startIso}`,
        });
        status = 'paid';
        transferId = t.transferId;
      } catch (err) {
        // The ledger refuses before writing anything, so this transaction can still record the failure.
        if (!(err instanceof ApiError) || err.errorCode !== ErrorCode.insufficientBalance) throw err;
        status = 'failed';
        failure = 'insufficient_balance';
      }
    }
    await tx.query(
      `UPDATE agent_settlements SET valid_bet_minor = $2, profit_loss_minor = $3, active_members = $4, rate_bp = $5, amount_minor = $6,
         status = $7, failure = $8, transfer_id = $9, settled_at = $10 WHERE id = $1`,
      [rowId, String(basis.validBetMinor), String(basis.lossMinor), basis.activeMembers, rateBp, String(amountMinor), status, failure, transferId, now],
    );
    if (status === 'paid') {
      const amount = minorText(amountMinor);
      const validBet = minorText(basis.validBetMinor);
      await notifyPaid(
        tx,
        { brandId: c.brand_id, memberId: String(c.downline_id), language: await memberLanguage(tx, String(c.downline_id), brand.languages) },
        c.kind,
        { amount, from: localText(w.start, brand.timezoneOffset), to: localText(w.end, brand.timezoneOffset), validBet, rate: rateText(rateBp) },
        now,
      );
    }
    return { status, amount: status === 'paid' ? amountMinor : 0n };
  });
}

/** Periods a contract still owes as of now: failed ones to retry, then complete ones after its last row. */
function owed(due: Due, offset: string, now: number, max: number): { w: Window; retry: boolean }[] {
  const c = due.contract;
  const until = Math.min(now, c.terminated_at ? ms(c.terminated_at) : Number.POSITIVE_INFINITY);
  const retries = instants(c.failed).map((start) => ({ w: periodAt(due.periodKind, start, offset), retry: true }));
  const from = c.last_start ? periodAt(due.periodKind, ms(c.last_start), offset).end : due.effectiveFrom;
  const fresh = completePeriods(due.periodKind, from, until, offset, max).map((w) => ({ w, retry: false }));
  return [...retries, ...fresh].slice(0, max);
}

export async function settleDue(deps: SettlementDeps, opts: SettleOptions): Promise<SettleSummary> {
  const brands = deps.brands().filter((b) => !opts.brandId || b.id === opts.brandId);
  const summary: SettleSummary = { contracts: 0, periods: 0, paid: 0, nothingDue: 0, failed: 0, amountMinor: '0' };
  if (brands.length === 0) return summary;
  const byId = new Map(brands.map((b) => [b.id, b]));
  const now = new Date(opts.now);
  const rows = await dueContracts(deps.db, [...byId.keys()], opts.kinds ?? ALL_KINDS, now);
  let total = 0n;
  for (const contract of rows) {
    const brand = byId.get(contract.brand_id)!;
    const due: Due = {
      contract,
      periodKind: contract.kind === 'dividend' ? contract.period! : contract.kind,
      effectiveFrom: ms(contract.effective_from),
      tiers: typeof contract.tiers === 'string' ? (JSON.parse(contract.tiers) as ContractTier[]) : contract.tiers,
    };
    const work = owed(due, brand.timezoneOffset, opts.now, opts.maxPeriods ?? 5000);
    if (work.length) summary.contracts++;
    for (const { w, retry } of work) {
      const out = await settleOne(deps, brand, due, w, retry, now);
      if (!out) continue;
      summary.periods++;
      if (out.status === 'paid') summary.paid++;
      else if (out.status === 'failed') summary.failed++;
      else summary.nothingDue++;
      total += out.amount;
    }
  }
  summary.amountMinor = total.toString();
  return summary;
}
