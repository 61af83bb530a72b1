// Withdrawals, payment password and payout accounts (the withdraw page and security center; withdrawal states:
// docs/spec/entities.md; "Image uploads", docs/spec/rules.md; MCSFE_getWithdrawSettings, POST …/transaction/withdraw
// (enc)).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutAccountList, Withdrawal, WithdrawalList, WithdrawSettings } from '../../../../src/generated/types.ts';
import { validatePayoutAccountList, validateWithdrawal, validateWithdrawalList, validateWithdrawSettings } from '../../../../src/generated/validators.js';
import { ErrorCode } from '../../../../src/server/http/errors.ts';
import { payWithdrawal } from '../../../../src/server/modules/payments/payouts.ts';
import { approveWithdrawal, rejectWithdrawal, type ReviewContext } from '../../../../src/server/modules/payments/withdrawals.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { PASSWORD, PAY_PASSWORD, bindAccount, mainBalance, member, moneyNotices, requestId, setPaymentPassword, type Member } from './support.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]).toString('base64');

describe.each(dbLegs())('payments: withdrawals on $name', (leg) => {
  let world: TestWorld;
  let ops: ReviewContext;
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
    ops = { db: world.db, ledger: world.app.ledger, providers: world.app.paymentProviders, now: () => world.clock.now(), languageOf: () => 'EN' };
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** A lotus member with 5,000.00, a payment password and a bKash account. */
  async function ready(): Promise<Member & { account: string }> {
    const m = await member(world, { balance: '5000' });
    await setPaymentPassword(m.client);
    return { ...m, account: await bindAccount(m.client) };
  }
  const withdraw = (m: Member, body: Record<string, unknown>) =>
    m.client.post<Withdrawal>('/wps/transaction/withdraw', { paymentPassword: PAY_PASSWORD, requestId: requestId(), ...body }, { enc: true });
  const inboxTitles = async (m: Member) =>
    moneyNotices((await world.db.query<{ title: string }>('SELECT title FROM inbox_messages WHERE member_id = $1 ORDER BY id', [m.id])).rows.map((r) => r.title));

  describe.skipIf(!leg.available)('', () => {
    it('payment password: set once, change needs the old one, wrong ones locked after 5 in 15 min (success does not reset)', async () => {
      const m = await member(world);
      expect((await m.client.get('/wps/member/paymentPassword')).envelope.value).toEqual({ isSet: false });
      const plain = await m.client.post('/wps/member/paymentPassword', { newPassword: 'pin-1111', confirmNewPassword: 'pin-1111' });
      expect(plain.envelope.success).toBe(false); // encrypted endpoint
      const mismatch = await m.client.post('/wps/member/paymentPassword', { newPassword: 'pin-1111', confirmNewPassword: 'pin-2222' }, { enc: true });
      expect(mismatch.envelope.errorCode).toBe(ErrorCode.passwordMismatch);
      const short = await m.client.post('/wps/member/paymentPassword', { newPassword: '123', confirmNewPassword: '123' }, { enc: true });
      expect(short.envelope.errorCode).toBe(ErrorCode.badParam);
      await setPaymentPassword(m.client, 'pin-1111');
      const noOld = await m.client.post('/wps/member/paymentPassword', { newPassword: 'pin-2222', confirmNewPassword: 'pin-2222' }, { enc: true });
      expect(noOld.envelope.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      const change = (old: string) => m.client.post('/wps/member/paymentPassword', { oldPassword: old, newPassword: 'pin-3333', confirmNewPassword: 'pin-3333' }, { enc: true });
      for (let i = 0; i < 3; i++) expect((await change('wrong-000')).envelope.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      expect((await change('pin-1111')).envelope.success).toBe(true);
      const hash = await world.db.query<{ h: string }>('SELECT payment_password_hash AS h FROM members WHERE id = $1', [m.id]);
      expect(hash.rows[0]!.h).toMatch(/^scrypt\$/);
      const again = (old: string) => m.client.post('/wps/member/paymentPassword', { oldPassword: old, newPassword: 'pin-4444', confirmNewPassword: 'pin-4444' }, { enc: true });
      for (let i = 0; i < 2; i++) expect((await again('wrong-000')).envelope.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      // 5 wrong within the window, one success between: locked even with the right one.
      const locked = await again('pin-3333');
      expect(locked.status).toBe(429);
      expect(locked.envelope.errorCode).toBe(ErrorCode.paymentPasswordLocked);
      world.clock.advance(15 * 60_000 + 1000);
      await m.client.login(m.username, 'river2468');
      expect((await again('pin-3333')).envelope.success).toBe(true);
    });

    it('payout accounts: channel number rule, holder rule, at most 3, masked, removable', async () => {
      const m = await member(world);
      const bind = (body: Record<string, unknown>) =>
        m.client.post<PayoutAccountList>('/wps/member/payoutAccounts', { channelId: 'bkash', holderName: 'Rahim Uddin', loginPassword: PASSWORD, ...body }, { enc: true });
      expect((await bind({ accountNumber: '12345' })).envelope.value).toMatchObject({ field: 'accountNumber' });
      expect((await bind({ accountNumber: '01712345678', holderName: '1234' })).envelope.value).toMatchObject({ field: 'holderName' });
      expect((await bind({ channelId: 'paypal', accountNumber: '01712345678' })).envelope.errorCode).toBe(ErrorCode.channelUnavailable);
      const ok1 = await bind({ accountNumber: '01712345678', holderName: 'রহিম উদ্দিন' });
      expect(validatePayoutAccountList(ok1.envelope.value)).toBe(true);
      expect(ok1.envelope.value.list[0]).toMatchObject({ maskedNumber: '*******5678', holderName: 'রহিম উদ্দিন', kind: 'ewallet' });
      expect((await bind({ accountNumber: '01712345678' })).envelope.errorCode).toBe(ErrorCode.duplicateSubmission);
      await bind({ accountNumber: '01812345678' });
      await bind({ channelId: 'bank', accountNumber: '1234567890' });
      const fourth = await bind({ accountNumber: '01912345678' });
      expect(fourth.envelope.value).toMatchObject({ field: 'max' });
      const removed = await m.client.post<PayoutAccountList>('/wps/member/payoutAccounts/remove', { id: ok1.envelope.value.list[0]!.id, loginPassword: PASSWORD }, { enc: true });
      expect(removed.envelope.value.list).toHaveLength(2);
      const other = await member(world);
      expect((await other.client.post('/wps/member/payoutAccounts/remove', { id: removed.envelope.value.list[0]!.id, loginPassword: PASSWORD }, { enc: true })).status).toBe(404);
    });

    it('withdraw: settings show balance, accounts, channels, password state and the confirm window', async () => {
      const m = await ready();
      const s = await m.client.get<WithdrawSettings>('/wps/relay/MCSFE_getWithdrawSettings?groupId=0');
      expect(validateWithdrawSettings(s.envelope.value)).toBe(true);
      expect(s.envelope.value).toMatchObject({ balance: 5000, paymentPasswordSet: true, autoConfirmMinutes: 1440, currency: 'BDT' });
      expect(s.envelope.value.accounts).toHaveLength(1);
    });

    it('bad input changes nothing: not encrypted, no password set, wrong password, no account, limits, balance, duplicate, trial', async () => {
      const fresh = await member(world, { balance: '5000' });
      const acct = await bindAccount(fresh.client);
      expect((await withdraw(fresh, { accountId: acct, amount: 500 })).envelope.errorCode).toBe(ErrorCode.paymentPasswordNotSet);
      const m = await ready();
      const plain = await m.client.post('/wps/transaction/withdraw', { accountId: m.account, amount: 500, paymentPassword: PAY_PASSWORD, requestId: requestId() });
      expect(plain.envelope.success).toBe(false);
      expect((await withdraw(m, { accountId: m.account, amount: 500, paymentPassword: 'nope-nope' })).envelope.errorCode).toBe(ErrorCode.paymentPasswordInvalid);
      expect((await withdraw(m, { accountId: '999999', amount: 500 })).envelope.errorCode).toBe(ErrorCode.payoutAccountRequired);
      expect((await withdraw(m, { accountId: m.account, amount: 100 })).envelope.errorCode).toBe(ErrorCode.amountOutOfLimits);
      const poor = await member(world, { balance: '300' });
      await setPaymentPassword(poor.client);
      const poorAcct = await bindAccount(poor.client);
      expect((await withdraw(poor, { accountId: poorAcct, amount: 400 })).envelope.errorCode).toBe(ErrorCode.insufficientBalance);
      expect(await mainBalance(world, 'lotus', poor.id)).toBe(30000n);
      const rid = requestId();
      expect((await withdraw(m, { accountId: m.account, amount: 500, requestId: rid })).envelope.success).toBe(true);
      const dup = await withdraw(m, { accountId: m.account, amount: 500, requestId: rid });
      expect(dup.envelope.errorCode).toBe(ErrorCode.duplicateSubmission);
      expect(await mainBalance(world, 'lotus', m.id)).toBe(450000n);
      const trial = await member(world, { type: 'trial' });
      const t = await trial.client.get('/wps/relay/MCSFE_getWithdrawSettings');
      expect(t.envelope.errorCode).toBe(ErrorCode.trialNotAllowed);
    });

    it('requested holds the money; reject releases it (hold → main) and tells the member', async () => {
      const m = await ready();
      const w = (await withdraw(m, { accountId: m.account, amount: '1200.50' })).envelope.value;
      expect(validateWithdrawal(w)).toBe(true);
      expect(w).toMatchObject({ status: 'requested', amount: 1200.5, fee: 0, payout: 1200.5 });
      expect(await mainBalance(world, 'lotus', m.id)).toBe(379950n);
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(120050n);
      await approveWithdrawal(ops, w.id);
      await rejectWithdrawal(ops, w.id, 'Name does not match');
      expect(await mainBalance(world, 'lotus', m.id)).toBe(500000n);
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(0n);
      await expect(payWithdrawal(ops, w.id)).rejects.toMatchObject({ errorCode: ErrorCode.orderState });
      const list = await m.client.get<WithdrawalList>('/wps/relay/MCSFE_getWithdrawList');
      expect(validateWithdrawalList(list.envelope.value)).toBe(true);
      expect(list.envelope.value.list[0]).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
      expect(await inboxTitles(m)).toEqual(['Withdrawal rejected']);
    });

    it('paid (hold → clearing, fee → house) then the player confirms partly received with a proof checked by content', async () => {
      const m = await member(world, { balance: '5000' });
      await setPaymentPassword(m.client);
      const bank = await bindAccount(m.client, 'bank', '1234567890');
      const w = (await withdraw(m, { accountId: bank, amount: 2000 })).envelope.value;
      expect(w).toMatchObject({ fee: 20, payout: 1980 });
      await payWithdrawal(ops, w.id);
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(0n);
      const clearing = await world.app.ledger.balance({ brandId: 'lotus', kind: 'clearing', provider: 'sandbox' });
      expect(clearing).toBeGreaterThanOrEqual(198000n);
      expect(await inboxTitles(m)).toEqual(['Withdrawal paid']);
      const pending = await m.client.get<WithdrawalList>('/wps/relay/MCSFE_getPaymentConfirmationList');
      expect(pending.envelope.value.list.map((x) => x.id)).toEqual([w.id]);
      const confirm = (body: Record<string, unknown>) => m.client.post<Withdrawal>('/wps/relay/MCSFE_confirmPayment', { withdrawalId: w.id, ...body });
      expect((await confirm({ receipt: 'partial', receivedAmount: 500 })).envelope.errorCode).toBe(ErrorCode.proofInvalid);
      // A GIF named like a PNG is refused: the bytes decide, not the name.
      const gif = Buffer.from('GIF89a............').toString('base64');
      expect((await confirm({ receipt: 'partial', receivedAmount: 500, proofImage: gif })).envelope.errorCode).toBe(ErrorCode.proofInvalid);
      const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
      expect((await confirm({ receipt: 'partial', receivedAmount: 500, proofImage: big })).envelope.errorCode).toBe(ErrorCode.proofInvalid);
      expect((await confirm({ receipt: 'partial', receivedAmount: 1980, proofImage: PNG })).envelope.errorCode).toBe(ErrorCode.badParam);
      const other = await member(world);
      expect((await other.client.post('/wps/relay/MCSFE_confirmPayment', { withdrawalId: w.id, receipt: 'received' })).status).toBe(404);
      const done = await confirm({ receipt: 'partial', receivedAmount: '500.25', proofImage: PNG });
      expect(done.envelope.value).toMatchObject({ status: 'partial', receivedAmount: 500.25, hasProof: true, autoConfirmed: false });
      expect((await confirm({ receipt: 'received' })).envelope.errorCode).toBe(ErrorCode.orderState);
      const proof = await world.db.query<{ content_type: string }>('SELECT content_type FROM withdrawal_proofs WHERE withdrawal_id = $1', [w.id]);
      expect(proof.rows[0]!.content_type).toBe('image/png');
    });

    it('a paid withdrawal nobody confirms counts as received after the brand minutes (computed when read)', async () => {
      const m = await ready();
      const w = (await withdraw(m, { accountId: m.account, amount: 300 })).envelope.value;
      await payWithdrawal(ops, w.id);
      const before = await m.client.get<WithdrawalList>('/wps/relay/MCSFE_getWithdrawList');
      expect(before.envelope.value.list[0]).toMatchObject({ status: 'paid', autoConfirmed: false });
      world.clock.advance(1440 * 60_000);
      await m.client.login(m.username, 'river2468');
      const after = await m.client.get<WithdrawalList>('/wps/relay/MCSFE_getWithdrawList');
      expect(after.envelope.value.list[0]).toMatchObject({ status: 'received', autoConfirmed: true });
      const late = await m.client.post('/wps/relay/MCSFE_confirmPayment', { withdrawalId: w.id, receipt: 'not_received', proofImage: JPEG });
      expect(late.envelope.errorCode).toBe(ErrorCode.orderState);
      expect((await m.client.get<WithdrawalList>('/wps/relay/MCSFE_getPaymentConfirmationList')).envelope.value.list).toEqual([]);
    });
  });
});
