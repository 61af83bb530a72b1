// The operator's review of applications ("Activity application", "Image uploads": docs/spec/rules.md) on both
// databases: the member's inbox texts in their language, and `show` on the operator listener's endpoint with the
// images.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTIONS_OPERATOR_PATH, promotionsOperatorRoutes, runPromotionsCommand, type PromotionsCommand } from '../../../../src/server/modules/promotions/operator-routes.ts';
import type { ApplicationImage } from '../../../../src/server/modules/promotions/review.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { nextIp } from '../wallet/support.ts';
import { TEST_PROMOTIONS, jpg, png, writePromotions } from './support.ts';

describe.each(dbLegs())('promotion review on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        writePromotions(dir);
        writePromotions(dir, TEST_PROMOTIONS, 'aurora');
      },
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const context = () => ({ db: world.db, now: () => world.clock.now(), brand: (id: string) => world.app.registry.get(id), brandIds: () => world.app.registry.brands().map((b) => b.id) });
  const operator = (c: PromotionsCommand) => runPromotionsCommand(context(), c);

  /** A member of `brand` who applied for cashback with `images`; the application id. */
  async function applied(brand: string, images: string[] = [], username = uniqueName('rv'), language?: string): Promise<{ memberId: string; appId: string }> {
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
    const c = new Client(world, `${brand}.localhost`, nextIp());
    // the login records the interface language the member uses (the app's Language header)
    const headers = language ? { language } : undefined;
    // aurora asks every login for a captcha
    const login = brand === 'aurora' ? await c.login(username, 'river2468', { captcha: await c.captcha() }, { headers }) : await c.login(username, 'river2468', {}, { headers });
    expect(login.envelope.success, JSON.stringify(login.envelope)).toBe(true);
    const res = await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: 'my bet', images });
    expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
    const app = await world.db.query<{ id: string }>('SELECT id FROM promotion_applications WHERE member_id = $1', [id]);
    return { memberId: id, appId: String(app.rows[0]!.id) };
  }
  const inbox = async (memberId: string) =>
    (await world.db.query<{ title: string; body: string }>('SELECT title, body FROM inbox_messages WHERE member_id = $1 ORDER BY id', [memberId])).rows;
  describe.skipIf(!leg.available)('', () => {
    it('a lotus member using the site in BN hears of approval and rejection in Bengali, amount from minor units', async () => {
      const a = await applied('lotus', [], uniqueName('rv'), 'BN');
      await operator({ command: 'approve', id: a.appId });
      expect(await inbox(a.memberId)).toEqual([{ title: 'Cashback (বাংলা)', body: 'অনুমোদিত: BDT 50.00 আপনার পুরস্কার কেন্দ্রে অপেক্ষা করছে।' }]);
      const r = await applied('lotus', [], uniqueName('rv'), 'BN');
      await operator({ command: 'reject', id: r.appId, remark: 'স্ক্রিনশট নেই' });
      expect(await inbox(r.memberId)).toEqual([{ title: 'Cashback (বাংলা)', body: 'অনুমোদিত হয়নি: স্ক্রিনশট নেই' }]);
    });

    it('on aurora (EN default) a member last seen in BN gets Bengali, one never seen in another language English', async () => {
      const bn = await applied('aurora', [], uniqueName('rv'), 'BN');
      await operator({ command: 'reject', id: bn.appId, remark: 'No screenshot' });
      expect(await inbox(bn.memberId)).toEqual([{ title: 'Cashback (বাংলা)', body: 'অনুমোদিত হয়নি: No screenshot' }]);
      const en = await applied('aurora', [], uniqueName('rv'), 'XX'); // a language the brand does not offer: the default
      await operator({ command: 'approve', id: en.appId });
      expect(await inbox(en.memberId)).toEqual([{ title: 'Cashback', body: 'Approved: PHP 50.00 is waiting in your reward center.' }]);
    });

    it('switching the interface language counts from the next member info (the app asks for it on every start)', async () => {
      const username = uniqueName('lng');
      const { id } = await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
      const c = new Client(world, 'lotus.localhost', nextIp());
      expect((await c.login(username, 'river2468')).envelope.success).toBe(true);
      const language = async () => (await world.db.query<{ language: string }>('SELECT language FROM members WHERE id = $1', [id])).rows[0]!.language;
      expect(await language()).toBe('EN');
      expect((await c.get('/wps/member/info', { headers: { language: 'BN' } })).envelope.success).toBe(true);
      expect(await language()).toBe('BN');
    });

    it('show on the operator endpoint: masked member, remark, images with server-chosen names and their bytes', async () => {
      const images = [png(300), jpg()];
      const a = await applied('lotus', images, uniqueName('shown'));
      const reader = Fastify();
      promotionsOperatorRoutes(reader, context);
      try {
        const res = await reader.inject({ method: 'POST', url: PROMOTIONS_OPERATOR_PATH, payload: { command: 'show', id: a.appId } });
        expect(res.statusCode).toBe(200);
        const body = res.json<{ success: boolean; value: { lines: string[]; images: ApplicationImage[] } }>();
        expect(body.success).toBe(true);
        const { lines, images: got } = body.value;
        expect(lines[0]).toMatch(new RegExp(`^#${a.appId} applying in lotus`));
        expect(lines).toContain(`member #${a.memberId} sh***${(await world.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [a.memberId])).rows[0]!.username.at(-1)}`);
        expect(lines.join('\n')).not.toMatch(/shown[a-z0-9]{3,}/i); // the username never in full
        expect(lines).toContain('remark "my bet"');
        expect(lines).toContain('images 2');
        expect(got.map((i) => [i.name, i.contentType, i.bytes])).toEqual([
          [`application-${a.appId}-1.png`, 'image/png', 300],
          [`application-${a.appId}-2.jpg`, 'image/jpeg', 64],
        ]);
        expect(got.map((i) => i.base64)).toEqual(images);

        const missing = await reader.inject({ method: 'POST', url: PROMOTIONS_OPERATOR_PATH, payload: { command: 'show', id: '999999999' } });
        expect([missing.statusCode, missing.json<{ errorCode: string }>().errorCode]).toEqual([404, 'not.found']);
        const wrongBrand = await reader.inject({ method: 'POST', url: PROMOTIONS_OPERATOR_PATH, payload: { command: 'show', brand: 'aurora', id: a.appId } });
        expect(wrongBrand.statusCode).toBe(404);
        const bad = await reader.inject({ method: 'POST', url: PROMOTIONS_OPERATOR_PATH, payload: { command: 'show', id: '../1' } });
        expect(bad.statusCode).toBe(400);
      } finally {
        await reader.close();
      }
    });
  });
});
