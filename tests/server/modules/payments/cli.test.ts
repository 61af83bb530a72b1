// The operators' payments command (npm run payments) against the database a server used: list, approve, pay,
// reject, with the ledger moves and inbox messages an admin UI would make (withdrawal states: docs/spec/entities.md).
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../../src/generated/types.ts';
import { ManualClock } from '../../../../src/server/clock.ts';
import { openDatabase } from '../../../../src/server/db/index.ts';
import { openWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs, type DbTarget } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { PAY_PASSWORD, bindAccount, member, moneyNotices, requestId, setPaymentPassword } from './support.ts';

function payments(target: DbTarget, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/payments.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, BRANDS_DIR: 'brands', ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATA_DIR: target.dataDir }) },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.each(dbLegs())('payments CLI on $name', (leg) => {
  let target: DbTarget;
  beforeAll(async () => {
    if (leg.available) target = await leg.target();
  });
  afterAll(async () => {
    await target?.dispose();
    removeTemps();
  });

  it.skipIf(!leg.available)('list shows requested withdrawals; pay moves hold → clearing, reject returns it; both post inbox messages', async () => {
    const world = await openWorld(leg, { target, clock: new ManualClock(Date.now()) });
    const m = await member(world, { balance: '5000' });
    await setPaymentPassword(m.client);
    const account = await bindAccount(m.client);
    const ask = async (amount: number) =>
      (await m.client.post<Withdrawal>('/wps/transaction/withdraw', { accountId: account, amount, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { enc: true })).envelope.value.id;
    const paid = await ask(700);
    const rejected = await ask(300);
    await closeServers();
    await world.dispose();

    const list = payments(target, ['list', '--status', 'requested']);
    expect(list.status).toBe(0);
    expect(list.out).toContain(paid);
    expect(list.out).toContain(rejected);
    expect(payments(target, ['approve', paid]).out).toContain(`${paid} approved`);
    expect(payments(target, ['pay', paid]).status).toBe(0);
    expect(payments(target, ['reject', rejected, '--reason', 'Name does not match']).status).toBe(0);
    const again = payments(target, ['pay', rejected]);
    expect(again.status).toBe(1);
    expect(again.out).toMatch(/is rejected: it cannot be paid/);
    expect(payments(target, ['pay', 'nonsense']).status).toBe(1);

    const check = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      const bal = await check.query<{ kind: string; balance_minor: string }>(
        "SELECT kind, balance_minor FROM ledger_accounts WHERE member_id = $1 AND kind IN ('main', 'hold') ORDER BY kind",
        [m.id],
      );
      expect(bal.rows.map((r) => [r.kind, r.balance_minor])).toEqual([['hold', '0'], ['main', '430000']]);
      const w = await check.query<{ id: string; status: string }>('SELECT id, status FROM withdrawals WHERE member_id = $1 ORDER BY id', [m.id]);
      expect(Object.fromEntries(w.rows.map((r) => [r.id, r.status]))).toEqual({ [paid]: 'paid', [rejected]: 'rejected' });
      const inbox = await check.query<{ title: string }>('SELECT title FROM inbox_messages WHERE member_id = $1 ORDER BY id', [m.id]);
      // lotus writes in its default language, Bengali
      expect(moneyNotices(inbox.rows.map((r) => r.title))).toEqual(['উত্তোলন পরিশোধিত', 'উত্তোলন প্রত্যাখ্যাত']);
    } finally {
      await check.close();
    }
  }, 180_000);
});
