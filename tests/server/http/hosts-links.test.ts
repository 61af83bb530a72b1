// Links that leave the server come from the brand's configuration, never from the request (ASVS V3.3 / V14:
// host header injection), and a host that no brand claims never reaches an account endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createAccount, openWorld, outbox, uniqueName, type TestWorld } from '../support/world.ts';
import { editBrand, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';

let ipSeq = 0;
const ip = (): string => `10.71.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe.each(dbLegs())('security: outgoing links and unclaimed hosts on $name', (leg) => {
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

  /** Asks for a reset mail as a browser on host; returns the mailed link (or undefined). */
  async function resetLinkVia(world: TestWorld, brand: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; link: string | undefined }> {
    const username = uniqueName('rl');
    const email = `${username}@example.com`;
    await createAccount(world, { brand, username, password: 'abc12345', type: 'member', email });
    const res = await new Client(world, host, ip()).post('/wps/member/password/email', { username, email }, { form: true, headers });
    const [mail] = await outbox(world, brand, email);
    return { status: res.status, link: /https?:\/\/\S+resetToken=\S+/.exec(mail?.body ?? '')?.[0] };
  }

  describe.skipIf(!leg.available)('', () => {
    it('ASVS V3.3 reset link: the brand mainDomain over https, whatever Host/X-Forwarded-Host the caller sends', async () => {
      const plain = await resetLinkVia(world, 'lotus', 'lotus.localhost');
      expect(new URL(plain.link!).origin).toBe('https://lotus-play.test');
      // Without a trusted proxy X-Forwarded-Host/-Proto are the caller's words: ignored.
      const forged = await resetLinkVia(world, 'lotus', 'www.lotus-play.test', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
      expect(new URL(forged.link!).origin).toBe('https://lotus-play.test');
    });

    it('ASVS V3.3 reset link: Host: evil.example gets 421 host.unclaimed and no mail at all', async () => {
      const res = await resetLinkVia(world, 'lotus', 'evil.example');
      expect(res.status).toBe(421);
      expect(res.link).toBeUndefined();
    });

    it('a brand without mainDomain links to its first configured domain (aurora → https://aurora-gaming.test)', async () => {
      const { link } = await resetLinkVia(world, 'aurora', 'aurora.localhost:8080');
      expect(new URL(link!).origin).toBe('https://aurora-gaming.test');
    });

    it('on a loopback-only server a brand without mainDomain links to http://<id>.localhost:<port>; mainDomain still wins', async () => {
      world.app.siteLinks.listeningLocally(4173);
      try {
        expect(new URL((await resetLinkVia(world, 'aurora', 'aurora.localhost')).link!).origin).toBe('http://aurora.localhost:4173');
        expect(new URL((await resetLinkVia(world, 'lotus', 'lotus.localhost')).link!).origin).toBe('https://lotus-play.test');
      } finally {
        world.app.siteLinks.listeningLocally(undefined);
      }
    });

    it('unclaimed host (no opt-in): 421 for the shell, static files and every API, JSON envelope host.unclaimed for APIs', async () => {
      const page = await world.app.inject({ url: '/', headers: { host: 'unknown.example' } });
      expect(page.statusCode).toBe(421);
      expect(page.body).not.toContain('boot-payload');
      const api = await world.app.inject({ url: '/wps/system/status', headers: { host: 'unknown.example' } });
      expect(api.statusCode).toBe(421);
      expect(JSON.parse(api.body)).toMatchObject({ success: false, errorCode: 'host.unclaimed' });
    });

    it('loopback hosts (localhost, 127.0.0.1, [::1]) keep the default brand', async () => {
      for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
        const res = await world.app.inject({ url: '/wps/system/whitelabel', headers: { host } });
        expect(res.statusCode, host).toBe(200);
      }
    });
  });
});

describe.each(dbLegs())('security: servesUnclaimedHosts opt-in on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, { editBrands: (dir) => editBrand(dir, 'lotus', (b) => (b.servesUnclaimedHosts = true)) });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('the default brand answers public reads on an unclaimed host', async () => {
      const c = new Client(world, 'mirror.example', ip());
      const status = await c.get('/wps/system/status');
      expect(status.status).toBe(200);
      expect(status.envelope.success).toBe(true);
    });

    it('account endpoints never act on an unclaimed host: 421 host.unclaimed', async () => {
      const username = uniqueName('uh');
      const email = `${username}@example.com`;
      await createAccount(world, { brand: 'lotus', username, password: 'abc12345', type: 'member', email });
      const c = new Client(world, 'mirror.example', ip());
      const calls = [
        () => c.post('/wps/member/password/email', { username, email }, { form: true }),
        () => c.post('/wps/session/login', { username, password: 'abc12345' }),
        () => c.get('/wps/captcha'),
        () => c.get('/wps/session/key/rsa'),
        () => c.post('/wps/verification/sms/register', { mobileNum: '1712345678', countryDialingCode: '880' }),
        () => c.put('/wps/member/register', {}),
        () => c.get('/wps/member/info'),
        () => c.get('/wps/v2/wallets/balance'),
        () => c.get('/wps/session/social/providers'),
      ];
      for (const call of calls) {
        const res = await call();
        expect(res.status, res.raw.body).toBe(421);
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'host.unclaimed' });
      }
      expect(await outbox(world, 'lotus', email)).toEqual([]);
    });

    it('a session token is not honoured on an unclaimed host (public reads answer as a guest)', async () => {
      const username = uniqueName('uh');
      await createAccount(world, { brand: 'lotus', username, password: 'abc12345', type: 'member' });
      const member = new Client(world, 'lotus.localhost', ip());
      expect((await member.login(username, 'abc12345')).status).toBe(200);
      const elsewhere = new Client(world, 'mirror.example', ip());
      elsewhere.token = member.token;
      expect((await elsewhere.get('/wps/member/info')).status).toBe(421);
    });
  });
});
