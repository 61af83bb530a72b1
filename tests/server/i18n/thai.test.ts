// A brand whose default is any listed language shows no English text, the server's own words included
// (error messages follow the Language header): a brand offering TH answers a Thai request's failures, field
// names and inbox notices in Thai, on both databases, while an EN request on the same brand still reads English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxList } from '../../../src/generated/types.ts';
import EN from '../../../src/server/i18n/translations/EN.json' with { type: 'json' };
import TH from '../../../src/server/i18n/translations/TH.json' with { type: 'json' };
import { notify } from '../../../src/server/modules/payments/notices.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../support/world.ts';
import { editBrand, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';

const THAI = /[\u0E00-\u0E7F]/;

describe.each(dbLegs())('server texts in Thai on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.14.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) =>
        editBrand(dir, 'lotus', (b) => {
          (b.languages as { supported: string[] }).supported = ['BN', 'EN', 'TH'];
        }),
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(): Promise<{ c: Client; id: string }> {
    const username = uniqueName('th');
    const { id } = await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
    const c = new Client(world, 'lotus.localhost', ip());
    expect((await c.login(username, 'river2468')).status).toBe(200);
    return { c, id };
  }

  describe.skipIf(!leg.available)('', () => {
    it('a wrong password answers in the Language header: Thai for TH, English for EN', async () => {
      const username = uniqueName('th');
      await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
      const th = await new Client(world, 'lotus.localhost', ip()).login(username, 'wrong-pass1', {}, { headers: { language: 'TH' } });
      expect(th.envelope).toMatchObject({ success: false, errorCode: 'login.bad_credentials', message: TH['api.login.bad_credentials'] });
      expect(th.envelope.message).toMatch(THAI);
      const en = await new Client(world, 'lotus.localhost', ip()).login(username, 'wrong-pass1', {}, { headers: { language: 'EN' } });
      expect(en.envelope).toMatchObject({ errorCode: 'login.bad_credentials', message: EN['api.login.bad_credentials'] });
    });

    it('"X is empty" names the fields in Thai, with their placeholders filled', async () => {
      const m = await member();
      const res = await m.c.put('/wps/feedback', { type: '', content: '', captcha: '' }, { headers: { language: 'TH' } });
      expect(res.status).toBe(400);
      const fields = [TH['feedback.field.type'], TH['feedback.field.content'], TH['feedback.field.captcha']].join(TH['feedback.field.separator']);
      expect(res.envelope).toMatchObject({ errorCode: 'feedback.field_empty', message: TH['api.feedback.field_empty'].replace('{fields}', fields) });
      expect(res.envelope.message).not.toMatch(/[{}]/);
    });

    it('a request_param_err with a text of its own (start date after end date) answers in Thai', async () => {
      const m = await member();
      const url = '/wps/relay/ODSFE2_MemTransDet?startDate=2030-01-10&endDate=2030-01-01&pageNum=1&pageSize=10';
      const th = await m.c.get(url, { headers: { language: 'TH' } });
      expect(th.status).toBe(400);
      expect(th.envelope).toMatchObject({ success: false, errorCode: 'request_param_err', message: TH['api.date.order'] });
      const en = await m.c.get(url, { headers: { language: 'EN' } });
      expect(en.envelope).toMatchObject({ errorCode: 'request_param_err', message: 'The start date must not be after the end date' });
    });

    it('a deposit notice written in TH reaches the inbox in Thai, with the order and amount', async () => {
      const m = await member();
      await notify(world.db, { brandId: 'lotus', memberId: m.id, language: 'TH' }, 'depositConfirmed', { id: 'D7001', amount: '৳ 500.00' }, new Date(world.clock.now()));
      const inbox = await m.c.get<InboxList>('/wps/relay/CSP_getInbox?pageNum=1&pageSize=10', { headers: { language: 'TH' } });
      const msg = inbox.envelope.value.content[0]!;
      expect(msg.title).toBe(TH['notice.payments.depositConfirmed.title']);
      expect(msg.body).toBe(TH['notice.payments.depositConfirmed.body'].replace('{id}', 'D7001').replace('{amount}', '৳ 500.00'));
      expect(msg.body).toMatch(THAI);
    });

    it('the offline page gives every language section its own lang and dir (Urdu right to left)', async () => {
      const res = await world.app.inject({ url: '/offline', headers: { host: 'qamar.localhost' } });
      expect(res.statusCode).toBe(200);
      // qamar: Urdu (right to left) first, then English
      expect(res.body).toMatch(/<html lang="ur" dir="rtl"/);
      expect(res.body).toContain('<section lang="en" dir="ltr">');
      const lotus = await world.app.inject({ url: '/offline', headers: { host: 'lotus.localhost' } });
      expect(lotus.body).toContain(`<section lang="th" dir="ltr"><h2>${TH['offline.title']}</h2>`);
    });
  });
});
