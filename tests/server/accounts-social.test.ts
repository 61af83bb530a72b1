// One-click sign-in with the built-in local provider (seed §2 login modal "Google, Facebook or Telegram",
// §8 popup errors; accounts-contract.md "Social sign-in").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, SocialProviderList } from '../../src/generated/types.ts';
import { validateSocialProviderList } from '../../src/generated/validators.js';
import { Client, openWorld, uniqueName, type AccountsWorld } from './support/accounts.ts';
import { removeTemps } from './support/fixtures.ts';
import { dbLegs } from './support/legs.ts';
import { closeServers } from './support/server.ts';

describe.each(dbLegs())('accounts: social sign-in on $name', (leg) => {
  let world: AccountsWorld;
  let ipSeq = 0;
  const ip = (): string => `10.6.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);
  const pebble = (addr = ip()) => new Client(world, 'pebble.localhost', addr);

  /** The popup: GET the form, POST a name, read the token the page hands to its opener. */
  async function popupToken(host: string, provider: string, name: string, state = 'st4te'): Promise<string> {
    const form = await world.app.inject({ method: 'GET', url: `/wps/session/social/local/authorize?provider=${provider}&state=${state}`, headers: { host } });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(form.body).toContain('<form method="post">');
    const done = await world.app.inject({
      method: 'POST',
      url: `/wps/session/social/local/authorize`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ provider, state, name }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(done.body).toContain('window.opener.postMessage(message, window.location.origin)');
    const message = JSON.parse(/var message = (\{.*\});/.exec(done.body)![1]!) as { type: string; provider: string; state: string; idToken: string };
    expect(message).toMatchObject({ type: 'wps-social', provider, state });
    return message.idToken;
  }

  describe.skipIf(!leg.available)('', () => {
    it('§2 Login modal: GET /wps/session/social/providers lists the brand\'s providers', async () => {
      const res = await lotus().get<SocialProviderList>('/wps/session/social/providers');
      expect(validateSocialProviderList(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toEqual([
        { provider: 'google', label: 'Google' },
        { provider: 'facebook', label: 'Facebook' },
        { provider: 'telegram', label: 'Telegram' },
      ]);
      expect((await pebble().get('/wps/session/social/providers')).envelope.value).toEqual([]);
    });

    it('§2 Social sign-in: the first sign-in creates a member; the same person signs in to the same account', async () => {
      const name = `Tester ${uniqueName('s')}`;
      const c = lotus();
      const first = await c.post<LoginResult>('/wps/session/social/login', { provider: 'google', idToken: await popupToken('lotus.localhost', 'google', name) });
      expect(first.status, JSON.stringify(first.envelope)).toBe(200);
      expect(first.envelope.value).toMatchObject({ customerType: '0', firstTimeLogin: false });
      expect(first.envelope.value.userName).toMatch(/^tester[a-z]?\d{4,}$/);
      c.token = first.envelope.value.token;
      expect((await c.get('/wps/member/info')).envelope.value).toMatchObject({ nickname: name });
      const second = await lotus().post<LoginResult>('/wps/session/social/login', { provider: 'google', idToken: await popupToken('lotus.localhost', 'google', name) });
      expect(second.envelope.value.id).toBe(first.envelope.value.id);
      // Another provider is another identity.
      const fb = await lotus().post<LoginResult>('/wps/session/social/login', { provider: 'facebook', idToken: await popupToken('lotus.localhost', 'facebook', name) });
      expect(fb.envelope.value.id).not.toBe(first.envelope.value.id);
    });

    it('§8 Social sign-in: a forged or expired token → social.invalid_token "Login failure. Please try again."', async () => {
      const token = await popupToken('lotus.localhost', 'google', 'Forger');
      const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      const res = await lotus().post('/wps/session/social/login', { provider: 'google', idToken: forged });
      expect(res.envelope).toMatchObject({ errorCode: 'social.invalid_token', message: 'Login failure. Please try again.' });
      world.clock.advance(5 * 60_000 + 1);
      expect((await lotus().post('/wps/session/social/login', { provider: 'google', idToken: token })).envelope.errorCode).toBe('social.invalid_token');
    });

    it('§8 Social sign-in: a token of one provider is not another\'s, nor another brand\'s', async () => {
      const token = await popupToken('lotus.localhost', 'google', 'Crossing');
      expect((await lotus().post('/wps/session/social/login', { provider: 'telegram', idToken: token })).envelope.errorCode).toBe('social.invalid_token');
      const auroraToken = await popupToken('aurora.localhost', 'google', 'Crossing');
      expect((await lotus().post('/wps/session/social/login', { provider: 'google', idToken: auroraToken })).envelope.errorCode).toBe('social.invalid_token');
    });

    it('§6 Flags: a provider the brand does not offer → function.not.available (popup too)', async () => {
      expect((await pebble().post('/wps/session/social/login', { provider: 'google', idToken: 'local.x.y' })).envelope.errorCode).toBe('function.not.available');
      const page = await world.app.inject({ method: 'GET', url: '/wps/session/social/local/authorize?provider=facebook', headers: { host: 'aurora.localhost' } });
      expect(JSON.parse(page.body)).toMatchObject({ errorCode: 'function.not.available' });
    });

    it('§2 Social popup: the state and name are escaped in the page', async () => {
      const form = await world.app.inject({ method: 'GET', url: `/wps/session/social/local/authorize?provider=google&state=${encodeURIComponent('"><script>x</script>')}`, headers: { host: 'lotus.localhost' } });
      expect(form.body).not.toContain('<script>x</script>');
      expect(form.body).toContain('&quot;&gt;&lt;script&gt;');
      const done = await world.app.inject({
        method: 'POST',
        url: '/wps/session/social/local/authorize',
        headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ provider: 'google', state: '</script><script>alert(1)</script>', name: 'X' }).toString(),
      });
      expect(done.body).not.toContain('</script><script>alert(1)');
    });

    it('§6 Roles: an agent linked to a social identity may not sign in on the member site', async () => {
      const c = lotus();
      const res = await c.post<LoginResult>('/wps/session/social/login', { provider: 'telegram', idToken: await popupToken('lotus.localhost', 'telegram', 'Future Agent') });
      await world.db.query('UPDATE members SET type = 1 WHERE id = $1', [res.envelope.value.id]);
      const again = await lotus().post('/wps/session/social/login', { provider: 'telegram', idToken: await popupToken('lotus.localhost', 'telegram', 'Future Agent') });
      expect(again.envelope.errorCode).toBe('login.not_member');
    });
  });
});
