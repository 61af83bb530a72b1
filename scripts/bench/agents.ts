// npm run bench -- --only=agents: agent reports over a big team and contract settlement throughput.
// One agent with 100 sub-agents × 99 members (10 000 descendants), 1 000 000 bets over 30 days, 200 000 deposits
// through the ledger tables and 30 days of daily and real-time settlement rows, generated in SQL (generate_series;
// the rollup triggers of migrations 014, 023 and 024 run as they would live). Each report runs on a 30-day range
// (target: 200 ms on PostgreSQL); then the 100 daily contracts and one real-time contract of the whole team settle
// day 30 (contracts/s). PGlite runs a tenth of the size. Prints figures, never fails.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../src/server/db/types.ts';
import { withPglite, withPostgres } from './databases.ts';
import { createLedger } from '../../src/server/modules/ledger/index.ts';
import { agentIncome, settleDue, settlements, teamBets, teamMembers, teamOverview, teamTransactions, userLoss } from '../../src/server/modules/agent/index.ts';
import type { LoadedBrand } from '../../src/engine/brand/loaded.ts';

const BRAND = 'bench';
const OFFSET = '+06:00';
const START = Date.parse('2030-01-01T00:00:00+06:00');
const DAY_MS = 86_400_000;
const TARGET_MS = 200;

interface Size {
  subAgents: number;
  perSub: number;
  bets: number;
  deposits: number;
  withdrawals: number;
}

/** The world, in SQL; returns the asking agent's id and one member's name (the username filter). */
export async function seed(db: Database, size: Size): Promise<{ agentId: string; someone: string }> {
  const t0 = performance.now();
  const agent = await db.query<{ id: string }>(
    `INSERT INTO members (brand_id, username, username_key, type, password_hash, password_changed_at, created_at)
     VALUES ($1, 'boss', 'boss', 1, 'x', now(), now()) RETURNING id`,
    [BRAND],
  );
  const agentId = String(agent.rows[0]!.id);
  await db.query(
    `INSERT INTO members (brand_id, username, username_key, type, password_hash, password_changed_at, created_at, upline_id)
     SELECT $1, 'sub' || g, 'sub' || g, 2, 'x', now(), now(), $2 FROM generate_series(1, $3::int) g`,
    [BRAND, agentId, size.subAgents],
  );
  await db.query(
    `INSERT INTO members (brand_id, username, username_key, type, password_hash, password_changed_at, created_at, upline_id)
     SELECT $1, 'p' || s.id || '_' || g, 'p' || s.id || '_' || g, 0, 'x', now(), now(), s.id
     FROM members s CROSS JOIN generate_series(1, $2::int) g WHERE s.brand_id = $1 AND s.type = 2`,
    [BRAND, size.perSub],
  );
  // Money accounts: main for everyone, a clearing account, and a hold wallet and payout account per descendant.
  await db.query(
    `INSERT INTO ledger_accounts (brand_id, kind, member_id, currency) SELECT $1, 'main', id, 'BDT' FROM members WHERE brand_id = $1`,
    [BRAND],
  );
  await db.query(`INSERT INTO ledger_accounts (brand_id, kind, provider, currency, balance_minor) VALUES ($1, 'clearing', 'sandbox', 'BDT', 0)`, [BRAND]);
  await db.query(
    `INSERT INTO ledger_accounts (brand_id, kind, member_id, currency) SELECT $1, 'hold', id, 'BDT' FROM members WHERE brand_id = $1 AND upline_id IS NOT NULL`,
    [BRAND],
  );
  await db.query(
    `INSERT INTO payout_accounts (brand_id, member_id, kind, channel_id, holder_name, account_number, created_at)
     SELECT $1, id, 'ewallet', 'bkash', username, '017' || lpad(id::text, 8, '0'), now() FROM members WHERE brand_id = $1 AND upline_id IS NOT NULL`,
    [BRAND],
  );
  // Day by day, bets and money together, as a live site writes them: the running totals (migration 024) then
  // change only their newest rows. A month of deposits written after a month of bets would instead rewrite every
  // later row of the member for each deposit, which no live site does.
  for (let day = 0; day < 30; day++) {
    // Row g of n is dated START + g × 30 days / n: this day's rows are a slice of 1…n.
    const slice = (n: number): [number, number] => [Math.floor((day * n) / 30) + 1, Math.floor(((day + 1) * n) / 30)];
    await seedDay(db, size, slice);
  }
  // The boss pays each sub-agent a daily salary; the house pays the boss a real-time one: 29 days of rows
  // (day 30, with its bets, is left for the settlement measurement).
  const flat = JSON.stringify([{ minValidBetMinor: '1', minActiveMembers: 1, rateBp: 50 }]);
  await db.query(
    `INSERT INTO agent_contracts (brand_id, kind, upline_id, downline_id, tiers, top_rate_bp, status, offered_at, decided_at, effective_from)
     SELECT $1, 'daily', $2, id, $3::jsonb, 50, 'active', $4, $4, $4 FROM members WHERE brand_id = $1 AND type = 2`,
    [BRAND, agentId, flat, new Date(START)],
  );
  await db.query(
    `INSERT INTO agent_contracts (brand_id, kind, upline_id, downline_id, tiers, top_rate_bp, status, offered_at, decided_at, effective_from)
     VALUES ($1, 'realtime', NULL, $2, $3::jsonb, 50, 'active', $4, $4, $4)`,
    [BRAND, agentId, flat, new Date(START)],
  );
  await db.query(
    `INSERT INTO agent_settlements (brand_id, contract_id, kind, holder_id, payer_id, period_start, period_end, valid_bet_minor, rate_bp, amount_minor, status, settled_at)
     SELECT c.brand_id, c.id, c.kind, c.downline_id, c.upline_id, p.s, p.s + CASE WHEN c.kind = 'daily' THEN interval '1 day' ELSE interval '5 minutes' END,
       100000, 50, 500, 'paid', p.s
     FROM agent_contracts c
     CROSS JOIN LATERAL generate_series($2::timestamptz, $3::timestamptz - interval '1 second',
       CASE WHEN c.kind = 'daily' THEN interval '1 day' ELSE interval '5 minutes' END) AS p(s)
     WHERE c.brand_id = $1`,
    [BRAND, new Date(START), new Date(START + 29 * DAY_MS)],
  );
  // Autovacuum would have done this on a live database; index-only scans need the visibility map.
  if (db.kind === 'postgres') {
    await db.exec('VACUUM ANALYZE');
    // The bulk load leaves the shared buffers full of dirty pages that the first reports would otherwise write
    // out as they evict them; a live database's checkpointer keeps up. Superuser only: skipped on a given URL.
    await db.exec('CHECKPOINT').catch(() => {});
  } else await db.exec('ANALYZE');
  const someone = await db.query<{ username: string }>(`SELECT username FROM members WHERE brand_id = $1 AND type = 0 ORDER BY id LIMIT 1 OFFSET 17`, [BRAND]);
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { agentId, someone: someone.rows[0]!.username };
}

