// npm run bench -- --only=ledger: ledger transfers/s and p50/p99 latency at 50 and 500 concurrent callers, on
// PGlite (a throwaway data dir) and PostgreSQL (DATABASE_URL, else a throwaway cluster like the server tests'
// one; skipped with the reason when neither is there). Prints figures, never fails.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../src/server/db/types.ts';
import { withPglite, withPostgres } from './databases.ts';
import { createLedger, type LedgerAccountRef } from '../../src/server/modules/ledger/index.ts';

const BRAND = 'bench';
const MEMBERS = 20;
const CALLERS = [50, 500] as const;
const TARGET_P99_MS = 20;

async function seed(db: Database): Promise<LedgerAccountRef[]> {
  const ledger = createLedger(db, { currencyOf: () => 'BDT', now: () => new Date() });
  const house: LedgerAccountRef = { brandId: BRAND, kind: 'house' };
  const refs: LedgerAccountRef[] = [house];
  for (let i = 0; i < MEMBERS; i++) {
    const r = await db.query<{ id: string }>(
      `INSERT INTO members (brand_id, username, username_key, type, password_hash, password_changed_at, created_at)
       VALUES ($1, $2, $2, 0, 'x', now(), now()) RETURNING id`,
      [BRAND, `bench${i}`],
    );
    const main: LedgerAccountRef = { brandId: BRAND, kind: 'main', memberId: r.rows[0]!.id };
    // Funded far above what the run moves: refusals for want of money stay rare.
    await ledger.transfer({ idempotencyKey: `seed-${i}`, from: house, to: main, amountMinor: 10_000_000_00n, reason: 'adjustment', reference: 'bench' });
    refs.push(main);
  }
  return refs;
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `total` random transfers among the accounts by `callers` closed-loop callers. */
async function run(db: Database, accounts: LedgerAccountRef[], callers: number, total: number, tag: string): Promise<string> {
  const ledger = createLedger(db, { currencyOf: () => 'BDT', now: () => new Date() });
  const lat: number[] = [];
  let next = 0;
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < total) {
        const n = next++;
        const from = accounts[Math.floor(Math.random() * accounts.length)]!;
        let to = from;
        while (to === from) to = accounts[Math.floor(Math.random() * accounts.length)]!;
        const t = performance.now();
        try {
          await ledger.transfer({ idempotencyKey: `${tag}-${n}`, from, to, amountMinor: BigInt(1 + Math.floor(Math.random() * 10_000)), reason: 'adjustment', reference: 'bench' });
        } catch {
          refused++;
        }
        lat.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  const p99 = pct(lat, 99);
  const target = callers === 500 ? `  (target p99 ≤ ${TARGET_P99_MS} ms at 500 on PostgreSQL${tag.startsWith('postgres') ? (p99 <= TARGET_P99_MS ? ': met' : ': ✘ missed') : ''})` : '';
  return `  ${String(callers).padStart(3)} callers: ${(total / secs).toFixed(0).padStart(6)} transfers/s  p50 ${pct(lat, 50).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (${total} transfers${refused ? `, ${refused} refused` : ''})${target}`;
}

async function measure(name: string, db: Database, total: number): Promise<void> {
  const accounts = await seed(db);
  for (const callers of CALLERS) console.log(await run(db, accounts, callers, total, `${name}-${callers}`));
}

async function pglite(): Promise<void> {
  await withPglite('bench-ledger', async (db) => {
    console.log('\nPGlite (one embedded connection: callers queue on it)');
    await measure('pglite', db, 2000);
  });
}

async function postgres(): Promise<void> {
  await withPostgres('bench_ledger', async (db, given) => {
    console.log(`\nPostgreSQL (${given ? 'DATABASE_URL' : 'throwaway cluster as in the server tests: fsync off'}; pool of 10 connections)`);
    await measure('postgres', db, 5000);
  });
}

export async function ledgerBench(): Promise<void> {
  console.log(`\n== ledger: random transfers among ${MEMBERS} members + house, closed-loop callers`);
  for (const leg of [pglite, postgres]) {
    try {
      await leg();
    } catch (err) {
      console.log(`  ${leg.name}: failed: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
    }
  }
}
