// /wps/system/* endpoints and the request conventions (envelope, Merchant, Language, Authorization: docs/spec/api.md),
// host → brand, and the system status (docs/spec/entities.md, docs/spec/api.md).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, HelpCenterValue, SystemStatusValue } from '../../../../src/generated/types.ts';
import {
  validateDomainRoute,
  validateEnvelope,
  validateHelpCenter,
  validateRegisterRules,
  validateSystemStatus,
  validateWhitelabelNode,
  type StandaloneValidator,
} from '../../../../src/generated/validators.js';
import type { Database } from '../../../../src/server/db/types.ts';
import { StaticGeoIp } from '../../../../src/server/geo/static.ts';
import type { Session, SessionStore } from '../../../../src/server/http/headers.ts';
import { copyBrands, editBrand, removeTemps, tempDir } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { closeServers, startServer } from '../../support/server.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';

function envelope(body: string, validator?: StandaloneValidator): ApiEnvelope {
  const e = JSON.parse(body) as ApiEnvelope;
  expect(validateEnvelope(e), JSON.stringify(validateEnvelope.errors)).toBe(true);
  if (validator) expect(validator(e.value), JSON.stringify(validator.errors)).toBe(true);
  return e;
}

describe.each(dbLegs())('system endpoints on $name', (leg) => {
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  const tokens: string[] = [];

  beforeAll(async () => {
    if (!leg.available) return;
    const sessions: SessionStore = {
      async lookup(token): Promise<Session | null> {
        tokens.push(token);
        return null;
      },
    };
    world = await openWorld(leg, {
      sessions,
      // Help fallback fixture: aurora's "privacy" section has no BN text, so BN readers get the EN one.
      editBrands: (brandsDir) =>
        editBrand(brandsDir, 'aurora', (h) => {
          const s = h.sections.find((x: { id: string }) => x.id !== h.sections[0].id);
          delete s.title.BN;
          delete s.html.BN;
        }, 'content/help.json'),
    });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'aurora.localhost', ...headers } });

  describe.skipIf(!leg.available)('', () => {
    it('GET /wps/system/status: the boot call, per request (no-store)', async () => {
      const res = await get('/wps/system/status');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const e = envelope(res.body, validateSystemStatus);
      const v = e.value as SystemStatusValue;
      expect(e.success).toBe(true);
      expect(v).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEnd: null });
      expect(v.location).toEqual({ ip: '127.0.0.1', countryCode: 'ZZ' });
      expect(v.info.mainDomain).toBe('aurora-gaming.test');
    });

    it.each([
      ['/wps/system/whitelabel', validateWhitelabelNode],
      ['/wps/system/setting/register', validateRegisterRules],
      ['/wps/system/domainRoute', validateDomainRoute],
      ['/wps/system/helpCenter', validateHelpCenter],
    ] as const)('GET %s answers a valid envelope with a short max-age', async (url, validator) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(envelope(res.body, validator).success).toBe(true);
    });

    it('whitelabel and register are the brand tree and rules', async () => {
      const wl = envelope((await get('/wps/system/whitelabel')).body).value as { modId: string };
      expect(wl.modId).toBe('ROOT');
      const reg = envelope((await get('/wps/system/setting/register')).body).value as Record<string, { minLength: number }>;
      expect(reg.username?.minLength).toBe(6);
    });

    it('domainRoute lists configured domains and <id>.localhost, main first-class', async () => {
      const v = envelope((await get('/wps/system/domainRoute')).body).value;
      expect(v).toEqual([
        { domain: 'aurora-gaming.test', main: true },
        { domain: 'aurora.localhost', main: false },
      ]);
    });

    describe('host → brand', () => {
      const merchantOf = async (host: string) =>
        (envelope((await app.inject({ url: '/wps/system/domainRoute', headers: { host } })).body).value as { domain: string }[]).map((d) => d.domain);
      it('a configured domain (any port, any case) selects its brand', async () => {
        expect(await merchantOf('Aurora-Gaming.test:8080')).toContain('aurora.localhost');
      });
      it('<id>.localhost selects the brand', async () => {
        expect(await merchantOf('pebble.localhost:8080')).toContain('pebble.localhost');
      });
      it('a loopback host (127.0.0.1, localhost, [::1]) gets the default brand (lotus)', async () => {
        expect(await merchantOf('127.0.0.1:8080')).toContain('lotus.localhost');
        expect(await merchantOf('localhost')).toContain('lotus.localhost');
        expect(await merchantOf('[::1]:8080')).toContain('lotus.localhost');
      });
      it('a host no brand claims gets 421 host.unclaimed (no brand opts in to serve unclaimed hosts)', async () => {
        const res = await app.inject({ url: '/wps/system/domainRoute', headers: { host: 'unknown.example' } });
        expect(res.statusCode).toBe(421);
        expect(envelope(res.body).errorCode).toBe('host.unclaimed');
      });
    });

    describe('helpCenter language', () => {
      const help = async (headers: Record<string, string>, url = '/wps/system/helpCenter') =>
        envelope((await get(url, headers)).body, validateHelpCenter).value as HelpCenterValue;

      it('defaults to the brand default language', async () => {
        expect((await help({})).language).toBe('EN');
      });
      it('follows the Language header (any case)', async () => {
        const v = await help({ language: 'bn' });
        expect(v.language).toBe('BN');
        expect(v.sections[0]?.title).toMatch(/[\u0980-\u09FF]/); // Bengali script
      });
      it('falls back to EN text for a section without a translation', async () => {
        const v = await help({ language: 'BN' });
        const en = await help({});
        expect(v.sections[1]?.title).toBe(en.sections[1]?.title);
        expect(v.sections[1]?.content).toBe(en.sections[1]?.content);
      });
      it('an unsupported Language falls back to the brand default', async () => {
        expect((await help({ language: 'KO' })).language).toBe('EN');
        expect((await help({ language: 'nonsense' })).language).toBe('EN');
      });
      it('?lang= wins over the header', async () => {
        expect((await help({ language: 'EN' }, '/wps/system/helpCenter?lang=BN')).language).toBe('BN');
      });
      it('a brand that supports only EN answers EN to BN readers', async () => {
        const res = await app.inject({ url: '/wps/system/helpCenter', headers: { host: 'pebble.localhost', language: 'BN' } });
        expect((envelope(res.body).value as HelpCenterValue).language).toBe('EN');
      });
      it('a malformed ?lang= is a 400 request_param_err, not a crash', async () => {
        const res = await get('/wps/system/helpCenter?lang=english');
        expect(res.statusCode).toBe(400);
        expect(envelope(res.body)).toMatchObject({ success: false, value: null, errorCode: 'request_param_err' });
      });
    });

    describe('errors are envelopes', () => {
      it.each(['/wps/nope', '/wps/system/statusx', '/wps', '/lgw/anything'])('unknown path %s → 404 not.found', async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(JSON.parse(res.body)).toEqual({ success: false, value: null, message: 'Not found', errorCode: 'not.found' });
      });
      it('a method the path does not take → 404 envelope', async () => {
        const res = await app.inject({ method: 'POST', url: '/wps/system/status', headers: { host: 'aurora.localhost' }, payload: {} });
        expect(res.statusCode).toBe(404);
        expect(envelope(res.body).errorCode).toBe('not.found');
      });
      it('malformed JSON on an unknown POST still answers an envelope', async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/wps/nope',
          headers: { host: 'aurora.localhost', 'content-type': 'application/json' },
          payload: '{not json',
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(envelope(res.body).success).toBe(false);
      });
    });

    describe('Merchant header', () => {
      it('the host brand merchantCode is accepted', async () => {
        expect((await get('/wps/system/status', { merchant: 'AURORA' })).statusCode).toBe(200);
      });
      it('another brand merchantCode → 400 function.not.available', async () => {
        const res = await get('/wps/system/status', { merchant: 'LOTUS' });
        expect(res.statusCode).toBe(400);
        expect(envelope(res.body)).toMatchObject({ success: false, errorCode: 'function.not.available' });
      });
      it('sent twice (even with the right value) → 400 function.not.available', async () => {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const port = (app.server.address() as { port: number }).port;
        const twice = await rawRequest(port, [
          'GET /wps/system/status HTTP/1.1',
          'Host: aurora.localhost',
          'Merchant: AURORA',
          'Merchant: AURORA',
        ]);
        expect(twice.status).toBe(400);
        expect(envelope(twice.body).errorCode).toBe('function.not.available');
        const once = await rawRequest(port, ['GET /wps/system/status HTTP/1.1', 'Host: aurora.localhost', 'Merchant: AURORA']);
        expect(once.status).toBe(200);
      });
    });

    it('Authorization is the raw token, handed to the session store', async () => {
      tokens.length = 0;
      await get('/wps/relay/GCSGAME_getVassGameType', { authorization: 'tok-123' });
      await get('/wps/relay/GCSGAME_getVassGameType', {});
      // configuration reads (/wps/system/*) never need the member: no lookup for them
      await get('/wps/system/status', { authorization: 'tok-456' });
      expect(tokens).toEqual(['tok-123']);
    });
  });
});

