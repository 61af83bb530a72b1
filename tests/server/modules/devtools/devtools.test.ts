// Dev tools (/__dev, only with devTools on) and what the logs may contain (passwords, codes and tokens are never
// logged).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevAccountResult, OutboxList } from '../../../../src/generated/types.ts';
import { validateDevAccountResult, validateOutboxList } from '../../../../src/generated/validators.js';
import { Client, lastCode, openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps, tempDir, copyBrands } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers, startServer } from '../../support/server.ts';
import { pruneExpired } from '../../../../src/server/security/housekeeping.ts';

describe.each(dbLegs())('accounts: dev tools and logs on $name', (leg) => {
  let world: TestWorld;
  const lines: string[] = [];

  beforeAll(async () => {
    if (!leg.available) return;
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    world = await openWorld(leg, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const dev = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    world.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

  describe.skipIf(!leg.available)('', () => {
    it('dev tools: POST /__dev/accounts creates agents and members the site cannot', async () => {
      const res = await dev('POST', '/__dev/accounts', { brand: 'lotus', username: 'devagent1', password: 'abc12345', type: 'agent', affiliateCode: 'DEVAG1' });
      const e = JSON.parse(res.body);
      expect(e.success).toBe(true);
      expect(validateDevAccountResult(e.value)).toBe(true);
      expect(e.value as DevAccountResult).toMatchObject({ username: 'devagent1', type: '1', brandId: 'lotus' });
      const down = await dev('POST', '/__dev/accounts', { brand: 'lotus', username: 'devdown1', password: 'abc12345', type: 'member', upline: 'devagent1' });
      expect(JSON.parse(down.body).success).toBe(true);
    });

    it('dev tools: bad input is explained (unknown brand, type, upline, name rule, duplicate)', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ brand: 'nope', username: 'devuser1', password: 'abc12345', type: 'member' }, /no brand nope/],
        [{ brand: 'lotus', username: 'devuser1', password: 'abc12345', type: 'boss' }, /must be equal to one of/],
        [{ brand: 'lotus', username: 'devuser1', password: 'abc12345', type: 'member', upline: 'nobody99' }, /upline nobody99 is not an agent/],
        [{ brand: 'lotus', username: 'x!', password: 'abc12345', type: 'member' }, /username must be letters and digits/],
        [{ brand: 'lotus', username: 'devagent1', password: 'abc12345', type: 'member' }, /already taken/],
      ];
      for (const [body, message] of cases) {
        const e = JSON.parse((await dev('POST', '/__dev/accounts', body)).body);
        expect(e.success).toBe(false);
        expect(e.message).toMatch(message);
      }
    });

    it('dev tools: GET /__dev/outbox lists messages newest first, by brand, recipient and channel', async () => {
      const c = new Client(world, 'lotus.localhost', '10.7.0.1');
      await dev('POST', '/__dev/accounts', { brand: 'lotus', username: 'devmob1', password: 'abc12345', type: 'member', mobileNum: '1711111111', countryDialingCode: '880' });
      await c.post('/wps/verification/sms/noLogin', { mobileNum: '1711111111', countryDialingCode: '880', captcha: await c.captcha() });
      const res = JSON.parse((await dev('GET', '/__dev/outbox?brand=lotus&to=1711111111&channel=sms')).body);
      expect(validateOutboxList(res.value)).toBe(true);
      const list = res.value as OutboxList;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ channel: 'sms', brandId: 'lotus', recipient: '+8801711111111', subject: null });
      expect(list[0]!.body).toContain(await lastCode(world, 'lotus', '+8801711111111'));
      expect(JSON.parse((await dev('GET', '/__dev/outbox?brand=pebble&to=1711111111')).body).value).toEqual([]);
    });

    it('dev tools: GET /__dev/captcha answers the caller\'s current captcha (by its cookie), 404 without one', async () => {
      expect((await dev('GET', '/__dev/captcha')).statusCode).toBe(404);
      const c = new Client(world, 'lotus.localhost', '10.7.0.2');
      await c.get('/wps/captcha');
      const res = await c.get<string>('/__dev/captcha');
      expect(res.envelope.value).toMatch(/^\d{4}$/);
    });

    it('logs: no password, SMS code, session token, remember token or reset token appears in any log line', async () => {
      const c = new Client(world, 'lotus.localhost', '10.7.0.3');
      await dev('POST', '/__dev/accounts', { brand: 'lotus', username: 'devlog1', password: 'Sup3rSecret', type: 'member', mobileNum: '1722222222', countryDialingCode: '880', email: 'log@example.com' });
      const login = await c.login('devlog1', 'Sup3rSecret', { rememberMe: true });
      const token = (login.envelope.value as { token: string }).token;
      const remember = c.cookies.get('wps_remember')!;
      await c.post('/wps/verification/sms/noLogin', { mobileNum: '1722222222', countryDialingCode: '880', captcha: await c.captcha() });
      const code = await lastCode(world, 'lotus', '+8801722222222');
      world.clock.advance(1100);
      await c.post('/wps/member/password/email', { username: 'devlog1', email: 'log@example.com' }, { form: true });
      const reset = /resetToken=([A-Za-z0-9_-]+)/.exec((JSON.parse((await dev('GET', '/__dev/outbox?to=log@example.com')).body).value as OutboxList)[0]!.body)![1]!;
      // The reset link opened in a browser (the shell) puts the token in a logged URL: it must be masked.
      await world.app.inject({ method: 'GET', url: `/?resetToken=${reset}`, headers: { host: 'lotus.localhost' } });
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(10);
      for (const secret of ['Sup3rSecret', token, remember, code, reset]) expect(all).not.toContain(secret);
      expect(all).toContain('resetToken=***');
      expect(all).toMatch(/outbox: sms for brand lotus to \+880••••22 stored/);
    });

    it('housekeeping: expired captchas, codes and throttles are deleted; live ones stay', async () => {
      const c = new Client(world, 'lotus.localhost', '10.7.0.9');
      world.clock.advance(1100);
      await c.get('/wps/captcha');
      const count = async (table: string) => Number((await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
      const before = await count('captcha_challenges');
      await pruneExpired(world.db, world.clock);
      expect(await count('captcha_challenges')).toBe(before);
      world.clock.advance(2 * 24 * 3_600_000);
      await pruneExpired(world.db, world.clock);
      for (const table of ['captcha_challenges', 'verification_codes', 'request_throttles']) expect(await count(table), table).toBe(0);
    });

    it('dev tools are off unless asked: /__dev answers a JSON 404, never the app shell', async () => {
      const app = await startServer({ brandsDir: copyBrands(), db: world.db, distDir: tempDir('nodist') });
      for (const url of ['/__dev/outbox', '/__dev/captcha']) {
        const res = await app.inject({ method: 'GET', url, headers: { host: 'lotus.localhost' } });
        expect(res.statusCode).toBe(404);
        expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'not.found' });
      }
      const post = await app.inject({ method: 'POST', url: '/__dev/accounts', payload: { brand: 'lotus', username: 'sneaky1', password: 'abc12345', type: 'agent' } });
      expect(post.statusCode).toBe(404);
    });
  });
});
