// Light/dark without a flash (the header's toggle): the shell carries the mode script and its CSP hash exactly
// when neither the player (mode cookie) nor the brand (theme.pinMode) decided.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODE_SCRIPT } from '../../../src/server/shell/modeScript.ts';
import { editBrand, makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

/** Every inline (no src) script element that is JavaScript: the boot payload is JSON and never runs. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? '') && !/type="application\/json"/.test(m[1] ?? ''))
    .map((m) => m[2]!);
}

function scriptSrc(csp: string): string[] {
  return /(?:^|; )script-src ([^;]*)/.exec(csp)![1]!.split(' ');
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const leg = dbLegs()[0]!;

describe.skipIf(!leg.available)('shell mode script', () => {
  let world: TestWorld | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    world = await openWorld(leg, {
      distDir: makeDist(),
      // pebble pins its mode; aurora (like every shipped brand today) follows the system
      editBrands: (dir) => editBrand(dir, 'pebble', (b) => (b.theme = { ...b.theme, pinMode: true })),
    });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const page = (host: string, cookie?: string) => app.inject({ url: '/', headers: { host, ...(cookie ? { cookie } : {}) } });

  it('no cookie, brand not pinned: the script is first in <head> and script-src allows exactly its hash', async () => {
    const res = await page('aurora.localhost');
    expect(res.statusCode).toBe(200);
    const scripts = inlineScripts(res.body);
    expect(scripts).toEqual([MODE_SCRIPT]);
    // before any stylesheet or the brand tokens, so it runs before first paint
    expect(res.body.indexOf(MODE_SCRIPT)).toBeLessThan(res.body.indexOf('<style id="brand-tokens"'));
    expect(res.body).toMatch(/<head>\s*<script>/);
    const src = scriptSrc(String(res.headers['content-security-policy']));
    // the hash of the text as it is in the page, computed here independently of the server's constant
    expect(src).toEqual(["'self'", sha256(scripts[0]!)]);
    expect(src.join(' ')).not.toContain('unsafe-inline');
  });

  it.each([
    ['a mode cookie (the player chose)', 'aurora.localhost', 'mode=dark', 'dark'],
    ['a pinned brand', 'pebble.localhost', undefined, null],
    ['a pinned brand with a cookie', 'pebble.localhost', 'mode=light', 'light'],
  ])('%s: no inline script, script-src is only self', async (_what, host, cookie, mode) => {
    const res = await page(host, cookie);
    expect(res.statusCode).toBe(200);
    expect(inlineScripts(res.body)).toEqual([]);
    expect(res.body).not.toContain('data-mode-auto');
    expect(scriptSrc(String(res.headers['content-security-policy']))).toEqual(["'self'"]);
    if (mode) expect(/<html\b[^>]*>/.exec(res.body)![0]).toContain(`data-mode="${mode}"`);
  });

  it('a junk cookie is no choice: the script is back', async () => {
    const res = await page('aurora.localhost', 'mode=purple');
    expect(inlineScripts(res.body)).toEqual([MODE_SCRIPT]);
  });
});
