// A brand edited on disk to list a language whose catalogs are incomplete is refused by the hot reload like by
// brands:check (src/engine/node/brand/semantic.ts, catalog-coverage.json): the problem names the language and the missing
// counts, and the last good version keeps serving. The coverage is the shipped one with TY 4 app messages and 1 server
// text short. Reloads are awaited through registry events, never through sleeps.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReloadEvent, ReloadOutcome } from '../../../src/server/brands/registry.ts';
import { copyBrands, editBrand, makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import type * as ServerSupportModule from '../support/server.ts';
import type { TestWorld } from '../support/world.ts';

// The server tier shares a module graph between the files a worker runs (vitest.server.config.ts): the server is
// imported afresh below, with the test world that starts it, so the mocked coverage reaches it even when an earlier
// file loaded the shipped one.
type ServerSupport = typeof ServerSupportModule;
let support: ServerSupport | undefined;

vi.mock('../../../src/i18n/catalog-coverage.json', async (importOriginal) => {
  const shipped = ((await importOriginal()) as { default: { messages: number; languages: Record<string, number>; server: { messages: number; languages: Record<string, number> } } }).default;
  return {
    default: {
      ...shipped,
      languages: { ...shipped.languages, TY: shipped.messages - 4 },
      server: { ...shipped.server, languages: { ...shipped.server.languages, TY: shipped.server.messages - 1 } },
    },
  };
});

describe.each(dbLegs())('brand reload with an incomplete catalog on $name', (leg) => {
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  let brandsDir: string;

  beforeAll(async () => {
    if (!leg.available) return;
    vi.resetModules();
    support = await import('../support/server.ts');
    const { openWorld } = await import('../support/world.ts');
    // the brands copy and the built app come from this file's fixtures, so its removeTemps deletes them
    world = await openWorld(leg, { brandsDir: copyBrands(), distDir: makeDist(), watchBrands: true });
    ({ app, brandsDir } = world);
  });
  afterAll(async () => {
    await support?.closeServers();
    await world?.dispose();
    removeTemps();
  });

  function reloadOf(id: string, outcomes: ReloadOutcome[], change: () => void): Promise<ReloadEvent> {
    const wanted = new Promise<ReloadEvent>((resolve) => {
      const on = (e: ReloadEvent): void => {
        if (e.id !== id || !outcomes.includes(e.outcome)) return;
        app.registry.off('reload', on);
        resolve(e);
      };
      app.registry.on('reload', on);
    });
    change();
    return wanted;
  }

  describe.skipIf(!leg.available)('', () => {
    it('listing TY is rejected with the language and both missing counts; the last good brand keeps serving', async () => {
      const e = await reloadOf('pebble', ['rejected', 'replaced'], () =>
        editBrand(brandsDir, 'pebble', (b) => {
          b.languages = { supported: ['EN', 'TY'], default: 'EN' };
        }),
      );
      expect(e.outcome).toBe('rejected');
      expect(e.problems).toEqual([
        {
          file: expect.stringMatching(/pebble\/brand\.json$/),
          pointer: '/languages/supported/1',
          message: expect.stringMatching(/^"TY" has no complete catalog \(4 of \d+ interface messages and 1 of \d+ server texts missing\)/),
        },
      ]);
      expect(e.brand?.config.languages.supported).toEqual(['EN']);
      const res = await app.inject({ url: '/', headers: { host: 'pebble.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('"TY"');
    });
  });
});
