// docs/agent-contract.md "Settlement": two processes settling the same periods at the same moment on one
// PostgreSQL pay each (contract, period) exactly once — two real `agents settle` processes, and two real servers
// (src/server/main.ts) asked to settle at once, not two promises.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../src/server/db/index.ts';
import type { SettleSummary } from '../../../../src/server/modules/agent/settlement/run.ts';
import type { TestWorld } from '../../support/world.ts';
import { REPO, removeTemps, tempDir } from '../../support/fixtures.ts';
import { dbLegs, type DbLeg } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
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

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** POST on a server process as the brand's host; resolves with the envelope (rejects while it is not up). */
function post(port: number, path: string, body: unknown): Promise<{ success: boolean; value: SettleSummary }> {
  const raw = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host: `${B}.localhost`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => ok(JSON.parse(text || '{}') as { success: boolean; value: SettleSummary }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(raw);
  });
}

/** A real server process on the database (dev tools on: the settle route), its own scheduler ticking too. */
async function serverProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: tempDir('settle-data'), DIST_DIR: tempDir('settle-dist'), DEV_TOOLS: '1', LOG_REQUESTS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited while starting');
    try {
      await post(port, '/__dev/agents/settle', { brand: B, kind: 'dividend', at: '2000-01-01T00:00:00Z' });
      return { child, port };
    } catch {
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe.skipIf(!pg?.available)('agent settlement: two processes on one PostgreSQL', () => {
  let world: TestWorld;
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

  /** Six agents under one payer with contracts of a kind (three paid by the payer, three by the house), 12 hours of play. */
  async function seed(day: string, kind: 'hourly' | 'realtime'): Promise<{ payerId: string; holders: string[] }> {
    const payer = await person(world, B, { agent: true, balance: '10000.00', login: false });
    const holders: string[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await person(world, B, { agent: true, upline: payer.username, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      holders.push(a.id);
      await contract(world, {
        brand: B, kind, upline: i % 2 ? payer.id : null, downline: a.id,
        tiers: [{ minValidBetMinor: '1', minActiveMembers: 1, rateBp: 100 }], effectiveFrom: `${day}T00:00:00Z`,
      });
      // 12 hours with one bet each (one hour or one 5-minute window each): 1 % of 10 000 per period with play.
      for (let h = 0; h < 12; h++) await bet(world, B, m.id, { stake: 10_000, placedAt: `${day}T${String(h).padStart(2, '0')}:30:00Z` });
    }
    return { payerId: payer.id, holders };
  }

  /** Exactly one settlement row, one salary transfer and one credit per (contract, period); the payer paid its three. */
  async function expectPaidOnce({ payerId, holders }: { payerId: string; holders: string[] }): Promise<void> {
    // one row per (contract, period) whoever wrote it; the 72 periods with play paid (real-time also has
    // nothing-due rows for the quiet windows)
    const rows = await world.db.query<{ n: string; distinct_periods: string; paid: string }>(
      `SELECT count(*) AS n, count(DISTINCT (contract_id, period_start)) AS distinct_periods, count(*) FILTER (WHERE status = 'paid') AS paid
       FROM agent_settlements WHERE holder_id = ANY($1::bigint[])`,
      [holders],
    );
    expect(rows.rows[0]!.n).toBe(rows.rows[0]!.distinct_periods);
    expect(rows.rows[0]!.paid).toBe('72');
    const transfers = await world.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id WHERE t.reason = 'salary' AND a.member_id = ANY($1::bigint[])`,
      [holders],
    );
    expect(transfers.rows[0]!.n).toBe('72');
    for (const h of holders) expect(await mainBalance(world, B, h)).toBe(1_200n);
    // Three of the six contracts are the payer's: 3 × 12 × 100.
    expect(await mainBalance(world, B, payerId)).toBe(1_000_000n - 3_600n);
  }

  it('two `agents settle` processes pay every period once', async () => {
    const seeded = await seed('2030-01-10', 'hourly');
    const env = { DATABASE_URL: databaseUrl, BRANDS_DIR: world.brandsDir };
    const [x, y] = await Promise.all([settleProcess(env, '2030-01-10T12:00:10Z'), settleProcess(env, '2030-01-10T12:00:10Z')]);
    // Together they settled the 72 periods, whoever got each one.
    expect(x.periods + y.periods).toBe(72);
    expect(x.paid + y.paid).toBe(72);
    await expectPaidOnce(seeded);
  }, 120_000);

  it('two server processes asked to settle at the same moment pay every period once', async () => {
    // real-time contracts, so the hourly ones above are not caught up here
    const seeded = await seed('2030-02-10', 'realtime');
    const env = { DATABASE_URL: databaseUrl, BRANDS_DIR: world.brandsDir };
    const servers = await Promise.all([serverProcess(env), serverProcess(env)]);
    try {
      const at = '2030-02-10T12:00:10Z';
      const [x, y] = await Promise.all(servers.map((s) => post(s.port, '/__dev/agents/settle', { brand: B, kind: 'realtime', at })));
      expect([x!.success, y!.success]).toEqual([true, true]);
      expect(x!.value.paid + y!.value.paid).toBe(72);
      await expectPaidOnce(seeded);
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
    }
  }, 180_000);
});