describe.each(dbLegs())('status by brand state and location on $name', (leg) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let brandsDir: string;

  beforeAll(async () => {
    if (!leg.available) return;
    ({ db, dispose } = await leg.open());
    brandsDir = copyBrands();
  });
  afterAll(async () => {
    await closeServers();
    await dispose?.();
    removeTemps();
  });

  const status = async (app: FastifyInstance, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: '/wps/system/status', remoteAddress, headers: { host: 'aurora.localhost', ...headers } });
    return envelope(res.body, validateSystemStatus).value as SystemStatusValue;
  };

  describe.skipIf(!leg.available)('', () => {
    it('maintenance on with a future end time → maintenance true and the end time', async () => {
      const end = new Date(Date.now() + 3_600_000).toISOString();
      editBrand(brandsDir, 'aurora', (b) => (b.status.maintenance = { enabled: true, endTime: end }));
      const app = await startServer({ brandsDir, db, distDir: tempDir('nodist') });
      expect(await status(app)).toMatchObject({ maintenance: true, maintenanceEnd: end });
    });

    it('maintenance whose end time has passed is over', async () => {
      editBrand(brandsDir, 'aurora', (b) => (b.status.maintenance = { enabled: true, endTime: '2020-01-01T00:00:00Z' }));
      const app = await startServer({ brandsDir, db, distDir: tempDir('nodist') });
      expect(await status(app)).toMatchObject({ maintenance: false, maintenanceEnd: null });
    });

    it('region restriction uses the geo-IP country of the caller', async () => {
      editBrand(brandsDir, 'aurora', (b) => {
        b.status.maintenance = { enabled: false };
        b.status.regionRestriction = { enabled: true, allowedCountries: ['PH'] };
      });
      const geoIp = new StaticGeoIp({ '203.0.113.0/24': 'PH', '198.51.100.0/24': 'US' });
      const app = await startServer({ brandsDir, db, distDir: tempDir('nodist'), geoIp });
      expect(await status(app, '203.0.113.7')).toMatchObject({ regionRestriction: false, location: { ip: '203.0.113.7', countryCode: 'PH' } });
      expect(await status(app, '198.51.100.9')).toMatchObject({ regionRestriction: true, location: { countryCode: 'US' } });
      // Unknown callers are ZZ, which is not an allowed country.
      expect(await status(app, '127.0.0.1')).toMatchObject({ regionRestriction: true, location: { countryCode: 'ZZ' } });
      // Without trustProxy a caller cannot claim another address.
      expect(await status(app, '198.51.100.9', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({ regionRestriction: true });
    });

    it('with trustProxy (one hop), X-Forwarded-For is the caller', async () => {
      const geoIp = new StaticGeoIp({ '203.0.113.0/24': 'PH' });
      const app = await startServer({ brandsDir, db, distDir: tempDir('nodist'), geoIp, trustProxy: 1 });
      expect(await status(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({
        regionRestriction: false,
        location: { ip: '203.0.113.7', countryCode: 'PH' },
      });
    });

    it('with no brand loaded, /wps answers 503 brand.unavailable', async () => {
      const app = await startServer({ brandsDir: tempDir('empty'), db, distDir: tempDir('nodist') });
      const res = await app.inject({ url: '/wps/system/status' });
      expect(res.statusCode).toBe(503);
      expect(envelope(res.body).errorCode).toBe('brand.unavailable');
    });
  });
});
