// The shell's HTTP status (docs/spec/routes.md; "Flag gates", docs/spec/rules.md: a feature switched off by its flag
// has no route): a route whose feature is off for the brand, and an address no route matches, answer 404 with the same
// app shell (the app renders its not-found page); a route the brand shows answers 200.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '../../../src/server/shell/routeStatus.ts';
import { editBrand, makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Sets modIds on or off in a brand's whitelabel tree (each must be in the tree). */
function setFlags(brand: Json, flags: Record<string, boolean>): void {
  const left = new Set(Object.keys(flags));
  const walk = (n: Json): void => {
    if (n.modId in flags) {
      n.enabled = flags[n.modId] ? '1' : '0';
      left.delete(n.modId);
    }
    for (const c of (n.childrenNodes ?? []) as Json[]) walk(c);
  };
  walk(brand.whitelabel as Json);
  if (left.size) throw new Error(`not in the tree: ${[...left].join(', ')}`);
}

const APPS = [
  { resourceType: 'Android', labelNameEn: 'Android app', url: '/m/appDownload?platform=android' },
  { resourceType: 'IOS', labelNameEn: 'iOS app', url: '/m/appDownload?platform=ios' },
];

/** Each route behind a flag (or, for the app download page, the brand's app resources) and its switch. */
const GATED = [
  ['/pointMall', 'PTSYS3'],
  ['/chat/support', 'CBS3'],
  ['/chat/room', 'CHATROOM3'],
  ['/m/appDownload', 'app resources'],
] as const;

describe('route matching (like the app router: case, trailing slash, :params)', () => {
  it.each([
    ['/', '/'],
    ['/POINTMALL', '/pointMall'],
    ['/pointmall/', '/pointMall'],
    ['/help//', '/help'],
    ['/inhouse/verify', '/inhouse/verify'],
    ['/inhouse/dice', '/inhouse/:game'],
    ['/%70ointMall', '/pointMall'],
  ])('%s is %s', (path, route) => {
    expect(routeOf(path)?.path).toBe(route);
  });

  it.each(['/nowhere', '/member/profile', '/inhouse/', '/inhouse/dice/x', '//help', '/%E0%A4%A', '/assets'])('%s matches no route', (path) => {
    expect(routeOf(path)).toBeUndefined();
  });
});

describe('shell status per brand (PGlite)', () => {
  const leg = dbLegs()[0]!;
  let world: TestWorld | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    world = await openWorld(leg, {
      distDir: makeDist(),
      // aurora: every gated feature on; pebble: every one off; lotus: live chat on, the chat room off
      editBrands: (brandsDir) => {
        editBrand(brandsDir, 'aurora', (b) => {
          setFlags(b, { PTSYS3: true, CBS3: true, CHATROOM3: true });
          b.resources = [...((b.resources ?? []) as Json[]).filter((r) => r.resourceType !== 'Android' && r.resourceType !== 'IOS'), ...APPS];
        });
        editBrand(brandsDir, 'pebble', (b) => {
          setFlags(b, { PTSYS3: false, CBS3: false, CHATROOM3: false });
          b.resources = ((b.resources ?? []) as Json[]).filter((r) => !['IOS', 'Android', 'LITE'].includes(r.resourceType as string));
        });
        editBrand(brandsDir, 'lotus', (b) => setFlags(b, { CBS3: true, CHATROOM3: false }));
      },
    });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string, host: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: { host, cookie: 'mode=light' } });
  const isShell = (html: string, brand: string): void => {
    expect(html).toContain(`data-brand="${brand}"`);
    expect(html).toContain('id="boot-payload"');
    expect(html).toContain('<div id="root"></div>');
  };

  it.each(GATED)('%s (%s) on: 200 with the shell', async (path) => {
    const res = await get(path, 'aurora.localhost');
    expect(res.statusCode).toBe(200);
    isShell(res.body, 'aurora');
  });

  it.each(GATED)('%s (%s) off: 404 with the same shell (the app shows its not-found page)', async (path) => {
    const res = await get(path, 'pebble.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    isShell(res.body, 'pebble');
  });

  it('one flag switches one route: lotus has live chat but not the chat room', async () => {
    expect((await get('/chat/support', 'lotus.localhost')).statusCode).toBe(200);
    expect((await get('/chat/room', 'lotus.localhost')).statusCode).toBe(404);
    expect((await get('/CHAT/ROOM/', 'lotus.localhost')).statusCode).toBe(404);
  });

  it('the status follows the query-less path; a query string does not change it', async () => {
    expect((await get('/pointMall?tab=history', 'aurora.localhost')).statusCode).toBe(200);
    expect((await get('/pointMall?tab=history', 'pebble.localhost')).statusCode).toBe(404);
    expect((await get('/member?page=rewardCenter', 'pebble.localhost')).statusCode).toBe(200);
  });

  it.each(['/nowhere', '/member/profile', '/promotions/x', '/favicon.ico'])('an address no route matches (%s) is a 404 shell', async (path) => {
    const res = await get(path, 'aurora.localhost');
    expect(res.statusCode).toBe(404);
    isShell(res.body, 'aurora');
  });

  it('HEAD answers the status GET would', async () => {
    expect((await get('/pointMall', 'pebble.localhost', 'HEAD')).statusCode).toBe(404);
    expect((await get('/pointMall', 'aurora.localhost', 'HEAD')).statusCode).toBe(200);
  });

  it.each(['/', '/home', '/login', '/register', '/member', '/help', '/helpmc', '/promotions', '/live', '/sports', '/favorite', '/lottery', '/seamless', '/agent', '/agentHome', '/inhouse/verify', '/inhouse/dice'])(
    'every ungated route (%s) is 200 on a brand with every gated feature off',
    async (path) => {
      expect((await get(path, 'pebble.localhost')).statusCode).toBe(200);
    },
  );
});
