// The public state on /wps/member/info, both databases: availablePromoCount (the promotions the member can
// join, apply for or claim now, by the activity statuses) and availablePromo.REFERRAL.enabled (REFERRAL3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo, PromotionList } from '../../../../src/generated/types.ts';
import { validateMemberInfo } from '../../../../src/generated/validators.js';
import { runPromotionsCommand } from '../../../../src/server/modules/promotions/operator-routes.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { confirmedDeposit, png, writePromotions } from './support.ts';

describe.each(dbLegs())('member info availablePromoCount and availablePromo on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.14.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, { editBrands: (dir) => writePromotions(dir) });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(brand = 'lotus'): Promise<{ c: Client; id: string }> {
    const username = uniqueName('av');
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
    const c = new Client(world, `${brand}.localhost`, ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id };
  }

  async function info(c: Client): Promise<MemberInfo> {
    const res = await c.get<MemberInfo>('/wps/member/info');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    expect(validateMemberInfo(res.envelope.value), JSON.stringify(validateMemberInfo.errors)).toBe(true);
    return res.envelope.value;
  }
  const count = async (c: Client): Promise<number | undefined> => (await info(c)).availablePromoCount;

  /** What the promotions page offers the member: the cards they can act on now. */
  async function actionable(c: Client): Promise<string[]> {
    const res = await c.get<PromotionList>('/wps/relay/MCSFE_getAvailablePromotions');
    return res.envelope.value.activities.filter((a) => (a.status === 'join' && a.eligible) || a.status === 'claim').map((a) => a.id);
  }

  describe.skipIf(!leg.available)('', () => {
    it('availablePromoCount: a new member can act on the open apply activity only; it agrees with the promotions page', async () => {
      const { c } = await member();
      // cashback (apply, everyone) counts; first-deposit waits for a deposit, bettor needs 100 deposited,
      // newcomers excludes members registered before its date, february has not started, december has ended
      expect(await actionable(c)).toEqual(['cashback']);
      expect(await count(c)).toBe(1);
    });

    it('availablePromoCount: a deposit opens claim and join; apply, join and claim each take one off', async () => {
      const { c, id } = await member();
      await confirmedDeposit(world.db, id, 10_000n, new Date(world.clock.now() - 60_000));
      expect(await actionable(c)).toEqual(['cashback', 'first-deposit', 'bettor']);
      expect(await count(c)).toBe(3);

      const applied = await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: 'please', images: [png()] });
      expect(applied.status, JSON.stringify(applied.envelope)).toBe(200);
      expect(await count(c)).toBe(2);

      expect((await c.post('/wps/relay/MCSFE_joinPromotion', { activityId: 'bettor' })).status).toBe(200);
      expect(await count(c)).toBe(1);

      // a double claim pays once and the count stays at 0
      const [x, y] = await Promise.all([
        c.post('/wps/relay/MCSFE_claimPromotion', { activityId: 'first-deposit' }),
        c.post('/wps/relay/MCSFE_claimPromotion', { activityId: 'first-deposit' }),
      ]);
      expect([x.status, y.status]).toEqual([200, 200]);
      expect(await count(c)).toBe(0);
      expect(await actionable(c)).toEqual([]);
    });

    it('availablePromoCount: a rejected application does not count again (the member has had their answer)', async () => {
      const { c, id } = await member();
      const applied = await c.post<{ status: string }>('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: '', images: [] });
      expect(applied.envelope.value.status).toBe('applying');
      const ctx = { db: world.db, now: () => world.clock.now(), brand: (b: string) => world.app.registry.get(b), brandIds: () => world.app.registry.brands().map((b) => b.id) };
      const appId = String((await world.db.query<{ id: string }>('SELECT id FROM promotion_applications WHERE member_id = $1', [id])).rows[0]!.id);
      await runPromotionsCommand(ctx, { command: 'reject', brand: 'lotus', id: appId, remark: 'No proof' });
      expect(await count(c)).toBe(0);
    });

    it('availablePromoCount: 0 after every period ends; the one open period counts (clock moved)', async () => {
      const username = uniqueName('av');
      await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
      const saved = world.clock.now();
      // a session lives hours, not months: log in again at each instant
      const countAt = async (iso: string): Promise<number | undefined> => {
        world.clock.set(Date.parse(iso));
        const c = new Client(world, 'lotus.localhost', ip());
        expect((await c.login(username, 'river2468')).status).toBe(200);
        return count(c);
      };
      try {
        expect(await countAt('2030-03-01T00:00:00Z')).toBe(0);
        // february (join, everyone) is the one open period
        expect(await countAt('2030-02-10T00:00:00Z')).toBe(1);
      } finally {
        world.clock.set(saved);
      }
    });

    it('availablePromoCount is 0 on a brand with no promotions; availablePromo.REFERRAL.enabled follows REFERRAL3', async () => {
      const { c: pebble } = await member('pebble');
      expect(await info(pebble)).toMatchObject({ availablePromoCount: 0, availablePromo: { REFERRAL: { enabled: false } } });
      const { c: lotus } = await member('lotus');
      expect((await info(lotus)).availablePromo).toEqual({ REFERRAL: { enabled: true } });
    });

    it('a trial member (type 4) gets 0 promotions and no invite friends', async () => {
      const c = new Client(world, 'lotus.localhost', ip());
      const res = await c.post<LoginResult>('/wps/session/login/freeplay', {});
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      c.token = res.envelope.value.token;
      expect(await info(c)).toMatchObject({ type: '4', availablePromoCount: 0, availablePromo: { REFERRAL: { enabled: false } } });
    });
  });
});
