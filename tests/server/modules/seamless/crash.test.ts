// Crash safety of the money path: the real server process (node --import tsx src/server/main.ts) takes a burst of
// signed debits and credits, is SIGKILLed mid-burst, restarts on the same data, and must have lost and doubled
// nothing: every acknowledged call booked exactly once, no transfer half-booked, the bank invariant intact.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../src/server/db/index.ts';
import { vendorHeaders } from '../../../../src/server/modules/seamless/index.ts';
import { REPO, removeTemps, tempDir } from '../../support/fixtures.ts';
import { dbLegs, type DbTarget } from '../../support/legs.ts';
import { invariant } from '../ledger/support.ts';

const SECRET = 'crash-test-secret';
const HOST = 'lotus.localhost';

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

function post(port: number, path: string, raw: string, headers: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, host: HOST, 'content-length': Buffer.byteLength(raw) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as Record<string, unknown> }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(raw);
  });
}

const vendorPost = (port: number, op: string, body: Record<string, string>) => {
  const raw = JSON.stringify(body);
  return post(port, `/wps/vendor/wallet/${op}`, raw, vendorHeaders('PXS', SECRET, raw, Date.now()));
};

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
}

async function startReal(target: DbTarget, dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      DIST_DIR: tempDir('crash-dist'),
      DEV_TOOLS: '1',
      LOG_REQUESTS: '0',
      LOG_LEVEL: 'warn',
      VENDOR_SECRETS: JSON.stringify({ PXS: SECRET }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited while starting');
    try {
      await post(port, '/wps/vendor/wallet/balance', '{}', { 'content-type': 'application/json' });
      return { child, port, exited };
    } catch {
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

interface Call {
  op: 'debit' | 'credit';
  body: Record<string, string>;
}

describe.each(dbLegs())('crash: SIGKILL mid-burst on $name', (leg) => {
  afterAll(() => removeTemps());

  it.skipIf(!leg.available)('restart finds every acknowledged call booked once, nothing half-booked, the invariant intact', { timeout: 240_000 }, async () => {
    const target = await leg.target();
    // PGlite lives in the target's data dir; on PostgreSQL the data dir only holds the server's own files.
    const dataDir = target.dataDir ?? tempDir('crash-data');
    try {
      let server = await startReal(target, dataDir);
      const members: string[] = [];
      for (let i = 0; i < 5; i++) {
        const username = `crash${i}${Math.random().toString(36).slice(2, 7)}`;
        const body = JSON.stringify({ brand: 'lotus', username, password: 'river2468', type: 'member', balance: '1000.00' });
        const res = await post(server.port, '/__dev/accounts', body, { 'content-type': 'application/json' });
        members.push(String((res.body.value as { id: string }).id));
      }

      const calls: Call[] = Array.from({ length: 400 }, (_, i) => {
        const memberId = members[i % members.length]!;
        const op = Math.random() < 0.6 ? 'debit' : 'credit';
        const amount = op === 'debit' ? 1 + Math.floor(Math.random() * 5000) : Math.floor(Math.random() * 5000);
        return { op, body: { memberId, roundId: `cr-${i}`, txId: `ct-${i}`, gameCode: 'crash', gameType: 'RNG', amountMinor: String(amount) } };
      });
      const acked: Call[] = [];
      let next = 0;
      let killed = false;
      // 16 callers in flight; the kill lands while requests are open.
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (!killed && next < calls.length) {
            const call = calls[next++]!;
            try {
              const res = await vendorPost(server.port, call.op, call.body);
              if (res.status === 200 && res.body.success === true) acked.push(call);
              if (acked.length >= 120 && !killed) {
                killed = true;
                server.child.kill('SIGKILL');
              }
            } catch {
              // The connection died with the process: unknown outcome, re-sent after the restart.
            }
          }
        }),
      );
      expect(killed).toBe(true);
      await server.exited;
      const sent = calls.slice(0, next);

      server = await startReal(target, dataDir);
      // Replays after the restart: an acknowledged call is already booked; an unknown one books now or replays.
      for (const call of acked) {
        const res = await vendorPost(server.port, call.op, call.body);
        expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, value: { replayed: true } });
      }
      for (const call of sent.filter((c) => !acked.includes(c))) await vendorPost(server.port, call.op, call.body);
      server.child.kill('SIGTERM');
      await server.exited;

      const db = await openDatabase({ dataDir: target.dataDir ? dataDir : undefined, databaseUrl: target.databaseUrl });
      try {
        const inv = await invariant(db, 'lotus');
        expect(inv).toEqual({ sum: 0n, negativeMembers: 0, halfBooked: 0, driftedAccounts: 0 });
        const rows = await db.query<{ tx_id: string; kind: string; amount_minor: string; transfer_id: string | null; transfers: string }>(
          `SELECT s.tx_id, s.kind, s.amount_minor, s.transfer_id,
             (SELECT count(*) FROM ledger_transfers t WHERE t.brand_id = 'lotus' AND t.idempotency_key = 'seamless:PXS:' || s.tx_id) AS transfers
           FROM seamless_transactions s WHERE s.brand_id = 'lotus' AND s.vendor = 'PXS'`,
        );
        const byTx = new Map(rows.rows.map((r) => [r.tx_id, r]));
        for (const call of acked) {
          const row = byTx.get(call.body.txId!);
          expect(row, call.body.txId).toBeDefined();
          expect(row!.amount_minor).toBe(call.body.amountMinor);
          expect(row!.transfers).toBe(BigInt(call.body.amountMinor!) > 0n ? '1' : '0');
        }
        // No call is half there: a row with an amount has its transfer, and a transfer has its row.
        for (const r of rows.rows) expect(r.transfers).toBe(BigInt(r.amount_minor) > 0n ? '1' : '0');
        const orphans = await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM ledger_transfers t WHERE t.idempotency_key LIKE 'seamless:PXS:%'
             AND NOT EXISTS (SELECT 1 FROM seamless_transactions s WHERE s.transfer_id = t.id)`,
        );
        expect(orphans.rows[0]!.n).toBe('0');
      } finally {
        await db.close();
      }
    } finally {
      await target.dispose();
    }
  });
});
