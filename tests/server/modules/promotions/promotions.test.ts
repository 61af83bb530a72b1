// Promotions (/promotions; activity statuses: docs/spec/entities.md; "Activity application", "Image uploads":
// docs/spec/rules.md) on both databases: statuses over time and from the member's real state, eligibility, join / apply
// / claim, the operator's review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionActionResult, PromotionList, PromotionView } from '../../../../src/generated/types.ts';
import { validatePromotionActionResult, validatePromotionList } from '../../../../src/generated/validators.js';
import { runPromotionsCommand, type PromotionsCommand } from '../../../../src/server/modules/promotions/operator-routes.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { confirmedDeposit, gif, jpg, png, settledBet, writePromotions } from './support.ts';

const LIST = '/wps/relay/MCSFE_getAvailablePromotions';

describe.each(dbLegs())('promotions on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.13.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

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
    const username = uniqueName('pr');
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
    const c = new Client(world, `${brand}.localhost`, ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id };
  }

  async function views(c: Client, language = 'EN'): Promise<Record<string, PromotionView>> {
    const res = await c.get<PromotionList>(LIST, { headers: { language } });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    expect(validatePromotionList(res.envelope.value), JSON.stringify(validatePromotionList.errors)).toBe(true);
    return Object.fromEntries(res.envelope.value.activities.map((a) => [a.id, a]));
  }
  const statuses = async (c: Client): Promise<Record<string, string>> => Object.fromEntries(Object.entries(await views(c)).map(([k, v]) => [k, v.status]));
  const operator = (c: PromotionsCommand) =>
    runPromotionsCommand({ db: world.db, now: () => world.clock.now(), brand: (id) => world.app.registry.get(id), brandIds: () => world.app.registry.brands().map((b) => b.id) }, c);
  const at = (iso: string): Date => new Date(iso);

  describe.skipIf(!leg.available)('', () => {
    it('a guest sees join or claim in the period, coming soon before it, close after it, in their language', async () => {
      const guest = new Client(world, 'lotus.localhost', ip());
      expect(await statuses(guest)).toEqual({ cashback: 'join', 'first-deposit': 'claim', bettor: 'join', february: 'comingSoon', december: 'close', newcomers: 'join' });
      const bn = await views(guest, 'BN');
      expect(bn.cashback!.title).toBe('Cashback (বাংলা)');
      const res = await guest.post(`/wps/relay/MCSFE_joinPromotion`, { activityId: 'bettor' });
      expect(res.status).toBe(401);
      expect(res.envelope.errorCode).toBe('login.not_session');
    });

    it('the period is read in the brand time zone: February opens at midnight in lotus (+06:00), December is closed', async () => {
      const { c } = await member();
      const saved = world.clock.now();
      world.clock.set(Date.parse('2030-01-31T17:59:59Z'));
      expect((await statuses(c)).february).toBe('comingSoon');
      world.clock.set(Date.parse('2030-01-31T18:00:00Z'));
      const s = await statuses(c);
      expect(s.february).toBe('join');
      expect(s.cashback).toBe('close');
      world.clock.set(saved);
      const closed = await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'december', remark: '', images: [] });
      expect(closed.envelope.errorCode).toBe('promotion.closed');
    });

    it('eligibility: a member registered before a newMembers date sees close and cannot apply', async () => {
      const { c } = await member();
      expect((await statuses(c)).newcomers).toBe('close');
      const res = await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'newcomers', remark: 'hi', images: [] });
      expect(res.status).toBe(409);
      expect(res.envelope.errorCode).toBe('promotion.not_eligible');
    });

    it('claim: process without a deposit, claim after one; a double submission pays once into main', async () => {
      const { c, id } = await member();
      expect((await statuses(c))['first-deposit']).toBe('process');
      const early = await c.post('/wps/relay/MCSFE_claimPromotion', { activityId: 'first-deposit' });
      expect(early.envelope.errorCode).toBe('promotion.not_eligible');
      await confirmedDeposit(world.db, id, 40_000n, at('2030-01-12T08:00:00Z'));
      await confirmedDeposit(world.db, id, 90_000n, at('2030-01-13T08:00:00Z'));
      const v = (await views(c))['first-deposit']!;
      expect(v.status).toBe('claim');
      expect(v.rewardMinor).toBe('20000'); // 50 % of the first deposit (400.00), under the 300.00 cap
      const [a, b] = await Promise.all([
        c.post<PromotionActionResult>('/wps/relay/MCSFE_claimPromotion', { activityId: 'first-deposit' }),
        c.post<PromotionActionResult>('/wps/relay/MCSFE_claimPromotion', { activityId: 'first-deposit' }),
      ]);
      for (const r of [a, b]) {
        expect(r.status, JSON.stringify(r.envelope)).toBe(200);
        expect(validatePromotionActionResult(r.envelope.value)).toBe(true);
        expect(r.envelope.value).toMatchObject({ status: 'claimed', amountMinor: '20000', wallet: 'main' });
      }
      expect([a.envelope.value.replayed, b.envelope.value.replayed].sort()).toEqual([false, true]);
      const paid = await world.db.query<{ n: string; sum: string }>(
        `SELECT count(*) AS n, sum(t.amount_minor) AS sum FROM member_rewards r JOIN ledger_transfers t ON t.id = r.transfer_id WHERE r.member_id = $1`,
        [id],
      );
      expect(paid.rows[0]).toEqual({ n: '1', sum: '20000' });
      expect(await world.app.ledger.balance({ brandId: 'lotus', kind: 'main', memberId: id })).toBe(20_000n);
    });

    it('join: minimum deposit first, then joined with progress, issued once the valid bet reaches the target', async () => {
      const { c, id } = await member();
      const before = (await views(c)).bettor!;
      expect(before).toMatchObject({ status: 'join', eligible: false });
      expect((await c.post('/wps/relay/MCSFE_joinPromotion', { activityId: 'bettor' })).envelope.errorCode).toBe('promotion.not_eligible');
      await confirmedDeposit(world.db, id, 10_000n, at('2030-01-14T08:00:00Z'));
      const joined = await c.post<PromotionActionResult>('/wps/relay/MCSFE_joinPromotion', { activityId: 'bettor' });
      expect(joined.envelope.value.status).toBe('joined');
      // a bet settled before joining does not count
      await settledBet(world.db, id, 500_000n, at('2030-01-14T09:00:00Z'));
      await settledBet(world.db, id, 60_000n, new Date(world.clock.now() + 1000));
      world.clock.advance(2000);
      expect((await views(c)).bettor).toMatchObject({ status: 'joined', validBetMinor: '60000', targetMinor: '100000' });
      await settledBet(world.db, id, 40_000n, new Date(world.clock.now() + 1000));
      world.clock.advance(2000);
      expect((await statuses(c)).bettor).toBe('issued');
      expect((await statuses(c)).bettor).toBe('issued');
      const rewards = await world.db.query<{ n: string; amount_minor: string; turnover_x100: number }>(
        `SELECT count(*) AS n, min(amount_minor) AS amount_minor, min(turnover_x100) AS turnover_x100 FROM member_rewards WHERE member_id = $1 AND source_ref = 'bettor:2030-01-10'`,
        [id],
      );
      expect(rewards.rows[0]).toEqual({ n: '1', amount_minor: '2000', turnover_x100: 100 });
    });

    it('join twice at once joins once; the target reached, reads and joins at once grant once', async () => {
      const { c, id } = await member();
      await confirmedDeposit(world.db, id, 10_000n, at('2030-01-14T08:00:00Z'));
      const join = () => c.post<PromotionActionResult>('/wps/relay/MCSFE_joinPromotion', { activityId: 'bettor' });
      const [a, b] = await Promise.all([join(), join()]);
      for (const r of [a, b]) {
        expect(r.status, JSON.stringify(r.envelope)).toBe(200);
        expect(r.envelope.value.status).toBe('joined');
      }
      const joins = await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM promotion_joins WHERE member_id = $1 AND activity_id = 'bettor'`, [id]);
      expect(joins.rows[0]!.n).toBe('1');
      await settledBet(world.db, id, 100_000n, new Date(world.clock.now() + 1000));
      world.clock.advance(2000);
      const [v1, v2, j3, j4] = await Promise.all([views(c), views(c), join(), join()]);
      expect([v1.bettor!.status, v2.bettor!.status, j3.envelope.value.status, j4.envelope.value.status]).toEqual(['issued', 'issued', 'issued', 'issued']);
      const rewards = await world.db.query<{ n: string; sum: string }>(
        `SELECT count(*) AS n, sum(amount_minor) AS sum FROM member_rewards WHERE member_id = $1 AND source = 'promotion' AND source_ref = 'bettor:2030-01-10'`,
        [id],
      );
      expect(rewards.rows[0]).toEqual({ n: '1', sum: '2000' });
      expect((await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM promotion_joins WHERE member_id = $1`, [id])).rows[0]!.n).toBe('1');
    });

    it('a 141-character remark, a GIF named .png, 4 images and a 6 MB image are refused; nothing is stored', async () => {
      const { c, id } = await member();
      const apply = (remark: string, images: string[]) => c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark, images });
      for (const [remark, images] of [
        ['x'.repeat(141), [png()]],
        ['gif', [png(), gif()]],
        ['four', [png(), png(), jpg(), png()]],
        ['big', [png(6 * 1024 * 1024)]],
      ] as [string, string[]][]) {
        const res = await apply(remark, images);
        expect(res.status, remark).toBe(400);
        expect(res.envelope.errorCode, remark).toBe('promotion.application_invalid');
        expect(res.envelope.success).toBe(false);
      }
      const rows = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_applications WHERE member_id = $1', [id]);
      expect(rows.rows[0]!.n).toBe('0');
      // the limits themselves pass: 140 Bengali characters, 3 images of which one is exactly 5 MB
      const ok = await apply('ক'.repeat(140), [png(5 * 1024 * 1024), jpg(), png()]);
      expect(ok.status, JSON.stringify(ok.envelope)).toBe(200);
      expect((ok.envelope.value as PromotionActionResult).status).toBe('applying');
      const imgs = await world.db.query<{ seq: number; content_type: string }>(
        'SELECT i.seq, i.content_type FROM promotion_application_images i JOIN promotion_applications a ON a.id = i.application_id WHERE a.member_id = $1 ORDER BY seq',
        [id],
      );
      expect(imgs.rows).toEqual([
        { seq: 1, content_type: 'image/png' },
        { seq: 2, content_type: 'image/jpeg' },
        { seq: 3, content_type: 'image/png' },
      ]);
    });

    it('apply → applying; a second application is refused; approve → issued, granted once when approved twice', async () => {
      const { c, id } = await member();
      const first = await c.post<PromotionActionResult>('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: 'my bet', images: [png()] });
      expect(first.envelope.value.status).toBe('applying');
      const again = await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: 'again', images: [] });
      expect(again.envelope.errorCode).toBe('promotion.state');
      const app = await world.db.query<{ id: string }>('SELECT id FROM promotion_applications WHERE member_id = $1', [id]);
      const appId = app.rows[0]!.id;
      const listed = await operator({ command: 'applications', brand: 'lotus', status: 'applying' });
      expect(listed.lines.some((l) => l.startsWith(`#${appId} applying cashback`) && l.includes('images 1'))).toBe(true);
      const [x, y] = await Promise.all([operator({ command: 'approve', id: appId }), operator({ command: 'approve', id: appId })]);
      expect([...x.lines, ...y.lines].filter((l) => l.includes('approved: reward')).length).toBe(1);
      expect((await statuses(c)).cashback).toBe('issued');
      const rewards = await world.db.query<{ n: string; amount_minor: string; turnover_x100: number; status: string }>(
        `SELECT count(*) AS n, min(amount_minor) AS amount_minor, min(turnover_x100) AS turnover_x100, min(status) AS status FROM member_rewards WHERE member_id = $1`,
        [id],
      );
      expect(rewards.rows[0]).toEqual({ n: '1', amount_minor: '5000', turnover_x100: 300, status: 'claimable' });
      const inbox = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1', [id]);
      expect(inbox.rows[0]!.n).toBe('1');
    });

    it('reject with a remark → rejected with the remark; the member may apply again; rejecting needs a remark', async () => {
      const { c, id } = await member();
      await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: '', images: [] });
      const appId = (await world.db.query<{ id: string }>('SELECT id FROM promotion_applications WHERE member_id = $1', [id])).rows[0]!.id;
      await expect(operator({ command: 'reject', brand: 'lotus', id: appId })).rejects.toMatchObject({ errorCode: 'request_param_err' });
      await operator({ command: 'reject', brand: 'lotus', id: appId, remark: 'No screenshot' });
      expect((await views(c)).cashback).toMatchObject({ status: 'rejected', reviewRemark: 'No screenshot' });
      await expect(operator({ command: 'approve', id: appId })).rejects.toMatchObject({ errorCode: 'promotion.state' });
      const again = await c.post<PromotionActionResult>('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: 'with one', images: [jpg()] });
      expect(again.envelope.value.status).toBe('applying');
    });

    it('a brand without content/promotions.json lists nothing; an unknown activity is not found', async () => {
      const pebble = new Client(world, 'pebble.localhost', ip());
      const res = await pebble.get<PromotionList>(LIST);
      expect(res.envelope.value).toEqual({ categories: [], activities: [] });
      const { c } = await member();
      const unknown = await c.post('/wps/relay/MCSFE_claimPromotion', { activityId: 'cashback' });
      expect(unknown.status).toBe(404);
      expect(unknown.envelope.errorCode).toBe('not.found');
    });
  });
});
