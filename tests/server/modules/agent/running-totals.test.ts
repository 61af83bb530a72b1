// Members' running totals (migration 024), which user loss and the team overview's active members read: every
// row must equal the raw bets and money up to the end of its bucket, however the rows arrive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../../src/server/db/types.ts';
import type { LedgerAccountRef } from '../../../../src/server/modules/ledger/types.ts';
import type { TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { agentWorld, bet, person, type Person } from './settlement-fixtures.ts';

const B = 'lotus';

/** Rows of the members whose totals differ from the raw tables, and how many rows were checked. */
async function drift(db: Queryable, memberIds: string[]): Promise<{ checked: number; wrong: unknown[] }> {
  const r = await db.query<{ member_id: string; bucket: Date; ok: boolean }>(
    `SELECT r.member_id, r.bucket,
       (r.bets, r.stake_minor, r.win_minor, r.deposit_minor, r.withdraw_minor) IS NOT DISTINCT FROM (x.bets, x.stake, x.win, x.dep, x.wd) AS ok
     FROM member_running_totals r
     CROSS JOIN LATERAL (
       SELECT count(b.*) AS bets, coalesce(sum(b.stake_minor), 0) AS stake, coalesce(sum(b.win_minor), 0) AS win,
         (SELECT coalesce(sum(greatest(e.amount_minor, 0)), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
            JOIN ledger_transfers t ON t.id = e.transfer_id
          WHERE a.member_id = r.member_id AND a.kind = 'main' AND t.reason = 'deposit' AND e.created_at < r.bucket + interval '15 minutes') AS dep,
         (SELECT coalesce(sum(greatest(-e.amount_minor, 0)), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
            JOIN ledger_transfers t ON t.id = e.transfer_id
          WHERE a.member_id = r.member_id AND a.kind = 'hold' AND t.reason = 'withdraw_paid' AND e.created_at < r.bucket + interval '15 minutes') AS wd
       FROM bet_records b WHERE b.member_id = r.member_id AND b.status = 'settled' AND b.placed_at < r.bucket + interval '15 minutes'
     ) x
     WHERE r.member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  return { checked: r.rows.length, wrong: r.rows.filter((x) => !x.ok) };
}

/** The bucket starts of a member's rows, as ISO strings. */
const buckets = async (db: Queryable, memberId: string): Promise<string[]> =>
  (await db.query<{ bucket: Date }>('SELECT bucket FROM member_running_totals WHERE member_id = $1 ORDER BY bucket', [memberId])).rows.map((r) =>
    new Date(r.bucket).toISOString(),
  );

describe.each(dbLegs())('member running totals on $name', (leg) => {
  let world: TestWorld;
  let agent: Person;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await agentWorld(leg);
    agent = await person(world, B, { agent: true, login: false });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  it.skipIf(!leg.available)('follow bets arriving out of order, a late settlement, a rollback, a delete, deposits and paid withdrawals', async () => {
    const m = await person(world, B, { upline: agent.username, login: false });
    await bet(world, B, m.id, { stake: 1_000, win: 300, placedAt: '2030-03-01T10:20:00Z' });
    await bet(world, B, m.id, { stake: 2_000, win: 0, placedAt: '2030-03-01T10:05:00Z' }); // an earlier bucket, after a later one
    await bet(world, B, m.id, { stake: 4_000, win: 9_000, placedAt: '2030-03-01T09:00:00Z' });
    await bet(world, B, m.id, { stake: 700, placedAt: '2030-03-01T09:30:00Z', status: 'open' });
    await bet(world, B, m.id, { stake: 800, win: 100, placedAt: '2030-03-01T10:50:00Z' });
    await bet(world, B, m.id, { stake: 900, win: 50, placedAt: '2030-03-01T09:10:00Z' });
    await world.db.query(`UPDATE bet_records SET status = 'settled', win_minor = 1400, settled_at = now() WHERE member_id = $1 AND stake_minor = 700`, [m.id]);
    await world.db.query(`UPDATE bet_records SET status = 'rolled_back' WHERE member_id = $1 AND stake_minor = 800`, [m.id]);
    await world.db.query(`DELETE FROM bet_records WHERE member_id = $1 AND stake_minor = 900`, [m.id]);
    const main: LedgerAccountRef = { brandId: B, kind: 'main', memberId: m.id };
    const hold: LedgerAccountRef = { brandId: B, kind: 'hold', memberId: m.id };
    const clearing: LedgerAccountRef = { brandId: B, kind: 'clearing', provider: 'sandbox' };
    const move = async (key: string, from: LedgerAccountRef, to: LedgerAccountRef, amount: bigint, reason: 'deposit' | 'withdraw_hold' | 'withdraw_paid', at: string) => {
      world.clock.set(Date.parse(at));
      await world.app.ledger.transfer({ idempotencyKey: `${key}-${m.id}`, from, to, amountMinor: amount, reason, reference: key });
    };
    await move('dep1', clearing, main, 20_000n, 'deposit', '2030-03-01T09:40:00Z');
    await move('hold1', main, hold, 5_000n, 'withdraw_hold', '2030-03-01T09:45:00Z');
    await move('paid1', hold, clearing, 5_000n, 'withdraw_paid', '2030-03-01T10:10:00Z');
    await move('dep0', clearing, main, 1_000n, 'deposit', '2030-03-01T08:59:59Z');

    expect(await buckets(world.db, m.id)).toEqual(
      ['08:45', '09:00', '09:30', '10:00', '10:15', '10:45'].map((t) => `2030-03-01T${t}:00.000Z`),
    );
    const d = await drift(world.db, [m.id]);
    expect(d.wrong).toEqual([]);
    expect(d.checked).toBe(6);
    const last = await world.db.query<{ bets: string; stake_minor: string; win_minor: string; deposit_minor: string; withdraw_minor: string }>(
      'SELECT bets, stake_minor, win_minor, deposit_minor, withdraw_minor FROM member_running_totals WHERE member_id = $1 ORDER BY bucket DESC LIMIT 1',
      [m.id],
    );
    expect(last.rows[0]).toEqual({ bets: '4', stake_minor: '7700', win_minor: '10700', deposit_minor: '21000', withdraw_minor: '5000' });
  });

  // Two transactions writing one member's totals at once: the later bucket must carry the earlier one's change
  // whichever commits first. Only PostgreSQL has concurrent transactions (PGlite runs one at a time).
  it.skipIf(!leg.available || leg.name !== 'postgres')('two writers of one member at once lose neither change', async () => {
    // Weeks apart, so no day or block rollup row (014) is shared: only the running totals' lock orders them.
    for (const [first, second] of [
      ['2030-03-02T11:00:00Z', '2030-03-25T11:30:00Z'],
      ['2030-03-25T11:30:00Z', '2030-03-02T11:00:00Z'],
    ] as const) {
      const m = await person(world, B, { upline: agent.username, login: false });
      await bet(world, B, m.id, { stake: 100, placedAt: '2030-03-01T10:00:00Z' });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const firstIn = new Promise<void>((r) => (inserted = r));
      const t1 = world.db.transaction(async (tx) => {
        await bet(world, B, m.id, { stake: 1_000, placedAt: first }, tx);
        inserted();
        await held;
      });
      await firstIn;
      let secondDone = false;
      const t2 = world.db
        .transaction((tx) => bet(world, B, m.id, { stake: 2_000, placedAt: second }, tx))
        .then(() => (secondDone = true));
      // Commit the first only once the second is blocked behind it (or, without the lock, has already run).
      let blocked = false;
      for (let i = 0; i < 200 && !secondDone && !blocked; i++) {
        const waiting = await world.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
        );
        blocked = Number(waiting.rows[0]!.n) > 0;
        if (!blocked) await new Promise((r) => setTimeout(r, 50));
      }
      expect(blocked || secondDone).toBe(true);
      release();
      await Promise.all([t1, t2]);
      const d = await drift(world.db, [m.id]);
      expect(d.wrong).toEqual([]);
      expect(d.checked).toBe(3);
    }
  });
});
