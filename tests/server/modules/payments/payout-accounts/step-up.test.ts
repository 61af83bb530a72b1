// Where a member's money can go: the first withdraw password and binding or removing a payout account need the
// login password (a session token alone may not), each tells the member (mail, SMS, inbox), and a payout account
// bound as a change of destination is held before withdrawals may use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutAccountList } from '../../../../../src/generated/types.ts';
import { ErrorCode } from '../../../../../src/server/http/errors.ts';
import { outbox, openWorld, type TestWorld } from '../../../support/world.ts';
import { removeTemps } from '../../../support/fixtures.ts';
import { dbLegs } from '../../../support/legs.ts';
import { closeServers } from '../../../support/server.ts';
import { PASSWORD, PAY_PASSWORD, bindAccount, mainBalance, member, requestId, setPaymentPassword, type Member } from '../support.ts';

let contactSeq = 0;

describe.each(dbLegs())('payout accounts: step-up, notices and the new-destination hold on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** A lotus member with a mail address and a mobile number on file. */
  async function reachable(balance?: string): Promise<Member & { email: string; phone: string }> {
    const m = await member(world, balance ? { balance } : {});
    const n = `${Date.now() % 1_000_000}${++contactSeq}`.padStart(8, '0').slice(-8);
    const email = `${m.username}@example.com`;
    await world.db.query("UPDATE members SET email = $2, mobile_num = $3, country_dialing_code = '880' WHERE id = $1", [m.id, email, `17${n}`]);
    return { ...m, email, phone: `+88017${n}` };
  }
  const told = async (m: { id: string; email: string; phone: string }) => ({
    mails: (await outbox(world, 'lotus', m.email)).map((r) => r.subject),
    sms: (await outbox(world, 'lotus', m.phone)).length,
    inbox: (await world.db.query<{ body: string }>("SELECT body FROM inbox_messages WHERE member_id = $1 AND kind = 'system' ORDER BY id", [m.id])).rows.map((r) => r.body),
  });

  describe.skipIf(!leg.available)('', () => {
    it('the first withdraw password needs the login password; setting it tells the member by mail, SMS and inbox', async () => {
      const m = await reachable();
      const set = (login?: string) =>
        m.client.post('/wps/member/paymentPassword', { newPassword: 'pin-1111', confirmNewPassword: 'pin-1111', ...(login === undefined ? {} : { loginPassword: login }) }, { enc: true });
      expect((await set()).envelope.errorCode).toBe(ErrorCode.oldPasswordInvalid);
      expect((await set('wrong-pass1')).envelope.errorCode).toBe(ErrorCode.oldPasswordInvalid);
      expect((await m.client.get('/wps/member/paymentPassword')).envelope.value).toEqual({ isSet: false });
      expect(await told(m)).toEqual({ mails: [], sms: 0, inbox: [] });
      expect((await set(PASSWORD)).envelope.success).toBe(true);
      const after = await told(m);
      expect(after.mails).toEqual(['Lotus Play: A withdraw password was set on your account']);
      expect(after.sms).toBe(1);
      expect(after.inbox).toHaveLength(1);
      expect(after.inbox[0]).toContain('A withdraw password was set on your account');
    });

    it('binding and removing a payout account need the login password, and each tells the member', async () => {
      const m = await reachable();
      const accounts = { channelId: 'bkash', holderName: 'Rahim Uddin', accountNumber: '01712345678' };
      const bind = (login?: string) =>
        m.client.post<PayoutAccountList>('/wps/member/payoutAccounts', { ...accounts, ...(login === undefined ? {} : { loginPassword: login }) }, { enc: true });
      expect((await bind()).envelope.success).toBe(false);
      expect((await bind('wrong-pass1')).envelope.errorCode).toBe(ErrorCode.oldPasswordInvalid);
      expect((await m.client.get<PayoutAccountList>('/wps/member/payoutAccounts')).envelope.value.list).toEqual([]);
      // Not encrypted: the login password never travels in a plain body.
      expect((await m.client.post('/wps/member/payoutAccounts', { ...accounts, loginPassword: PASSWORD })).envelope.success).toBe(false);
      const bound = await bind(PASSWORD);
      expect(bound.envelope.value.list).toHaveLength(1);
      const id = bound.envelope.value.list[0]!.id;
      const remove = (login: string) => m.client.post('/wps/member/payoutAccounts/remove', { id, loginPassword: login }, { enc: true });
      expect((await remove('wrong-pass1')).envelope.errorCode).toBe(ErrorCode.oldPasswordInvalid);
      expect((await m.client.get<PayoutAccountList>('/wps/member/payoutAccounts')).envelope.value.list).toHaveLength(1);
      expect((await remove(PASSWORD)).envelope.success).toBe(true);
      expect((await remove(PASSWORD)).status).toBe(404);
      const after = await told(m);
      expect(after.mails).toEqual([
        'Lotus Play: The payout account bKash *******5678 was removed from your account',
        'Lotus Play: The payout account bKash *******5678 was added to your account',
      ]);
      expect(after.sms).toBe(2);
      expect(after.inbox).toHaveLength(2);
    });

    it('a payout account bound as a change of destination is held for the brand hours; the first one is not', async () => {
      const m = await member(world, { balance: '5000' });
      await setPaymentPassword(m.client);
      const withdraw = (accountId: string) =>
        m.client.post('/wps/transaction/withdraw', { accountId, amount: 500, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { enc: true });
      // The newcomer's first account: withdraw at once.
      const first = await withdraw(await bindAccount(m.client));
      expect(first.envelope).toMatchObject({ success: true });
      const second = await bindAccount(m.client, 'bkash', '01812345678');
      const held = await withdraw(second);
      expect(held.status).toBe(403);
      expect(held.envelope.errorCode).toBe(ErrorCode.payoutAccountOnHold);
      expect(held.envelope.message).toContain('24 h 0 min');
      expect(await mainBalance(world, 'lotus', m.id)).toBe(450000n);
      world.clock.advance(24 * 3_600_000 - 60_000);
      await m.client.login(m.username, PASSWORD);
      expect((await withdraw(second)).envelope.errorCode).toBe(ErrorCode.payoutAccountOnHold);
      world.clock.advance(60_000);
      expect((await withdraw(second)).envelope.success).toBe(true);
      expect(await mainBalance(world, 'lotus', m.id)).toBe(400000n);
    });
  });
});
