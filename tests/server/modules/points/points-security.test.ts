// Points mall security ("Redemption checks", docs/spec/rules.md; the points relays) on both databases: a receiving
// address carrying terminal escapes, bidi overrides or line breaks is listed inert by `npm run points -- redemptions`;
// a negative or fractional quantity and a conversion of negative points are refused with the envelope, nothing booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedeemPointResult } from '../../../../src/generated/types.ts';
import { runPointsCommand } from '../../../../src/server/modules/points/operator-routes.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { member, requestId, setPaymentPassword, type Member } from '../wallet/support.ts';
import { settledBet } from './support.ts';

const R = '/wps/relay';
const REDEEM = `${R}/passwordCheck/MCS2_redeemPointReward`;
const CONVERT = `${R}/passwordCheck/MCS2_convertPoint`;
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe.each(dbLegs())('points security on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function withPoints(points: number): Promise<Member> {
    const m = await member(world, 'lotus');
    await setPaymentPassword(world, m.id, 'pay-4321');
    await settledBet(world, 'lotus', m.id, BigInt(points) * 100n);
    return m;
  }
  const points = async (m: Member): Promise<string> =>
    (await world.db.query<{ balance: string }>('SELECT balance FROM member_points WHERE member_id = $1', [m.id])).rows[0]?.balance ?? '0';

  describe.skipIf(!leg.available)('', () => {
    it('a hostile receiving address is listed inert on one line', async () => {
      const m = await withPoints(600);
      const address = '12 Lake Rd \u001b]52;c;ZXZpbA==\u0007\u001b[2J \u202eevil\n#999  approved  2030-01-01  admin';
      const res = await m.c.post<RedeemPointResult>(
        REDEEM,
        { requestId: requestId(), rewardId: 'voucher-500', quantity: 1, paymentPassword: 'pay-4321', address, mobile: '01712345678' },
        { enc: true },
      );
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      const listed = await runPointsCommand({ db: world.db, now: () => world.clock.now(), brand: (b) => world.app.registry.get(b) }, { command: 'redemptions', brand: 'lotus' });
      const line = listed.lines.find((l) => l.startsWith(`#${res.envelope.value.redemption.id}  `))!;
      expect(line).toContain('12 Lake Rd');
      expect(line).not.toMatch(TERMINAL_CONTROLS);
    });

    it('a negative or fractional quantity and negative or fractional points are refused; nothing booked', async () => {
      const m = await withPoints(1200);
      const before = await points(m);
      for (const quantity of [-1, 0, 1.5])
        for (const [url, body] of [
          [REDEEM, { requestId: requestId(), rewardId: 'voucher-500', quantity, paymentPassword: 'pay-4321', address: '12 Lake Rd', mobile: '01712345678' }],
          [CONVERT, { requestId: requestId(), points: quantity * 100, paymentPassword: 'pay-4321' }],
        ] as const) {
          const res = await m.c.post(url, body, { enc: true });
          expect(res.status, `${url} ${quantity}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${url} ${quantity}`).toBeLessThan(500);
          expect(res.envelope).toMatchObject({ success: false });
          expect(typeof res.envelope.errorCode).toBe('string');
        }
      expect(await points(m)).toBe(before);
    });
  });
});
