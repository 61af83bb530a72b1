// docs/agent-contract.md "Settlement": two server processes settling the same periods at the same moment on one
// PostgreSQL pay each (contract, period) exactly once — two real `agents settle` processes, not two promises.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/index.ts';
import type { SettleSummary } from '../../../src/server/modules/agent/settlement/run.ts';
import type { AccountsWorld } from '../support/accounts.ts';
import { removeTemps } from '../support/fixtures.ts';
import { dbLegs, type DbLeg } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { agentWorld, bet, contract, mainBalance, person } from './settlement-fixtures.ts';

const B = 'pebble';
const pg = dbLegs().find((l) => l.name === 'postgres')!;

function settleProcess(env: NodeJS.ProcessEnv, at: string): Promise<SettleSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/agents.ts', 'settle', '--brand', B, '--at', at, '--json'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as SettleSummary) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe.skipIf(!pg?.available)('agent settlement: two processes on one PostgreSQL', () => {
  let world: AccountsWorld;
  let databaseUrl = '';
  beforeAll(async () => {
    // The same fresh database as the postgres leg, but with its URL kept for the child processes.
    const leg: DbLeg = {
      ...pg,
      async open() {
        const t = await pg.target();
        databaseUrl = t.databaseUrl!;
        const db = await openDatabase({ databaseUrl });
        return { db, dispose: async () => (await db.close(), await t.dispose()) };
      },
    };
    world = await agentWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  it('pays every period once: one settlement row, one ledger transfer, one credit each', async () => {
    const payer = await person(world, B, { agent: true, balance: '10000.00', login: false });
    const holders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await person(world, B, { agent: true, upline: payer.username, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      holders.push(a.id);
      await contract(world, {
        brand: B, kind: 'hourly', upline: i % 2 ? payer.id : null, downline: a.id,
        tiers: [{ minValidBetMinor: '1', minActiveMembers: 1, rateBp: 100 }], effectiveFrom: '2030-01-10T00:00:00Z',
      });
      // 12 hours with play: 1 % of 10 000 each hour.
      for (let h = 0; h < 12; h++) await bet(world, B, m.id, { stake: 10_000, placedAt: `2030-01-10T${String(h).padStart(2, '0')}:30:00Z` });
    }
    const env = { DATABASE_URL: databaseUrl, BRANDS_DIR: world.brandsDir };
    const [x, y] = await Promise.all([settleProcess(env, '2030-01-10T12:00:10Z'), settleProcess(env, '2030-01-10T12:00:10Z')]);
    // Together they settled the 72 periods, whoever got each one.
    expect(x.periods + y.periods).toBe(72);
    expect(x.paid + y.paid).toBe(72);
    const rows = await world.db.query<{ n: string; distinct_periods: string }>(
      `SELECT count(*) AS n, count(DISTINCT (contract_id, period_start)) AS distinct_periods FROM agent_settlements WHERE holder_id = ANY($1::bigint[])`,
      [holders],
    );
    expect(rows.rows[0]).toEqual({ n: '72', distinct_periods: '72' });
    const transfers = await world.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id WHERE t.reason = 'salary' AND a.member_id = ANY($1::bigint[])`,
      [holders],
    );
    expect(transfers.rows[0]!.n).toBe('72');
    for (const h of holders) expect(await mainBalance(world, B, h)).toBe(1_200n);
    // Three of the six contracts are the payer's: 3 × 12 × 100.
    expect(await mainBalance(world, B, payer.id)).toBe(1_000_000n - 3_600n);
  }, 120_000);
});
