// One-click sign-in (the login modal's Google, Facebook or Telegram; "Social sign-in", docs/spec/rules.md; popup
// errors: docs/spec/errors.md; docs/security.md, section 2.1): the real verifiers against a local JWKS and a local bot
// token (never the real providers), the dev-tools stand-in, and the same lockout and new-IP second factor as the
// password login (ASVS V6.8).
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toClientBrand } from '../../../../src/engine/brand/client.ts';
import { loadBrandSet } from '../../../../src/engine/node/brand/load.ts';
import type { LoginResult, SecondFactorChallenge, SocialProviderList, SocialStart } from '../../../../src/generated/types.ts';
import { validateBrandConfig, validateSocialProviderList, validateSocialStart } from '../../../../src/generated/validators.js';
import { loginLimits, recordFailure } from '../../../../src/server/modules/session/attempts.ts';
import { Client, lastCode, openWorld, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

const CLIENT_ID = 'lotus-test-client.apps.example';
const ISSUER = 'https://issuer.example';
const BOT_TOKEN_ENV = 'TEST_SOCIAL_TELEGRAM_BOT_TOKEN';
const BOT_TOKEN = '1000000001:test-bot-token-never-used-elsewhere';

interface PopupMessage {
  type: string;
  provider: string;
  state: string;
  idToken?: string;
  error?: string;
}

/** The message the popup page posts to its opener. */
function messageOf(html: string): PopupMessage {
  return JSON.parse(/var message = (\{.*\});/.exec(html)![1]!) as PopupMessage;
}

/** A tiny key server on 127.0.0.1 standing in for the provider's JWKS endpoint. */
async function serveJwks(keys: JWK[]): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`, server };
}

/** Telegram's signature over the login data (core.telegram.org/widgets/login "Checking authorization"). */
function telegramSign(fields: Record<string, string | number>, botToken = BOT_TOKEN): Record<string, string | number> {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(check).digest('hex');
  return { ...fields, hash };
}

describe('login.social in brand files', () => {
  const withSocial = (social: unknown): unknown => {
    const b = JSON.parse(readFileSync('brands/lotus/brand.json', 'utf8')) as { login: Record<string, unknown> };
    b.login.social = social;
    return b;
  };
  it('provider URLs are https; plain http only on loopback (a local key server in tests)', () => {
    const google = (jwksUrl: string) => validateBrandConfig(withSocial({ google: { clientId: 'c', jwksUrl } }));
    expect(google('https://keys.example/jwks')).toBe(true);
    expect(google('http://127.0.0.1:8080/jwks')).toBe(true);
    expect(google('http://keys.example/jwks')).toBe(false);
    expect(google('javascript:alert(1)')).toBe(false);
  });
  it('the registrations stay on the server: the browser\'s brand has the providers, not login.social', () => {
    const lotus = loadBrandSet('brands').brands.find((b) => b.id === 'lotus')!;
    expect(lotus.config.login.social?.google?.clientId).toBeTruthy();
    const client = toClientBrand(lotus);
    expect(client.login.socialProviders).toEqual(['google', 'facebook', 'telegram']);
    expect(client.login).not.toHaveProperty('social');
  });
  it('the bot token is named, never written: botTokenEnv is an environment variable name', () => {
    expect(validateBrandConfig(withSocial({ telegram: { botId: '1', botTokenEnv: 'TG_TOKEN' } }))).toBe(true);
    expect(validateBrandConfig(withSocial({ telegram: { botId: '1', botTokenEnv: '1:secret-token' } }))).toBe(false);
    expect(validateBrandConfig(withSocial({ telegram: { botId: '1', botTokenEnv: 'TG_TOKEN', botToken: 'x' } }))).toBe(false);
  });
});

describe.each(dbLegs())('accounts: social sign-in on $name', (leg) => {
  let dev: TestWorld;
  let prod: TestWorld;
  let jwks: Server;
  let signingKey: CryptoKey;
  let otherKey: CryptoKey;
  let ipSeq = 0;
  const ip = (): string => `10.6.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const served = await serveJwks([{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }]);
    jwks = served.server;
    process.env[BOT_TOKEN_ENV] = BOT_TOKEN;
    dev = await openWorld(leg);
    prod = await openWorld(leg, {
      devTools: false,
      editBrands: (dir) =>
        editBrand(dir, 'lotus', (b) => {
          b.login.social = {
            google: { clientId: CLIENT_ID, issuer: ISSUER, jwksUrl: served.url },
            facebook: { clientId: 'lotus-facebook-app' },
            telegram: { botId: '1000000001', botTokenEnv: BOT_TOKEN_ENV },
          };
        }),
    });
  });
  afterAll(async () => {
    await closeServers();
    await dev?.dispose();
    await prod?.dispose();
    jwks?.close();
    Reflect.deleteProperty(process.env, BOT_TOKEN_ENV);
    removeTemps();
  });

  describe.skipIf(!leg.available)('without dev tools (production)', () => {
    const lotus = (addr = ip()) => new Client(prod, 'lotus.localhost', addr);

    async function start(c: Client, provider = 'google'): Promise<{ state: string; nonce: string; url: URL }> {
      const res = await c.post<SocialStart>('/wps/session/social/start', { provider });
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      expect(validateSocialStart(res.envelope.value)).toBe(true);
      const url = new URL(res.envelope.value.url);
      return { state: res.envelope.value.state, nonce: url.searchParams.get('nonce') ?? '', url };
    }

    interface TokenOptions {
      sub?: string;
      nonce?: string;
      aud?: string | string[];
      iss?: string;
      key?: CryptoKey;
      /** seconds from now */
      expiresIn?: number;
      name?: string;
      email?: string;
    }
    async function idToken(o: TokenOptions): Promise<string> {
      const now = Math.floor(prod.clock.now() / 1000);
      return new SignJWT({
        nonce: o.nonce,
        name: o.name ?? 'Test Person',
        ...(o.email ? { email: o.email, email_verified: true } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(o.iss ?? ISSUER)
        .setAudience(o.aud ?? CLIENT_ID)
        .setSubject(o.sub ?? 'google-sub-1')
        .setIssuedAt(now)
        .setExpirationTime(now + (o.expiresIn ?? 600))
        .sign(o.key ?? signingKey);
    }

    /** The whole OIDC round: start, a token for its nonce, login. */
    async function googleLogin(c: Client, o: TokenOptions = {}) {
      const s = await start(c);
      const token = await idToken({ nonce: s.nonce, ...o });
      return { ...s, token, res: await c.post<LoginResult>('/wps/session/social/login', { provider: 'google', idToken: token, state: s.state }) };
    }

    it('ASVS V6.8.2 the exploit replayed: no local popup without dev tools, and a local token signs nobody in', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const page = await prod.app.inject({
          method,
          url: '/wps/session/social/local/authorize?provider=google&state=x',
          headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
          ...(method === 'POST' ? { payload: 'provider=google&state=x&name=Victim' } : {}),
        });
        expect(page.statusCode).toBe(404);
        expect(JSON.parse(page.body)).toMatchObject({ success: false, errorCode: 'function.not.available' });
      }
      // The old two-step (a name, then login without a server-issued state) is a bad request now.
      expect((await lotus().post('/wps/session/social/login', { provider: 'google', idToken: 'local.x.y' })).envelope.errorCode).toBe('request_param_err');
      const c = lotus();
      const s = await start(c);
      const res = await c.post('/wps/session/social/login', { provider: 'google', idToken: 'local.eyJzdWIiOiJ2aWN0aW0ifQ.sig', state: s.state });
      expect(res.envelope).toMatchObject({ errorCode: 'social.invalid_token', message: 'Login failure. Please try again.' });
      // Nor can another site post the login as a plain HTML form.
      const form = await c.post('/wps/session/social/login', { provider: 'google', idToken: 'x', state: s.state }, { form: true });
      expect(form.status).toBe(415);
    });

    it('start: the provider page with client id, id_token form_post, nonce, and a redirect on the brand\'s main domain (never the Host)', async () => {
      const s = await start(lotus());
      expect(`${s.url.origin}${s.url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(Object.fromEntries(s.url.searchParams)).toEqual({
        client_id: CLIENT_ID,
        response_type: 'id_token',
        response_mode: 'form_post',
        redirect_uri: 'https://lotus-play.test/wps/session/social/callback/google',
        scope: 'openid email profile',
        state: s.state,
        nonce: s.nonce,
      });
      expect(s.state).not.toBe(s.nonce);
      const stored = await prod.db.query<{ state_hash: string }>('SELECT state_hash FROM social_states WHERE brand_id = $1', ['lotus']);
      expect(stored.rows.map((r) => r.state_hash)).not.toContain(s.state);
      const fb = await start(lotus(), 'facebook');
      expect(`${fb.url.origin}${fb.url.pathname}`).toBe('https://www.facebook.com/dialog/oauth');
      expect(fb.url.searchParams.get('client_id')).toBe('lotus-facebook-app');
      // Facebook answers the implicit id_token in the fragment, which the callback page reads.
      expect(fb.url.searchParams.get('response_mode')).toBe('fragment');
      const fbPage = await prod.app.inject({ url: '/wps/session/social/callback/facebook', headers: { host: 'lotus.localhost' } });
      expect(fbPage.body).toContain("h.get('id_token')");
      expect(messageOf(fbPage.body)).toEqual({ type: 'wps-social', provider: 'facebook', state: '' });
      // A brand that offers no provider starts nothing.
      expect((await new Client(prod, 'pebble.localhost', ip()).post('/wps/session/social/start', { provider: 'google' })).envelope.errorCode).toBe(
        'function.not.available',
      );
    });

    it('callback: the provider\'s form post becomes a same-origin message to the opener, escaped, under a nonce CSP', async () => {
      const page = await prod.app.inject({
        method: 'POST',
        url: '/wps/session/social/callback/google',
        headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id_token: 'a.b.c', state: '</script><script>alert(1)</script>' }).toString(),
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*script-src 'nonce-/);
      // Back from the provider's site, the page must still reach its opener.
      expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(page.body).toContain('window.opener.postMessage(message, window.location.origin)');
      expect(page.body).not.toContain('</script><script>alert(1)');
      expect(messageOf(page.body)).toEqual({ type: 'wps-social', provider: 'google', state: '</script><script>alert(1)</script>', idToken: 'a.b.c' });
      const cancelled = await prod.app.inject({
        method: 'POST',
        url: '/wps/session/social/callback/google',
        headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'error=access_denied&state=s1',
      });
      expect(messageOf(cancelled.body)).toEqual({ type: 'wps-social', provider: 'google', state: 's1', error: 'cancelled' });
    });

    it('ASVS V6.8.2 a valid ID token signs in; the same subject is the same member whatever the name; another subject is another member', async () => {
      const first = await googleLogin(lotus(), { sub: 'sub-alice', name: 'Alice' });
      expect(first.res.status, JSON.stringify(first.res.envelope)).toBe(200);
      const again = await googleLogin(lotus(), { sub: 'sub-alice', name: 'Somebody Else Entirely' });
      expect(again.res.envelope.value.id).toBe(first.res.envelope.value.id);
      const mallory = await googleLogin(lotus(), { sub: 'sub-mallory', name: 'Alice' });
      expect(mallory.res.status).toBe(200);
      expect(mallory.res.envelope.value.id).not.toBe(first.res.envelope.value.id);
    });

    it('ASVS V6.8.2 forged, other-audience, other-issuer, expired and wrong-nonce ID tokens are refused', async () => {
      const refused = async (o: TokenOptions) => (await googleLogin(lotus(), { sub: 'sub-target', ...o })).res.envelope.errorCode;
      expect(await refused({ key: otherKey })).toBe('social.invalid_token');
      expect(await refused({ aud: 'another-client' })).toBe('social.invalid_token');
      expect(await refused({ aud: [CLIENT_ID, 'another-client'] })).toBe('social.invalid_token'); // no azp naming us
      expect(await refused({ iss: 'https://accounts.google.com' })).toBe('social.invalid_token');
      expect(await refused({ expiresIn: -120 })).toBe('social.invalid_token');
      expect(await refused({ nonce: 'not-the-nonce-of-this-sign-in' })).toBe('social.invalid_token');
      // An unsigned token.
      const c = lotus();
      const s = await start(c);
      const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const body = Buffer.from(JSON.stringify({ iss: ISSUER, aud: CLIENT_ID, sub: 'sub-target', nonce: s.nonce, exp: 9e9, iat: 1 })).toString('base64url');
      expect((await c.post('/wps/session/social/login', { provider: 'google', idToken: `${header}.${body}.`, state: s.state })).envelope.errorCode).toBe(
        'social.invalid_token',
      );
      expect((await prod.db.query('SELECT 1 FROM social_identities WHERE subject = $1', ['sub-target'])).rowCount).toBe(0);
    });

    it('ASVS V6.8.2 a state is used once, only for its provider, within 10 minutes', async () => {
      const ok = await googleLogin(lotus(), { sub: 'sub-replay' });
      expect(ok.res.status).toBe(200);
      const replay = await lotus().post('/wps/session/social/login', { provider: 'google', idToken: ok.token, state: ok.state });
      expect(replay.envelope.errorCode).toBe('social.invalid_token');
      // A token stolen from one sign-in does not finish another (its nonce is the other start's).
      const c = lotus();
      const fresh = await start(c);
      expect((await c.post('/wps/session/social/login', { provider: 'google', idToken: ok.token, state: fresh.state })).envelope.errorCode).toBe(
        'social.invalid_token',
      );
      const late = await start(c);
      prod.clock.advance(10 * 60_000 + 1);
      const lateToken = await idToken({ sub: 'sub-replay', nonce: late.nonce });
      expect((await c.post('/wps/session/social/login', { provider: 'google', idToken: lateToken, state: late.state })).envelope.errorCode).toBe(
        'social.invalid_token',
      );
      const tg = await start(c, 'telegram');
      expect((await c.post('/wps/session/social/login', { provider: 'google', idToken: 'x', state: tg.state })).envelope.errorCode).toBe('social.invalid_token');
    });

    describe('Telegram', () => {
      const payload = (fields: Partial<Record<string, string | number>> = {}) =>
        telegramSign({ id: 777000111, first_name: 'Tele', username: 'tele_gram', auth_date: Math.floor(prod.clock.now() / 1000), ...fields } as Record<
          string,
          string | number
        >);
      async function telegramLogin(c: Client, data: Record<string, string | number>) {
        const s = await start(c, 'telegram');
        return c.post<LoginResult>('/wps/session/social/login', { provider: 'telegram', idToken: JSON.stringify(data), state: s.state });
      }

      it('start: Telegram\'s popup for the bot, coming back to the main domain with the state', async () => {
        const s = await start(lotus(), 'telegram');
        expect(`${s.url.origin}${s.url.pathname}`).toBe('https://oauth.telegram.org/auth');
        expect(s.url.searchParams.get('bot_id')).toBe('1000000001');
        expect(s.url.searchParams.get('origin')).toBe('https://lotus-play.test');
        expect(s.url.searchParams.get('return_to')).toBe(`https://lotus-play.test/wps/session/social/callback/telegram?state=${s.state}`);
        expect(s.url.toString()).not.toContain(BOT_TOKEN.split(':')[1]);
        expect(s.url.searchParams.has('request_access')).toBe(false);
      });

      it('ASVS V6.8.2 signed login data signs in as the Telegram user id; a new name is the same member', async () => {
        const first = await telegramLogin(lotus(), payload());
        expect(first.status, JSON.stringify(first.envelope)).toBe(200);
        const renamed = await telegramLogin(lotus(), payload({ first_name: 'Renamed', auth_date: Math.floor(prod.clock.now() / 1000) - 1 }));
        expect(renamed.envelope.value.id).toBe(first.envelope.value.id);
        const link = await prod.db.query<{ subject: string }>('SELECT subject FROM social_identities WHERE member_id = $1', [first.envelope.value.id]);
        expect(link.rows).toEqual([{ subject: '777000111' }]);
      });

      it('ASVS V6.8.2 tampered, wrongly keyed, stale and replayed login data is refused', async () => {
        const good = payload({ id: 777000222 });
        expect((await telegramLogin(lotus(), { ...good, id: 777000223 })).envelope.errorCode).toBe('social.invalid_token');
        expect((await telegramLogin(lotus(), telegramSign({ id: 777000222, auth_date: good.auth_date! }, '1:another-bot'))).envelope.errorCode).toBe(
          'social.invalid_token',
        );
        expect((await telegramLogin(lotus(), { ...good, extra: 'x' })).envelope.errorCode).toBe('social.invalid_token');
        expect((await telegramLogin(lotus(), payload({ id: 777000222, auth_date: Math.floor(prod.clock.now() / 1000) - 11 * 60 }))).envelope.errorCode).toBe(
          'social.invalid_token',
        );
        expect((await telegramLogin(lotus(), good)).status).toBe(200);
        expect((await telegramLogin(lotus(), good)).envelope.errorCode).toBe('social.invalid_token');
      });

      it('callback: the page reads Telegram\'s fragment, not the server', async () => {
        const page = await prod.app.inject({ url: '/wps/session/social/callback/telegram?state=abc', headers: { host: 'lotus.localhost' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('tgAuthResult');
        expect(messageOf(page.body)).toEqual({ type: 'wps-social', provider: 'telegram', state: 'abc' });
      });

      it('without the bot token in the environment Telegram is not available', async () => {
        Reflect.deleteProperty(process.env, BOT_TOKEN_ENV);
        try {
          expect((await lotus().post('/wps/session/social/start', { provider: 'telegram' })).envelope.errorCode).toBe('function.not.available');
        } finally {
          process.env[BOT_TOKEN_ENV] = BOT_TOKEN;
        }
      });
    });

    it('ASVS V6.3.1 a locked account stays locked for social sign-in (423 login.locked)', async () => {
      const first = await googleLogin(lotus(), { sub: 'sub-locked' });
      expect(first.res.status).toBe(200);
      const member = first.res.envelope.value;
      const brand = prod.app.registry.get('lotus')!;
      const subject = { brandId: 'lotus', accountKey: member.userName.toLowerCase(), ip: '198.51.100.7' };
      let lockEnd: number | null = null;
      for (let i = 0; i < 100 && !lockEnd; i++) lockEnd = await recordFailure(prod.db, subject, member.id, loginLimits(brand), prod.clock.now());
      expect(lockEnd).not.toBeNull();
      const locked = await googleLogin(lotus(), { sub: 'sub-locked' });
      expect(locked.res.status).toBe(423);
      expect(locked.res.envelope.errorCode).toBe('login.locked');
    });

    it('ASVS V6.3.1 forged proofs count toward the IP lockout like wrong passwords', async () => {
      const c = lotus();
      let last = 0;
      for (let i = 0; i < 100 && last !== 423; i++) last = (await googleLogin(c, { sub: 'sub-ip', key: otherKey })).res.status;
      expect(last).toBe(423);
      const valid = await googleLogin(c, { sub: 'sub-ip' });
      expect(valid.res.envelope.errorCode).toBe('login.locked');
      // Another address is not locked by this one.
      expect((await googleLogin(lotus(), { sub: 'sub-ip' })).res.status).toBe(200);
    });

    it('a login from an unregistered IP triggers extra verification: social sign-in asks the second factor too', async () => {
      const email = 'social.second@example.test';
      const home = '203.0.113.10';
      const first = await googleLogin(lotus(home), { sub: 'sub-2fa', email });
      expect(first.res.status).toBe(200);
      expect((await googleLogin(lotus(home), { sub: 'sub-2fa', email })).res.status).toBe(200);
      const away = lotus('203.0.113.99');
      const asked = await googleLogin(away, { sub: 'sub-2fa', email });
      expect(asked.res.status).toBe(400);
      expect(asked.res.envelope.errorCode).toBe('login.second_factor_required');
      const challenge = asked.res.envelope.value as unknown as SecondFactorChallenge;
      expect(challenge.method).toBe('email');
      const done = await away.post<LoginResult>(
        '/wps/session/login/verification',
        { challengeId: challenge.challengeId, code: await lastCode(prod, 'lotus', email) },
        { enc: true },
      );
      expect(done.status, JSON.stringify(done.envelope)).toBe(200);
      expect(done.envelope.value.id).toBe(first.res.envelope.value.id);
    });

    it('a brand that lists a provider without its registration is refused by the hot reload (file + pointer)', async () => {
      editBrand(prod.brandsDir, 'lotus', (b) => {
        delete b.login.social.telegram;
      });
      const e = await prod.app.registry.reloadNow('lotus');
      expect(e.outcome).toBe('rejected');
      expect(e.problems).toContainEqual(
        expect.objectContaining({ file: expect.stringMatching(/lotus\/brand\.json$/), pointer: '/login/social/telegram', message: expect.stringMatching(/is required because \/login\/socialProviders\/2 lists "telegram"/) }),
      );
      // The last good version keeps serving.
      expect((await lotus().post('/wps/session/social/start', { provider: 'telegram' })).status).toBe(200);
    });
  });

  describe.skipIf(!leg.available)('with dev tools (the local stand-in)', () => {
    const lotus = (addr = ip()) => new Client(dev, 'lotus.localhost', addr);
    const pebble = (addr = ip()) => new Client(dev, 'pebble.localhost', addr);

    /** One tester's browser: its popup cookie, and the app's client. */
    class Tester {
      cookie: string | undefined;
      constructor(readonly host = 'lotus.localhost') {}

      /** start → the popup's form → POST a name → the token the page hands to its opener. */
      async popup(c: Client, provider: string, name: string): Promise<{ idToken: string; state: string }> {
        const started = await c.post<SocialStart>('/wps/session/social/start', { provider });
        expect(started.status, JSON.stringify(started.envelope)).toBe(200);
        const url = started.envelope.value.url;
        expect(url.startsWith('/wps/session/social/local/authorize?')).toBe(true);
        const form = await dev.app.inject({ method: 'GET', url, headers: { host: this.host, ...(this.cookie ? { cookie: this.cookie } : {}) } });
        expect(form.statusCode).toBe(200);
        expect(form.headers['content-type']).toMatch(/^text\/html/);
        expect(form.body).toContain('<form method="post">');
        const set = form.cookies.find((k) => k.name === 'wps_social_tester');
        if (set) this.cookie = `wps_social_tester=${set.value}`;
        const nonce = new URL(url, 'http://x').searchParams.get('nonce')!;
        const done = await dev.app.inject({
          method: 'POST',
          url: '/wps/session/social/local/authorize',
          headers: { host: this.host, 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookie! },
          payload: new URLSearchParams({ provider, state: started.envelope.value.state, nonce, name }).toString(),
        });
        expect(done.statusCode).toBe(200);
        expect(done.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
        const message = messageOf(done.body);
        expect(message).toMatchObject({ type: 'wps-social', provider, state: started.envelope.value.state });
        return { idToken: message.idToken!, state: message.state };
      }

      async login(c: Client, provider: string, name: string) {
        const p = await this.popup(c, provider, name);
        return c.post<LoginResult>('/wps/session/social/login', { provider, ...p });
      }
    }

    it('Login modal: GET /wps/session/social/providers lists the brand\'s providers', async () => {
      const res = await lotus().get<SocialProviderList>('/wps/session/social/providers');
      expect(validateSocialProviderList(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toEqual([
        { provider: 'google', label: 'Google' },
        { provider: 'facebook', label: 'Facebook' },
        { provider: 'telegram', label: 'Telegram' },
      ]);
      expect((await pebble().get('/wps/session/social/providers')).envelope.value).toEqual([]);
    });

    it('Social sign-in: the first sign-in creates a member; the same tester signs in to the same account', async () => {
      const name = 'Tester Sameperson';
      const t = new Tester();
      const c = lotus();
      const first = await t.login(c, 'google', name);
      expect(first.status, JSON.stringify(first.envelope)).toBe(200);
      expect(first.envelope.value).toMatchObject({ customerType: '0', firstTimeLogin: false });
      expect(first.envelope.value.userName).toMatch(/^tester[a-z]?\d{4,}$/);
      c.token = first.envelope.value.token;
      expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ nickname: name });
      const second = await t.login(lotus(), 'google', 'Any Other Name');
      expect(second.envelope.value.id).toBe(first.envelope.value.id);
      // Another provider is another identity.
      const fb = await t.login(lotus(), 'facebook', name);
      expect(fb.envelope.value.id).not.toBe(first.envelope.value.id);
    });

    it('ASVS V6.8.2 the exploit replayed with dev tools: another tester typing the same name gets their own account', async () => {
      const name = 'Victim Name';
      const victim = await new Tester().login(lotus(), 'google', name);
      const attacker = await new Tester().login(lotus(), 'google', name);
      expect(victim.status).toBe(200);
      expect(attacker.status).toBe(200);
      expect(attacker.envelope.value.id).not.toBe(victim.envelope.value.id);
      expect((await new Tester().login(lotus(), 'google', ' victim  NAME ')).envelope.value.id).not.toBe(victim.envelope.value.id);
    });

    it('Social sign-in: a forged or expired token → social.invalid_token "Login failure. Please try again."', async () => {
      const t = new Tester();
      const forgedPopup = await t.popup(lotus(), 'google', 'Forger');
      const forged = forgedPopup.idToken.slice(0, -4) + (forgedPopup.idToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      const res = await lotus().post('/wps/session/social/login', { provider: 'google', idToken: forged, state: forgedPopup.state });
      expect(res.envelope).toMatchObject({ errorCode: 'social.invalid_token', message: 'Login failure. Please try again.' });
      const late = await t.popup(lotus(), 'google', 'Forger');
      dev.clock.advance(5 * 60_000 + 1);
      expect((await lotus().post('/wps/session/social/login', { provider: 'google', ...late })).envelope.errorCode).toBe('social.invalid_token');
    });

    it('Social sign-in: a token of one provider is not another\'s, nor another brand\'s, nor another sign-in\'s', async () => {
      const t = new Tester();
      const google = await t.popup(lotus(), 'google', 'Crossing');
      const c = lotus();
      const tg = await c.post<SocialStart>('/wps/session/social/start', { provider: 'telegram' });
      expect((await c.post('/wps/session/social/login', { provider: 'telegram', idToken: google.idToken, state: tg.envelope.value.state })).envelope.errorCode).toBe(
        'social.invalid_token',
      );
      const aurora = await new Tester('aurora.localhost').popup(new Client(dev, 'aurora.localhost', ip()), 'google', 'Crossing');
      const lotusStart = await c.post<SocialStart>('/wps/session/social/start', { provider: 'google' });
      expect((await c.post('/wps/session/social/login', { provider: 'google', idToken: aurora.idToken, state: lotusStart.envelope.value.state })).envelope.errorCode).toBe(
        'social.invalid_token',
      );
      // The popup's token with the state of a different start: that start's nonce is not in it.
      const other = await c.post<SocialStart>('/wps/session/social/start', { provider: 'google' });
      expect((await c.post('/wps/session/social/login', { provider: 'google', idToken: google.idToken, state: other.envelope.value.state })).envelope.errorCode).toBe(
        'social.invalid_token',
      );
    });

    it('Flags: a provider the brand does not offer → function.not.available (start, popup, login)', async () => {
      expect((await pebble().post('/wps/session/social/start', { provider: 'google' })).envelope.errorCode).toBe('function.not.available');
      expect((await pebble().post('/wps/session/social/login', { provider: 'google', idToken: 'local.x.y', state: 'x' })).envelope.errorCode).toBe(
        'function.not.available',
      );
      const page = await dev.app.inject({ method: 'GET', url: '/wps/session/social/local/authorize?provider=facebook', headers: { host: 'aurora.localhost' } });
      expect(JSON.parse(page.body)).toMatchObject({ errorCode: 'function.not.available' });
    });

    it('Social popup: the state and name are escaped in the page', async () => {
      const form = await dev.app.inject({
        method: 'GET',
        url: `/wps/session/social/local/authorize?provider=google&nonce=n&state=${encodeURIComponent('"><script>x</script>')}`,
        headers: { host: 'lotus.localhost' },
      });
      expect(form.body).not.toContain('<script>x</script>');
      expect(form.body).toContain('&quot;&gt;&lt;script&gt;');
      const done = await dev.app.inject({
        method: 'POST',
        url: '/wps/session/social/local/authorize',
        headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ provider: 'google', state: '</script><script>alert(1)</script>', nonce: 'n', name: 'X' }).toString(),
      });
      expect(done.body).not.toContain('</script><script>alert(1)');
    });

    it('Roles: an agent linked to a social identity may not sign in on the member site', async () => {
      const t = new Tester();
      const res = await t.login(lotus(), 'telegram', 'Future Agent');
      await dev.db.query('UPDATE members SET type = 1 WHERE id = $1', [res.envelope.value.id]);
      const again = await t.login(lotus(), 'telegram', 'Future Agent');
      expect(again.envelope.errorCode).toBe('login.not_member');
    });
  });
});