/** One day of the month: its slice of the bets, deposits (transfer, entries, confirmed order) and paid withdrawals. */
async function seedDay(db: Database, size: Size, slice: (n: number) => [number, number]): Promise<void> {
  // Bets spread evenly over 30 days across every descendant; 2 % still open.
  const [b0, b1] = slice(size.bets);
  await db.query(
    `WITH ids AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM members WHERE brand_id = $1 AND upline_id IS NOT NULL)
     INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, win_minor, status, placed_at, settled_at)
     SELECT $1, ids.a[1 + (g % ids.n)::int], CASE WHEN g % 3 = 0 THEN 'KSP' ELSE 'PXS' END, 'g' || (g % 50), CASE WHEN g % 4 = 0 THEN 'LIVE' ELSE 'RNG' END,
       'r' || g, 100 + (g * 7919) % 10000, CASE WHEN g % 3 = 0 THEN (g * 104729) % 20000 ELSE 0 END,
       CASE WHEN g % 50 = 0 THEN 'open' ELSE 'settled' END,
       to_timestamp(($3::bigint + (g::bigint * 30 * 86400000) / $2::bigint) / 1000.0),
       CASE WHEN g % 50 = 0 THEN NULL ELSE to_timestamp(($3::bigint + (g::bigint * 30 * 86400000) / $2::bigint + 60000) / 1000.0) END
     FROM ids, generate_series($4::bigint, $5::bigint) g`,
    [BRAND, size.bets, START, b0, b1],
  );
  // Deposits as the ledger writes them: clearing → main, two entries each.
  const seen = await db.query<{ id: string | null }>('SELECT max(id) AS id FROM ledger_transfers');
  const after = seen.rows[0]!.id ?? '0';
  const [d0, d1] = slice(size.deposits);
  await db.query(
    `WITH acc AS (SELECT array_agg(a.id ORDER BY a.id) AS a, count(*)::int AS n FROM ledger_accounts a JOIN members m ON m.id = a.member_id
                  WHERE a.brand_id = $1 AND a.kind = 'main' AND m.upline_id IS NOT NULL),
          clr AS (SELECT id FROM ledger_accounts WHERE brand_id = $1 AND kind = 'clearing')
     INSERT INTO ledger_transfers (brand_id, idempotency_key, reason, reference, amount_minor, from_account_id, to_account_id, created_at)
     SELECT $1, 'dep' || g, 'deposit', 'D' || g, 1000 + g % 5000, clr.id, acc.a[1 + (g % acc.n)::int],
       to_timestamp(($3::bigint + (g::bigint * 30 * 86400000) / $2::bigint) / 1000.0)
     FROM acc, clr, generate_series($4::bigint, $5::bigint) g`,
    [BRAND, size.deposits, START, d0, d1],
  );
  // The payments tables the team overview reads: a confirmed order behind every deposit transfer, and paid
  // withdrawals (one payout account per member) with their hold → clearing transfers.
  await db.query(
    `INSERT INTO deposit_orders (id, brand_id, member_id, provider, channel_id, amount_minor, status, pay_token_hash, request_id, created_at, expires_at, settled_at)
     SELECT t.reference, t.brand_id, a.member_id, 'sandbox', 'bkash', t.amount_minor, 'confirmed', 'x', t.reference,
       t.created_at - interval '2 minutes', t.created_at + interval '28 minutes', t.created_at
     FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id WHERE t.id > $2 AND t.brand_id = $1 AND t.reason = 'deposit'`,
    [BRAND, after],
  );
  const [w0, w1] = slice(size.withdrawals);
  await db.query(
    `WITH ids AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM members WHERE brand_id = $1 AND upline_id IS NOT NULL)
     INSERT INTO withdrawals (id, brand_id, member_id, payout_account_id, provider, amount_minor, status, request_id, created_at, reviewed_at, paid_at)
     SELECT 'W' || g, $1, w.member_id, p.id, 'sandbox', 500 + g % 3000, 'paid', 'w' || g, w.at - interval '10 minutes', w.at, w.at
     FROM ids CROSS JOIN generate_series($4::bigint, $5::bigint) g
     CROSS JOIN LATERAL (SELECT ids.a[1 + ((g * 7) % ids.n)::int] AS member_id,
       to_timestamp(($3::bigint + (g::bigint * 30 * 86400000) / $2::bigint) / 1000.0) AS at) w
     JOIN payout_accounts p ON p.member_id = w.member_id`,
    [BRAND, size.withdrawals, START, w0, w1],
  );
  await db.query(
    `INSERT INTO ledger_transfers (brand_id, idempotency_key, reason, reference, amount_minor, from_account_id, to_account_id, created_at)
     SELECT $1, w.id || ':paid', 'withdraw_paid', w.id, w.amount_minor, h.id, c.id, w.paid_at
     FROM withdrawals w JOIN ledger_accounts h ON h.brand_id = $1 AND h.kind = 'hold' AND h.member_id = w.member_id
     JOIN ledger_accounts c ON c.brand_id = $1 AND c.kind = 'clearing'
     WHERE w.brand_id = $1 AND w.id = ANY($2::text[])`,
    [BRAND, Array.from({ length: w1 - w0 + 1 }, (_, i) => `W${w0 + i}`)],
  );
  await db.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount_minor, balance_after_minor, created_at)
     SELECT t.id, x.account_id, x.amount, 0, t.created_at FROM ledger_transfers t
     CROSS JOIN LATERAL (VALUES (t.from_account_id, -t.amount_minor), (t.to_account_id, t.amount_minor)) AS x(account_id, amount)
     WHERE t.id > $2 AND t.brand_id = $1`,
    [BRAND, after],
  );
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(label: string, runs: number, target: number | null, fn: () => Promise<unknown>): Promise<void> {
  // Warm the caches: five runs, so the pool connections a report lands on have made their first pass over the
  // shared buffers (a fresh PostgreSQL process page-faults them in: a 50 ms query takes 200 ms once per connection).
  for (let i = 0; i < 5; i++) await fn();
  const lat: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    lat.push(performance.now() - t);
  }
  lat.sort((a, b) => a - b);
  const p95 = pct(lat, 95);
  const mark = target === null ? '' : p95 <= target ? '' : '  ✘ over the target';
  console.log(`  ${label.padEnd(38)} p50 ${pct(lat, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms${mark}`);
}

async function measure(db: Database, size: Size, target: number | null): Promise<void> {
  const { agentId, someone } = await seed(db, size);
  const range = { start: new Date(START), end: new Date(START + 30 * DAY_MS) };
  const days = { startDate: '2030-01-01', endDate: '2030-01-30' };
  const memberId = String((await db.query<{ id: string }>('SELECT id FROM members WHERE brand_id = $1 AND username = $2', [BRAND, someone])).rows[0]!.id);
  const runs = 15;
  await time('teamBetting page 1', runs, target, () => teamBets(db, BRAND, agentId, null, range, days));
  await time('teamBetting page 50, LIVE', runs, target, () => teamBets(db, BRAND, agentId, null, range, { ...days, gameType: 'LIVE', pageNo: 50 }));
  await time('teamBetting one member', runs, target, () => teamBets(db, BRAND, agentId, memberId, range, days));
  await time('userLoss page 1', runs, target, () => userLoss(db, agentId, null, range, days));
  await time('transactions page 1', runs, target, () => teamTransactions(db, BRAND, agentId, null, range, days));
  await time('transactions deposits, one member', runs, target, () => teamTransactions(db, BRAND, agentId, memberId, range, { ...days, reason: 'deposit' }));
  await time('settlements paid daily', runs, target, () => settlements(db, BRAND, agentId, null, range, { ...days, kind: 'daily', role: 'paid' }));
  await time('settlements received realtime', runs, target, () => settlements(db, BRAND, agentId, null, range, { ...days, kind: 'realtime', role: 'received' }));
  await time('income', runs, target, () => agentIncome(db, BRAND, agentId, range, OFFSET));
  const lastDay = { startDate: '2030-01-30', endDate: '2030-01-30', start: new Date(START + 29 * DAY_MS), end: range.end };
  await time('teamOverview 30 days', runs, target, () => teamOverview(db, BRAND, agentId, { ...days, ...range }));
  await time('teamOverview one day', runs, target, () => teamOverview(db, BRAND, agentId, lastDay));
  // teamMembers reads the brand's id and its contract flags only.
  const brand = { id: BRAND, flags: { agentPolicy: true, dailySalaryContract: true, realTimeSalaryContract: true } } as unknown as LoadedBrand;
  const sub = String((await db.query<{ id: string }>(`SELECT id FROM members WHERE brand_id = $1 AND username = 'sub7'`, [BRAND])).rows[0]!.id);
  await time('teamMembers direct page 1', runs, target, () => teamMembers(db, brand, agentId, {}));
  await time('teamMembers direct page 5', runs, target, () => teamMembers(db, brand, agentId, { pageNo: 5 }));
  await time("teamMembers a sub-agent's downline", runs, target, () => teamMembers(db, brand, agentId, { parentId: sub }));
  await time("teamMembers search '_7'", runs, target, () => teamMembers(db, brand, agentId, { search: '_7' }));

  // Settlement: the sub-agents' daily contracts and the boss's real-time one owe day 30 (about 33 000 bets).
  const ledger = createLedger(db, { currencyOf: () => 'BDT', now: () => new Date() });
  await db.query(`UPDATE ledger_accounts SET balance_minor = 1000000000 WHERE brand_id = $1 AND member_id = $2 AND kind = 'main'`, [BRAND, agentId]);
  const deps = { db, ledger, brands: () => [{ id: BRAND, timezoneOffset: OFFSET, languages: { supported: ['EN'], default: 'EN' } }] };
  const t0 = performance.now();
  const s = await settleDue(deps, { now: START + 30 * DAY_MS, brandId: BRAND, kinds: ['daily'] });
  const secs = (performance.now() - t0) / 1000;
  console.log(`  settlement: ${s.contracts} daily contracts (99-member teams), ${s.periods} periods in ${(secs * 1000).toFixed(0)} ms: ${(s.contracts / secs).toFixed(0)} contracts/s`);
  const t1 = performance.now();
  const r = await settleDue(deps, { now: START + 30 * DAY_MS, brandId: BRAND, kinds: ['realtime'] });
  const rs = (performance.now() - t1) / 1000;
  console.log(`  settlement: real-time contract of the whole team, ${r.periods} windows of day 30 in ${(rs * 1000).toFixed(0)} ms: ${(r.periods / rs).toFixed(0)} periods/s`);
}

export const FULL: Size = { subAgents: 100, perSub: 99, bets: 1_000_000, deposits: 200_000, withdrawals: 50_000 };
const SMALL: Size = { subAgents: 20, perSub: 49, bets: 100_000, deposits: 20_000, withdrawals: 5_000 };

async function pglite(): Promise<void> {
  await withPglite('bench-agents', async (db) => {
    console.log(`\nPGlite: ${SMALL.subAgents * (SMALL.perSub + 1)} descendants, ${SMALL.bets} bets, ${SMALL.deposits} deposits`);
    await measure(db, SMALL, null);
  });
}

async function postgres(): Promise<void> {
  await withPostgres('bench_agents', async (db) => {
    console.log(`\nPostgreSQL: ${FULL.subAgents * (FULL.perSub + 1)} descendants, ${FULL.bets} bets, ${FULL.deposits} deposits (target p95 ≤ ${TARGET_MS} ms)`);
    await measure(db, FULL, TARGET_MS);
  });
}

export async function agentsBench(only: 'pglite' | 'postgres' | 'both' = 'both'): Promise<void> {
  console.log('\n== agents: team reports over 30 days (functions the routes call) and contract settlement');
  for (const leg of only === 'both' ? [postgres, pglite] : only === 'pglite' ? [pglite] : [postgres]) {
    try {
      await leg();
    } catch (err) {
      console.log(`  ${leg.name}: failed: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
    }
  }
}
