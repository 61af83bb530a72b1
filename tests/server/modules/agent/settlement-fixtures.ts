// Worlds for the settlement and report suites: members with uplines and money, bets and contracts written
// straight into the tables (the offer/accept flow has its own suite), settlement run as of a chosen instant.
import { expect } from 'vitest';
import type { ContractTier } from '../../../../src/generated/types.ts';
import { settleDue, type SettleSummary } from '../../../../src/server/modules/agent/settlement/run.ts';
import { appSettlementDeps } from '../../../../src/server/modules/agent/settlement/scheduler.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { editBrand } from '../../support/fixtures.ts';
import type { DbLeg } from '../../support/legs.ts';
import type { Queryable } from '../../../../src/server/db/types.ts';

let ipSeq = 0;
const nextIp = (): string => `10.12.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** pebble is -05:00, lotus +06:00: the suites check day edges on both sides of UTC. */
export function agentWorld(leg: DbLeg): Promise<TestWorld> {
  return openWorld(leg, {
    agentSettlement: false,
    editBrands: (dir) => {
      for (const id of ['pebble', 'lotus'])
        editBrand(dir, id, (b) => {
          b.login.captcha = 'never';
          b.login.secondFactor = 'none';
        });
    },
  });
}

export interface Person {
  id: string;
  username: string;
  c: Client;
}

export async function person(world: TestWorld, brand: string, opts: { agent?: boolean; upline?: string; balance?: string; login?: boolean } = {}): Promise<Person> {
  const username = uniqueName(opts.agent ? 'ag' : 'pl');
  const password = 'river2468';
  const { id } = await createAccount(world, {
    brand,
    username,
    password,
    type: opts.agent ? 'agent' : 'member',
    ...(opts.upline ? { upline: opts.upline } : {}),
    ...(opts.balance ? { balance: opts.balance } : {}),
  });
  const c = new Client(world, `${brand}.localhost`, nextIp());
  if (opts.login !== false) {
    const res = await c.login(username, password, opts.agent ? { portal: 'agent' } : {});
    expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  }
  return { id, username, c };
}

let round = 0;
export interface BetSpec {
  stake: number;
  win?: number;
  placedAt: string;
  settledAt?: string | null;
  status?: 'open' | 'settled' | 'rolled_back';
  vendor?: string;
  gameType?: string;
}

/** One bet row as the seamless wallet would leave it (amounts in minor units); `q`: inside a transaction. */
export async function bet(world: TestWorld, brand: string, memberId: string, b: BetSpec, q: Queryable = world.db): Promise<void> {
  const status = b.status ?? 'settled';
  await q.query(
    `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, win_minor, status, placed_at, settled_at)
     VALUES ($1, $2, $3, 'g1', $4, $5, $6, $7, $8, $9, $10)`,
    [brand, memberId, b.vendor ?? 'PXS', b.gameType ?? 'RNG', `r${++round}-${Date.now()}`, b.stake, b.win ?? 0, status, b.placedAt,
      status === 'settled' ? (b.settledAt ?? b.placedAt) : (b.settledAt ?? null)],
  );
}

export interface ContractSpec {
  brand: string;
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  period?: 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly';
  upline: string | null;
  downline: string;
  tiers: ContractTier[];
  effectiveFrom: string;
  terminatedAt?: string;
}

export async function contract(world: TestWorld, s: ContractSpec): Promise<string> {
  const top = s.tiers.reduce((m, t) => Math.max(m, t.rateBp), 0);
  const r = await world.db.query<{ id: string }>(
    `INSERT INTO agent_contracts (brand_id, kind, period, upline_id, downline_id, tiers, top_rate_bp, status, offered_at, decided_at, effective_from, terminated_at, terminated_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $9, $9, $10, $11) RETURNING id`,
    [s.brand, s.kind, s.kind === 'dividend' ? (s.period ?? 'Daily') : null, s.upline, s.downline, JSON.stringify(s.tiers), top,
      s.terminatedAt ? 'terminated' : 'active', s.effectiveFrom, s.terminatedAt ?? null, s.terminatedAt ? 'upline' : null],
  );
  return String(r.rows[0]!.id);
}

export const settleAt = (world: TestWorld, at: string, extra: { brandId?: string; kinds?: ('dividend' | 'daily' | 'hourly' | 'realtime')[] } = {}): Promise<SettleSummary> =>
  settleDue(appSettlementDeps(world.app), { now: Date.parse(at), ...extra });

export async function mainBalance(world: TestWorld, brand: string, memberId: string): Promise<bigint> {
  return world.app.ledger.balance({ brandId: brand, kind: 'main', memberId });
}

export interface SettlementRow {
  contract_id: string;
  period_start: Date;
  status: string;
  amount_minor: string;
  valid_bet_minor: string;
  profit_loss_minor: string;
  active_members: number;
  rate_bp: number;
  transfer_id: string | null;
  failure: string | null;
}

export async function settlementRows(world: TestWorld, contractId: string): Promise<SettlementRow[]> {
  const r = await world.db.query<SettlementRow>('SELECT * FROM agent_settlements WHERE contract_id = $1 ORDER BY period_start', [contractId]);
  return r.rows.map((x) => ({ ...x, period_start: new Date(x.period_start), active_members: Number(x.active_members), rate_bp: Number(x.rate_bp) }));
}

export async function agentTransfers(world: TestWorld, contractId: string): Promise<{ idempotency_key: string; amount_minor: string; reason: string; reference: string }[]> {
  const r = await world.db.query<{ idempotency_key: string; amount_minor: string; reason: string; reference: string }>(
    `SELECT idempotency_key, amount_minor, reason, reference FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id`,
    [`agent:${contractId}:%`],
  );
  return r.rows;
}

export const tiers = {
  salary: [
    { minValidBetMinor: '10000', minActiveMembers: 1, rateBp: 100 },
    { minValidBetMinor: '50000', minActiveMembers: 2, rateBp: 200 },
  ] as ContractTier[],
  dividend: [
    { minValidBetMinor: '0', minActiveMembers: 1, minLossMinor: '1000', rateBp: 1000 },
    { minValidBetMinor: '100000', minActiveMembers: 2, minLossMinor: '10000', rateBp: 2500 },
  ] as ContractTier[],
};
