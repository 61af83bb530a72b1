// robots.txt (Lighthouse SEO "robots-txt is valid"): plain text per brand host, never the app shell.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDist, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';

const leg = dbLegs().find((l) => l.name === 'pglite')!;

describe.skipIf(!leg.available)('robots.txt on pglite', () => {
  let app: FastifyInstance;
  let world: TestWorld | undefined;

  beforeAll(async () => {
    world = await openWorld(leg, { distDir: makeDist() });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  it.each(['lotus', 'aurora', 'pebble'])('%s: allows the site, keeps crawlers off the API, dev tools and member areas', async (id) => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: `${id}.localhost` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/wps/', '/__dev/', '/member']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain('Allow: /');
    // every line is a directive robots parsers understand
    for (const l of lines) expect(l).toMatch(/^(User-agent|Disallow|Allow): \S+$/);
  });
});
