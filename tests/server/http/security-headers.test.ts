// Security headers (ASVS V3.4), the app shell's CSP (V3.4.3), proxy trust and cookie flags (V3.3.1, V3.3.4),
// NUL bytes (V1.5: bad input is a 400, never a 500) and form bodies only where a form is expected (V3.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from '../../../src/server/http/proxy.ts';
import { cdnOrigin, serializeCsp, shellCsp } from '../../../src/server/shell/csp.ts';
import { loadBrandDir } from '../../../src/engine/node/brand/load.ts';
import { Client, createAccount, openWorld, outbox, uniqueName, type TestWorld } from '../support/world.ts';
import { editBrand, makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';

let ipSeq = 0;
const ip = (): string => `10.72.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** CSP header → { directive: [sources] }. */
function csp(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

describe.each(dbLegs())('security: headers, proxies, cookies, NUL, forms on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      distDir: makeDist(),
      editBrands: (dir) => editBrand(dir, 'pebble', (b) => (b.cdn = { images: ['/cdn/images', 'https://img.pebble-cdn.test/icons'], launchGame: ['/cdn/launch', 'https://games.pebble-cdn.test/launch'] })),
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string, host = 'aurora.localhost', headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    world.app.inject({ url, headers: { host, ...headers }, remoteAddress });

  describe.skipIf(!leg.available)('', () => {
    it('ASVS V3.4 the app shell: strict CSP with a per-request style nonce, no framing, nosniff, Referrer-Policy', async () => {
      // with a mode cookie: no system-mode head script, whose hash tests/server/shell/mode.test.ts checks
      const res = await get('/', 'aurora.localhost', { cookie: 'mode=light' });
      expect(res.statusCode).toBe(200);
      const p = csp(res.headers['content-security-policy']);
      expect(p['script-src']).toEqual(["'self'"]);
      expect(p['object-src']).toEqual(["'none'"]);
      expect(p['base-uri']).toEqual(["'none'"]);
      expect(p['frame-ancestors']).toEqual(["'none'"]);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(p['style-src']!.join(' '))?.[1];
      expect(nonce).toBeTruthy();
      expect(p['style-src']).not.toContain("'unsafe-inline'");
      // the brand tokens and the app's styles carry this nonce
      expect(res.body).toContain(`<style id="brand-tokens" nonce="${nonce}">`);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      // a new nonce every page
      const again = csp((await get('/')).headers['content-security-policy']);
      expect(again['style-src']).not.toEqual(p['style-src']);
      // plain http: no upgrade-insecure-requests (localhost development)
      expect(p['upgrade-insecure-requests']).toBeUndefined();
    });

    it('ASVS V3.4.3 the CSP admits the brand CDNs: images (img/connect) and game launch (frame)', async () => {
      const p = csp((await get('/rng', 'pebble.localhost')).headers['content-security-policy']);
      expect(p['img-src']).toContain('https://img.pebble-cdn.test');
      expect(p['connect-src']).toContain('https://img.pebble-cdn.test');
      expect(p['frame-src']).toEqual(["'self'", 'https://games.pebble-cdn.test']);
      // the other brands list only this site's own /cdn paths
      expect(csp((await get('/')).headers['content-security-policy'])['frame-src']).toEqual(["'self'"]);
    });

    it('ASVS V3.4 API answers, brand files and 404s: nosniff and a CSP that allows nothing', async () => {
      for (const url of ['/wps/system/status', '/wps/nope', '/brands/aurora/missing.png']) {
        const res = await get(url);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(csp(res.headers['content-security-policy'])['default-src'], url).toEqual(["'none'"]);
        expect(res.headers['x-powered-by'], url).toBeUndefined();
        // no COOP outside the shell: a social sign-in popup's callback page must keep its opener
        expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      }
    });

    it('ASVS V3.4 API answers carry the API set (HSTS, frame denial); headers only documents read stay on pages', async () => {
      const api = (await get('/wps/system/status')).headers;
      expect(api['strict-transport-security']).toBe('max-age=31536000');
      expect(api['x-frame-options']).toBe('DENY');
      expect(api['referrer-policy']).toBe('strict-origin-when-cross-origin');
      for (const name of ['x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'origin-agent-cluster', 'x-permitted-cross-domain-policies'])
        expect(api[name], name).toBeUndefined();
      const page = (await get('/brands/aurora/missing.png')).headers;
      expect(page['x-dns-prefetch-control']).toBe('off');
      expect(page['x-xss-protection']).toBe('0');
    });

    it('the vendor sandbox page is framed only by its own site (frame-ancestors self)', async () => {
      const res = await get('/cdn/launch/sandbox/0123456789abcdef0123');
      expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('ASVS V1.5 a NUL byte in the path, query or body is a 400 envelope, not a 500', async () => {
      for (const url of ['/wps/relay/GCSGAME_gameList?gameType=%00', '/wps/system/helpCenter%00', '/wps/session/key/rsa?x=a%00b']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(JSON.parse(res.body), url).toMatchObject({ success: false, errorCode: 'request_param_err' });
      }
      const c = new Client(world, 'lotus.localhost', ip());
      const login = await c.post('/wps/session/login', { username: 'nul\u0000user', password: 'abc12345' });
      expect(login.status).toBe(400);
      expect(login.envelope.errorCode).toBe('request_param_err');
      const forgot = await c.post('/wps/member/password/email', { username: 'a\u0000', email: 'x@example.com' }, { form: true });
      expect(forgot.status).toBe(400);
      // through the hybrid encryption too (the body is only seen after decryption)
      const enc = await c.put('/wps/member/register', { username: 'nul\u0000x', password: 'abc12345' }, { enc: true });
      expect(enc.status).toBe(400);
      expect(enc.envelope.errorCode).toBe('request_param_err');
    });

    it('ASVS V3.5 form bodies only on the forgot-password form: elsewhere 415', async () => {
      const c = new Client(world, 'lotus.localhost', ip());
      const login = await c.post('/wps/session/login', { username: 'someone', password: 'abc12345' }, { form: true });
      expect(login.status).toBe(415);
      expect(login.envelope.success).toBe(false);
      const remembered = await c.post('/wps/session/login/remembered', { deviceId: 'x' }, { form: true });
      expect(remembered.status).toBe(415);
      const username = uniqueName('fm');
      await createAccount(world, { brand: 'lotus', username, password: 'abc12345', type: 'member', email: `${username}@example.com` });
      const forgot = await c.post('/wps/member/password/email', { username, email: `${username}@example.com` }, { form: true });
      expect(forgot.envelope.success, JSON.stringify(forgot.envelope)).toBe(true);
      expect(await outbox(world, 'lotus', `${username}@example.com`)).toHaveLength(1);
    });

    it('ASVS V3.3.1 over plain http the captcha cookie is the bare name, not Secure', async () => {
      const res = await get('/wps/captcha', 'lotus.localhost', { 'x-forwarded-proto': 'https' }, ip());
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^wps_captcha=/);
      expect(cookie).not.toContain('Secure');
    });
  });
});

describe.each(dbLegs())('security: behind a TLS proxy on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    // One proxy hop in front (TRUST_PROXY=1), as a TLS-terminating load balancer on the same host would be.
    world = await openWorld(leg, { distDir: makeDist(), trustProxy: trustProxyFromEnv('1') });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('ASVS V3.3.1 X-Forwarded-Proto https from the trusted hop: __Host- prefixed, Secure captcha cookie; the server reads it back', async () => {
      const c = new Client(world, 'lotus.localhost', '127.0.0.1');
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.23' };
      world.clock.advance(1100);
      const img = await c.get('/wps/captcha', { headers });
      const cookie = String(img.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-wps_captcha=[0-9a-f-]{36}; /);
      expect(cookie).toContain('; Secure');
      expect(cookie).toContain('; Path=/');
      expect(cookie).not.toMatch(/Domain=/i);
      // the shell over https upgrades insecure sub-resources
      const page = await world.app.inject({ url: '/', headers: { host: 'lotus.localhost', ...headers } });
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });

    it('X-Forwarded-For/-Proto from one hop: the caller address is the forwarded one; a second forged hop is not believed', async () => {
      const res = await world.app.inject({
        url: '/wps/system/status',
        remoteAddress: '127.0.0.1',
        headers: { host: 'aurora.localhost', 'x-forwarded-for': '203.0.113.9, 198.51.100.23' },
      });
      // only the nearest hop is trusted: the address it saw (198.51.100.23), not what the client wrote before it
      expect(JSON.parse(res.body).value.location.ip).toBe('198.51.100.23');
    });
  });
});

describe.each(dbLegs())('security: proxy from an address list on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, { trustProxy: trustProxyFromEnv('10.9.0.0/16, 192.0.2.7') });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('ASVS V3.3.1 X-Forwarded-Proto from an untrusted address is ignored: no __Host-/Secure, caller IP is the socket', async () => {
      world.clock.advance(1100);
      const res = await world.app.inject({
        url: '/wps/captcha',
        remoteAddress: '198.51.100.99',
        headers: { host: 'lotus.localhost', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/^wps_captcha=/);
      const status = await world.app.inject({
        url: '/wps/system/status',
        remoteAddress: '198.51.100.99',
        headers: { host: 'aurora.localhost', 'x-forwarded-for': '203.0.113.5' },
      });
      expect(JSON.parse(status.body).value.location.ip).toBe('198.51.100.99');
    });

    it('the same headers from a listed proxy are believed', async () => {
      world.clock.advance(1100);
      const res = await world.app.inject({
        url: '/wps/captcha',
        remoteAddress: '10.9.3.4',
        headers: { host: 'lotus.localhost', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-wps_captcha=.*; Secure/);
    });
  });
});

describe('TRUST_PROXY parsing (ASVS V3.3.1)', () => {
  it('a hop count is a number, an address list is a list, off is false', () => {
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.0/8, 192.0.2.7,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    for (const off of [undefined, '', '0', 'false']) expect(trustProxyFromEnv(off)).toBe(false);
  });
  it('"true", "all" and "*" (every hop) are refused with a message that says what to set', () => {
    for (const v of ['true', 'TRUE', 'all', '*']) expect(() => trustProxyFromEnv(v)).toThrow(/every hop.*TRUST_PROXY=1/);
  });
  it('anything else that is not an address or CIDR is refused', () => {
    expect(() => trustProxyFromEnv('proxy.internal')).toThrow(/not an IP address or CIDR: proxy.internal/);
    expect(() => trustProxyFromEnv('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
  });
});

describe('shell CSP per mode (ASVS V3.4.3)', () => {
  const loaded = loadBrandDir('brands/aurora');
  if (!loaded.ok) throw new Error('aurora does not load');
  it('built pages: no inline script or style; npm run dev: Vite needs its inline preamble, injected styles and HMR socket', () => {
    const built = csp(serializeCsp(shellCsp(loaded.brand, { nonce: 'n0nce', dev: false, https: false })));
    for (const d of ['script-src', 'style-src', 'style-src-elem']) expect(built[d], d).not.toContain("'unsafe-inline'");
    expect(built['script-src']).toEqual(["'self'"]);
    expect(built['style-src-elem']).toEqual(["'self'", "'nonce-n0nce'"]);
    const dev = shellCsp(loaded.brand, { nonce: 'n0nce', dev: true, https: false });
    expect(dev['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
    expect(dev['frame-ancestors']).toEqual(["'none'"]);
  });
  it('CDN bases become origins; paths on this site are covered by self', () => {
    expect(cdnOrigin('/cdn/images')).toBeNull();
    expect(cdnOrigin('https://img.example.test/a/b')).toBe('https://img.example.test');
    expect(cdnOrigin('http://img.example.test:8443/x')).toBe('http://img.example.test:8443');
    expect(cdnOrigin('javascript:alert(1)')).toBeNull();
  });
});
