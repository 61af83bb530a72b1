// Brand hot reload (operators launch and edit brands without a restart) and its audit trail
// in brand_revisions. Reloads are awaited through registry events, never through sleeps.
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, RegisterRules } from '../../../src/generated/types.ts';
import type { ReloadEvent, ReloadOutcome } from '../../../src/server/brands/registry.ts';
import { listRevisions } from '../../../src/server/brands/revisions.ts';
import type { Database } from '../../../src/server/db/types.ts';
import { editBrand, makeDist, readBrand, removeTemps, REPO, writeBrand } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { captureLog, closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

describe.each(dbLegs())('hot reload on $name', (leg) => {
  let db: Database;
  let world: TestWorld | undefined;
  let app: FastifyInstance;
  let brandsDir: string;
  let log: ReturnType<typeof captureLog>;

  beforeAll(async () => {
    if (!leg.available) return;
    log = captureLog();
    world = await openWorld(leg, {
      distDir: makeDist(),
      watchBrands: true,
      logger: log.logger,
      // Broken from the start: skipped and logged, the others serve.
      editBrands: (dir) => editBrand(dir, 'pebble', (b) => (b.languages.default = 'KO')),
    });
    ({ app, db, brandsDir } = world);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** The next reload of id whose outcome is one of `outcomes` (the watcher may also report "unchanged"). */
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

  const register = async (host: string) => {
    const res = await app.inject({ url: '/wps/system/setting/register', headers: { host } });
    return (JSON.parse(res.body) as ApiEnvelope).value as RegisterRules;
  };
  const servedIds = () => app.registry.brands().map((b) => b.id);

  describe.skipIf(!leg.available)('', () => {
    it('at start a broken brand is skipped with operator-readable lines, the others serve', async () => {
      expect(servedIds()).toEqual(['aurora', 'lotus', 'qamar']);
      expect(log.lines().some((l) => /pebble\/brand\.json: \/languages\/default: must be one of the supported languages/.test(l))).toBe(true);
      const [rev] = await listRevisions(db, 'pebble');
      expect(rev).toMatchObject({ ok: false, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(rev?.problems[0]).toMatchObject({ pointer: '/languages/default' });
      const aurora = await listRevisions(db, 'aurora');
      expect(aurora[0]).toMatchObject({ ok: true, hash: app.registry.get('aurora')?.hash });
    });

    it('a valid edit replaces the brand without a restart and is recorded', async () => {
      const before = app.registry.get('aurora')!.hash;
      const e = await reloadOf('aurora', ['replaced'], () => editBrand(brandsDir, 'aurora', (b) => (b.register.username.maxLength = 15)));
      expect(e.brand?.hash).not.toBe(before);
      expect((await register('aurora.localhost')).username?.maxLength).toBe(15);
      const [rev] = await listRevisions(db, 'aurora');
      expect(rev).toMatchObject({ ok: true, hash: e.brand?.hash, problems: [] });
    });

    it('a broken edit keeps the last good version serving and records ok=false with the problems', async () => {
      const lotusRevisions = (await listRevisions(db, 'lotus')).length;
      const lotusBefore = app.registry.get('lotus');
      const e = await reloadOf('aurora', ['rejected'], () =>
        editBrand(brandsDir, 'aurora', (b) => {
          b.register.username.maxLength = 99;
          b.theme.light.color.action.primary = 'blu';
        }),
      );
      expect(e.problems.map((p) => p.pointer)).toContain('/theme/light/color/action/primary');
      // Still the previous good version (maxLength 15), not the broken one.
      expect((await register('aurora.localhost')).username?.maxLength).toBe(15);
      const [rev] = await listRevisions(db, 'aurora');
      expect(rev).toMatchObject({ ok: false, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(rev?.problems.some((p) => p.pointer === '/theme/light/color/action/primary')).toBe(true);
      expect(log.lines().some((l) => l.includes('/theme/light/color/action/primary: '))).toBe(true);
      // Other brands are untouched: same object, no new revision.
      expect(app.registry.get('lotus')).toBe(lotusBefore);
      expect((await listRevisions(db, 'lotus')).length).toBe(lotusRevisions);
    });

    it('invalid JSON is a rejection too, and fixing it serves the fix', async () => {
      const bad = await reloadOf('aurora', ['rejected'], () => writeBrand(brandsDir, 'aurora', '{ "id": "aurora", '));
      expect(bad.problems[0]?.message).toMatch(/invalid JSON/);
      expect((await register('aurora.localhost')).username?.maxLength).toBe(15);
      const fixed = readBrand(join(REPO, 'brands'), 'aurora');
      fixed.register.username!.maxLength = 14;
      const good = await reloadOf('aurora', ['replaced'], () => writeBrand(brandsDir, 'aurora', fixed));
      expect(good.brand?.config.register.username?.maxLength).toBe(14);
    });

    it('a broken-at-start brand is served once fixed', async () => {
      const e = await reloadOf('pebble', ['loaded'], () => editBrand(brandsDir, 'pebble', (b) => (b.languages.default = 'EN')));
      expect(e.brand?.id).toBe('pebble');
      expect(servedIds()).toEqual(['aurora', 'lotus', 'pebble', 'qamar']);
    });

    it('a new folder is added', async () => {
      const e = await reloadOf('nova', ['loaded'], () => {
        const tmp = join(brandsDir, '_incoming');
        cpSync(join(brandsDir, 'lotus'), tmp, { recursive: true });
        editBrand(brandsDir, '_incoming', (b) => {
          b.id = 'nova';
          b.name = 'Nova';
          b.merchantCode = 'NOVA';
          b.domains = ['nova.test'];
          delete b.mainDomain;
          delete b.default;
        });
        // Operators are told to stage in _folders and rename: the watcher ignores _ and . names.
        renameSync(tmp, join(brandsDir, 'nova'));
      });
      expect(e.brand?.config.name).toBe('Nova');
      const res = await app.inject({ url: '/wps/system/domainRoute', headers: { host: 'nova.test' } });
      expect(res.body).toContain('nova.localhost');
    });

    it('a brand may not take a domain another brand serves', async () => {
      const e = await reloadOf('nova', ['rejected'], () => editBrand(brandsDir, 'nova', (b) => (b.domains = ['aurora-gaming.test'])));
      expect(e.problems[0]).toMatchObject({ pointer: '/domains/0' });
      expect(e.problems[0]?.message).toContain('aurora-gaming.test');
      const res = await app.inject({ url: '/wps/system/domainRoute', headers: { host: 'aurora-gaming.test' } });
      expect(res.body).toContain('aurora.localhost');
    });

    it('a deleted folder is unloaded; its host is then unclaimed (421, not another brand)', async () => {
      await reloadOf('nova', ['removed'], () => rmSync(join(brandsDir, 'nova'), { recursive: true, force: true }));
      expect(servedIds()).not.toContain('nova');
      const res = await app.inject({ url: '/wps/system/domainRoute', headers: { host: 'nova.localhost' } });
      expect(res.statusCode).toBe(421);
      expect(res.body).toContain('host.unclaimed');
    });

    it('reloadNow(id) reloads on demand; unchanged content records nothing', async () => {
      const count = (await listRevisions(db, 'lotus')).length;
      const e = await app.registry.reloadNow('lotus');
      expect(e.outcome).toBe('unchanged');
      expect((await listRevisions(db, 'lotus')).length).toBe(count);
      expect((await app.registry.reloadNow('no-such-brand')).outcome).toBe('absent');
    });

    it('an asset edit re-checks the brand without touching the others', async () => {
      const e = await reloadOf('aurora', ['unchanged'], () => writeFileSync(join(brandsDir, 'aurora', 'assets', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'));
      expect(e.brand).toBe(app.registry.get('aurora'));
    });
  });
});
