// Referral / invite friends (the member's referralCode; content/referral.json) on PGlite and PostgreSQL:
// the member's code and invite link on the brand's own site, registration with the code records the inviter,
// the inviter is rewarded once per qualified invitee, flag off → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralDetails, RegisterResult } from '../../../../src/generated/types.ts';
import { validateReferralDetails } from '../../../../src/generated/validators.js';
import { Client, lastCode, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { confirmedDeposit, settledBet } from '../points/support.ts';
import { nextIp } from '../wallet/support.ts';
import { growthMember } from '../rebate/support.ts';

const DETAILS = '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true';
let mobileSeq = 0;

describe.each(dbLegs())('referral on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** Registers on lotus through PUT /wps/member/register (SMS code and captcha, as the page sends it). */
  async function register(referralCode: string): Promise<string> {
    const c = new Client(world, 'lotus.localhost', nextIp());
    const mobileNum = `17${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;
    const sent = await c.post('/wps/verification/sms/register', { mobileNo: mobileNum, countryDialingCode: '880', regType: 'username', captcha: await c.captcha() });
    expect(sent.envelope.success, JSON.stringify(sent.envelope)).toBe(true);
    const form = {
      username: uniqueName('inv'),
      password: 'river2468',
      confirmPassword: 'river2468',
      mobileNum,
      countryDialingCode: '880',
      payeeName: 'রহিম উদ্দিন',
      verificationCode: await lastCode(world, 'lotus', `+880${mobileNum}`),
      captcha: await c.captcha(),
      referralCode,
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
    };
    const res = await c.put<RegisterResult>('/wps/member/register', form, { enc: true });
    expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
    return String(res.envelope.value.customerId);
  }

  const referralRewards = async (memberId: string) =>
    (await world.db.query<{ source_ref: string; amount_minor: string; turnover_x100: number }>(
      "SELECT source_ref, amount_minor, turnover_x100 FROM member_rewards WHERE member_id = $1 AND source = 'referral' ORDER BY id",
      [memberId],
    )).rows;

  describe.skipIf(!leg.available)('', () => {
    it('referral: one stable code; the invite link is on the brand main domain, never the request host', async () => {
      const m = await growthMember(world, 'lotus');
      const [a, b] = await Promise.all([m.c.get<ReferralDetails>(DETAILS), m.c.get<ReferralDetails>(DETAILS)]);
      const v = a.envelope.value;
      expect(validateReferralDetails(v), JSON.stringify(validateReferralDetails.errors)).toBe(true);
      expect(b.envelope.value.referralCode).toBe(v.referralCode);
      expect(v.inviteUrl).toBe(`https://lotus-play.test/register?referralCode=${v.referralCode}`);
      expect(v).toMatchObject({ invited: 0, qualified: 0, rewardsMinor: '0', rule: { firstDepositMinor: '50000', validBetMinor: '200000', rewardMinor: '10000', turnoverX100: 300 } });
    });

    it('referralCode: registering with the code records the inviter; the reward is granted once when the invitee qualifies', async () => {
      const inviter = await growthMember(world, 'lotus');
      const code = (await inviter.c.get<ReferralDetails>(DETAILS)).envelope.value.referralCode;
      const first = await register(code.toLowerCase()); // codes are matched whatever their case
      const second = await register(code);
      await register('NOSUCHCODE'); // an unknown code registers without an inviter
      const rows = await world.db.query<{ invitee_id: string }>('SELECT invitee_id FROM member_referrals WHERE referrer_id = $1 ORDER BY invitee_id', [inviter.id]);
      expect(rows.rows.map((r) => String(r.invitee_id))).toEqual([first, second]);

      await confirmedDeposit(world, 'lotus', first, 40_000n); // first deposit 400 < 500: not yet
      await confirmedDeposit(world, 'lotus', first, 90_000n); // a later bigger one does not count as the first
      await settledBet(world, 'lotus', second, 200_000n); // valid bet 2 000: qualifies
      const v = (await inviter.c.get<ReferralDetails>(DETAILS)).envelope.value;
      expect(v).toMatchObject({ invited: 2, qualified: 1, rewardsMinor: '10000' });
      expect(v.invitees.map((i) => i.qualified).sort()).toEqual([false, true]);
      expect(v.invitees.every((i) => i.name.includes('***'))).toBe(true);
      await Promise.all([inviter.c.get(DETAILS), inviter.c.get(DETAILS)]);
      expect(await referralRewards(inviter.id)).toEqual([{ source_ref: second, amount_minor: '10000', turnover_x100: 300 }]);
    });

    it('REFERRAL3 off (pebble): 404 not.found', async () => {
      const m = await growthMember(world, 'pebble');
      const res = await m.c.get(DETAILS);
      expect(res.status).toBe(404);
      expect(res.envelope.errorCode).toBe('not.found');
    });
  });
});
