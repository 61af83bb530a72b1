// Demo or production: a production site mounts no stand-in (sandbox vendor and payments, outbox, dev tools), a
// stand-in switched on stops its start with one line, and only a demo tells the app to show its ribbon.
import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload, DepositSettings, GameItem, GameListValue, LaunchGameValue } from '../../src/generated/types.ts';
import { createServer } from '../../src/server/app.ts';
import { decideSiteMode, SiteModeError, type SiteMode } from '../../src/server/site-mode.ts';
import { browser, member, MEMBER_PASSWORD, qs } from './modules/games/support.ts';
import { Client, TEST_SCRYPT, openWorld, type TestWorld } from './support/world.ts';
import { makeDist, REPO, removeTemps } from './support/fixtures.ts';
import { dbLegs } from './support/legs.ts';
import { closeServers, startServer } from './support/server.ts';

describe('decideSiteMode', () => {
  it('is a demo with its stand-ins on loopback, each switch able to turn one off', () => {
    const mode = decideSiteMode('127.0.0.1', {});
    expect(mode.kind).toBe('demo');
    expect(mode.standIns).toEqual({ vendorSandbox: true, paymentSandbox: true, outbox: true, devTools: false });
    expect(decideSiteMode('localhost', { PAYMENT_SANDBOX: '0', VENDOR_SANDBOX: '0', DEV_TOOLS: '1' }).standIns).toEqual({
      vendorSandbox: false,
      paymentSandbox: false,
      outbox: true,
      devTools: true,
    });
  });

  it('is production on any other address or with NODE_ENV=production, and then has no stand-in', () => {
    for (const [host, env] of [
      ['0.0.0.0', {}],
      ['203.0.113.7', {}],
      ['::', {}],
      ['127.0.0.1', { NODE_ENV: 'production' }],
    ] as const) {
      const mode = decideSiteMode(host, env);
      expect(mode.kind, host).toBe('production');
      expect(Object.values(mode.standIns).some(Boolean)).toBe(false);
    }
  });

  it('refuses production with any stand-in switched on, naming every switch in one line', () => {
    const refusal = (): unknown => decideSiteMode('0.0.0.0', { PAYMENT_SANDBOX: '1', DEV_TOOLS: '1' });
    expect(refusal).toThrow(SiteModeError);
    expect(refusal).toThrow(/^refusing to start a production site \(listening on 0\.0\.0\.0\).*PAYMENT_SANDBOX=1, DEV_TOOLS=1/);
    for (const variable of ['VENDOR_SANDBOX', 'OUTBOX']) expect(() => decideSiteMode('127.0.0.1', { NODE_ENV: 'production', [variable]: '1' })).toThrow(variable);
  });

  it('stops `npm start` as a production site with a stand-in on: one line on stderr, exit 2, nothing served', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPO,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', PAYMENT_SANDBOX: '1', DATA_DIR: '/nonexistent/never-opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^\[server\] refusing to start a production site \(NODE_ENV=production\).*PAYMENT_SANDBOX=1/)]);
  });
});

const PRODUCTION: SiteMode = { kind: 'production', reason: 'listening on 0.0.0.0', standIns: { vendorSandbox: false, paymentSandbox: false, outbox: false, devTools: false } };

describe.each(dbLegs())('a production site beside a demo, one database, on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let demo: TestWorld;
    let production: FastifyInstance;
    let game: GameItem;
    let username: string;

    beforeAll(async () => {
      const distDir = makeDist();
      demo = await openWorld(leg, { distDir });
      ({ username } = await member(demo));
      production = await startServer({ brandsDir: demo.brandsDir, db: demo.db, distDir, clock: demo.clock, siteMode: PRODUCTION, accounts: { scrypt: TEST_SCRYPT } });
      const list = await browser(demo).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', pageSize: 10 })}`);
      game = list.envelope.value.games.find((g) => g.vassalage !== 'INHOUSE')!;
    });
    afterAll(async () => {
      await closeServers();
      await demo?.dispose();
      removeTemps();
    });

    /** A member of lotus logged in on the given server. */
    async function loggedIn(app: FastifyInstance): Promise<Client> {
      const c = new Client({ ...demo, app }, 'lotus.localhost', '10.61.0.1');
      const res = await c.login(username, MEMBER_PASSWORD);
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      return c;
    }

    it('answers 404 on every stand-in route and dev tool the demo serves', async () => {
      const routes = [
        ['GET', '/__dev/outbox'],
        ['GET', '/__dev/captcha'],
        ['GET', '/payments/sandbox/pay/ORDER12345?token=x'],
        ['POST', '/wps/payments/callback/sandbox'],
        ['GET', '/cdn/launch/sandbox/AAAAAAAAAAAAAAAAAAAAAAAA'],
        ['POST', '/cdn/launch/sandbox/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ] as const;
      for (const [method, url] of routes) {
        const onProduction = await production.inject({ method, url, headers: { host: 'lotus.localhost', 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
        expect(onProduction.statusCode, `${method} ${url}`).toBe(404);
      }
      // the same routes exist on the demo (a 404 there would prove nothing)
      const onDemo = await demo.app.inject({ method: 'GET', url: '/cdn/launch/sandbox/AAAAAAAAAAAAAAAAAAAAAAAA', headers: { host: 'lotus.localhost' } });
      expect(onDemo.statusCode).toBe(410);
    });

    it('offers no sandbox deposit channel and launches no game on the sandbox vendor', async () => {
      const [onDemo, onProduction] = [await loggedIn(demo.app), await loggedIn(production)];
      const channels = async (c: Client) => (await c.get<DepositSettings>('/wps/relay/MCSFE_getDepositSettings')).envelope.value.channels.length;
      expect(await channels(onDemo)).toBeGreaterThan(0);
      expect(await channels(onProduction)).toBe(0);
      const params = qs({ gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode, gameId: game.gameId, nodeId: game.nodeId, platform: 'html5-desktop', launchMode: 'GLS', accountType: 1, language: 'EN' });
      expect((await onDemo.get<LaunchGameValue>(`/wps/game/launchGame?${params}`)).envelope.success).toBe(true);
      const refused = await onProduction.get<LaunchGameValue>(`/wps/game/launchGame?${params}`);
      expect(refused.envelope).toMatchObject({ success: false, errorCode: 'game.vendor_unavailable' });
    });

    it('keeps no code in the outbox: sending without a gateway fails clearly', async () => {
      await expect(production.accounts.sms.send({ brandId: 'lotus', to: '+8801700000000', text: 'code 123456' })).rejects.toMatchObject({ errorCode: 'message.gateway_missing' });
      await expect(production.accounts.mail.send({ brandId: 'lotus', to: 'a@example.test', subject: 's', text: 't' })).rejects.toMatchObject({ errorCode: 'message.gateway_missing' });
    });

    it('tells the app to show the demo ribbon on a demo only', async () => {
      const boot = async (app: FastifyInstance): Promise<BootPayload> => {
        const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'lotus.localhost' } });
        return JSON.parse(/<script id="boot-payload" type="application\/json">([^<]*)<\/script>/.exec(page.body)![1]!) as BootPayload;
      };
      expect((await boot(demo.app)).demo).toBe(true);
      expect((await boot(production)).demo).toBeUndefined();
    });

    it('refuses dev tools on a production site before opening anything', async () => {
      await expect(createServer({ brandsDir: demo.brandsDir, db: demo.db, siteMode: PRODUCTION, devTools: true })).rejects.toThrow(SiteModeError);
    });
  });
});
