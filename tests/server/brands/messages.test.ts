// Operators' own words (brands/<id>/messages/<LANG>.json): the boot payload carries them parsed, and editing the
// file on disk is hot reloaded like brand.json: a good edit serves, a bad one is reported with file + pointer while
// the last good version keeps serving. Reloads are awaited through registry events, never through sleeps.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateBootPayload } from '../../../src/generated/boot-validator.js';
import type { BootPayload } from '../../../src/generated/types.ts';
import type { ReloadEvent, ReloadOutcome } from '../../../src/server/brands/registry.ts';
import { listRevisions } from '../../../src/server/brands/revisions.ts';
import type { Database } from '../../../src/server/db/types.ts';
import { makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { captureLog, closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

describe.each(dbLegs())('brand messages on $name', (leg) => {
  let db: Database;
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  let brandsDir: string;
  let log: ReturnType<typeof captureLog>;

  beforeAll(async () => {
    if (!leg.available) return;
    log = captureLog();
    world = await openWorld(leg, { distDir: makeDist(), watchBrands: true, logger: log.logger });
    ({ app, db, brandsDir } = world);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function boot(host: string, cookie = ''): Promise<BootPayload> {
    const res = await app.inject({ url: '/', headers: { host, ...(cookie ? { cookie } : {}) } });
    const m = /<script id="boot-payload" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body);
    const data = JSON.parse(m![1]!) as BootPayload;
    expect(validateBootPayload(data), JSON.stringify(validateBootPayload.errors)).toBe(true);
    return data;
  }

  async function reloadOf(id: string, outcomes: ReloadOutcome[], change: () => void): Promise<ReloadEvent> {
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

  const enFile = () => join(brandsDir, 'aurora', 'messages', 'EN.json');

  describe.skipIf(!leg.available)('', () => {
    it('the boot payload carries the brand overrides as ASTs, per language; a brand without files has none', async () => {
      const aurora = await boot('aurora.localhost');
      expect(aurora.brand.messages?.EN?.['home.hotGames']).toEqual([{ type: 0, value: 'Trending at Aurora' }]);
      expect(aurora.brand.messages?.EN?.reg_pattern_whatsapp).toContainEqual({ type: 1, value: 'range' });
      expect(Object.keys(aurora.brand.messages ?? {}).sort()).toEqual(['BN', 'EN']);
      expect((await boot('pebble.localhost')).brand.messages).toBeUndefined();
    });

    it('an edited file is picked up without a restart', async () => {
      const e = await reloadOf('aurora', ['replaced'], () =>
        writeFileSync(enFile(), JSON.stringify({ 'home.hotGames': 'Fresh at Aurora', reg_pattern_whatsapp: 'WhatsApp: {range} digits' })),
      );
      expect(e.brand?.messages.EN?.['home.hotGames']).toEqual([{ type: 0, value: 'Fresh at Aurora' }]);
      expect((await boot('aurora.localhost')).brand.messages?.EN?.['home.hotGames']).toEqual([{ type: 0, value: 'Fresh at Aurora' }]);
    });

    it('an invalid edit keeps the last good words serving and reports file + pointer', async () => {
      const e = await reloadOf('aurora', ['rejected'], () =>
        writeFileSync(enFile(), JSON.stringify({ 'home.hotGames': 'Hot {games', 'home.hotGamez': 'typo' })),
      );
      expect(e.problems).toEqual([
        { file: expect.stringMatching(/aurora\/messages\/EN\.json$/), pointer: '/home.hotGames', message: expect.stringMatching(/not a valid ICU message/) },
        { file: expect.stringMatching(/aurora\/messages\/EN\.json$/), pointer: '/home.hotGamez', message: expect.stringMatching(/not a message id of the app/) },
      ]);
      expect(log.lines().some((l) => /aurora\/messages\/EN\.json: \/home\.hotGames: .*not a valid ICU/.test(l))).toBe(true);
      expect((await boot('aurora.localhost')).brand.messages?.EN?.['home.hotGames']).toEqual([{ type: 0, value: 'Fresh at Aurora' }]);
      const [rev] = await listRevisions(db, 'aurora');
      expect(rev).toMatchObject({ ok: false });
      expect(rev?.problems.map((p) => p.pointer)).toEqual(['/home.hotGames', '/home.hotGamez']);
    });
  });
});
