// The game catalog file (games contract "Catalog"; the game entity): the shipped catalog's shape, operator replacement
// through GAME_CATALOG / gameCatalog, and rejection of bad files with file, JSON pointer and expectation. Also the
// announcements content file checks of brands:check.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameCatalog, VendorLanesValue } from '../../../../src/generated/types.ts';
import { brandDirs, loadBrandDir } from '../../../../src/engine/node/brand/load.ts';
import { brandVendorProblems, CatalogError, readCatalog, SHIPPED_CATALOG } from '../../../../src/server/modules/games/catalog.ts';
import { openWorld } from '../../support/world.ts';
import { copyBrands, editBrand, REPO, removeTemps, tempDir } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { browser } from './support.ts';

const LOBBY_TYPES = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

function problemsOf(catalog: unknown): string[] {
  const file = join(tempDir('catalog'), 'catalog.json');
  writeFileSync(file, typeof catalog === 'string' ? catalog : JSON.stringify(catalog));
  try {
    readCatalog(file);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogError);
    return (err as CatalogError).problems.map((p) => `${p.pointer} ${p.message}`);
  }
}

const shipped = (): GameCatalog => readCatalog(SHIPPED_CATALOG);

afterAll(async () => {
  await closeServers();
  removeTemps();
});

describe('games: the shipped catalog', () => {
  it('is what scripts/game-catalog.ts generates (deterministic)', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/game-catalog.ts', '--check'], { cwd: REPO, encoding: 'utf8' });
    expect(out).toContain('current');
  });

  it('Game: a few hundred games; every vendor of every shipped brand is in it', () => {
    const c = shipped();
    expect(c.games.length).toBeGreaterThanOrEqual(250);
    const codes = new Set(c.vendors.map((v) => v.code));
    for (const dir of brandDirs(join(REPO, 'brands'))) {
      const r = loadBrandDir(dir);
      if (!r.ok) throw new Error(`brand ${dir} does not load`);
      for (const cat of r.brand.config.games?.categories ?? []) for (const v of cat.vendors) expect(codes.has(v.code), `${dir}: ${v.code}`).toBe(true);
    }
    // Vendors no brand shows yet exist too.
    expect(codes.has('SLV') && codes.has('OSB')).toBe(true);
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'INHOUSE', 'IMES', 'TF', 'SV3']) expect(codes.has(code)).toBe(true);
  });

  it('LIVE vendors have a lobby tile; lobby-type vendors one game; list vendors many tagged games with EN and BN names', () => {
    const c = shipped();
    for (const v of c.vendors) {
      const games = c.games.filter((g) => g.vendor === v.code);
      if (v.gameType === 'LIVE') expect(games.filter((g) => g.isGame === 'VASSALAGE'), v.code).toHaveLength(1);
      else if (LOBBY_TYPES.has(v.gameType)) expect(games, v.code).toHaveLength(1);
      else {
        expect(games.length, v.code).toBeGreaterThanOrEqual(6);
        expect(games.every((g) => g.names.BN && g.names.EN !== g.names.BN), v.code).toBe(true);
      }
    }
    const tags = new Set(c.games.flatMap((g) => g.tags));
    for (const t of ['NEW', 'HOT', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG', 'FISH'] as const) expect(tags.has(t), t).toBe(true);
    expect(c.games.every((g) => g.hot === g.tags.includes('HOT'))).toBe(true);
  });
});

describe('games: brands:check against the catalog', () => {
  it('a brand vendor missing from the catalog is reported at its pointer', () => {
    const config = { games: { categories: [{ type: 'RNG' as const, vendors: [{ code: 'PXS', name: 'P' }, { code: 'ZZZ', name: 'Z' }] }] } };
    expect(brandVendorProblems('brand.json', config, shipped(), 'catalog.json')).toEqual([
      { file: 'brand.json', pointer: '/games/categories/0/vendors/1/code', message: 'must be a vendor of the game catalog catalog.json (got "ZZZ")' },
    ]);
  });
});

describe('games: a bad catalog file is rejected with file, pointer and expectation', () => {
  const base = (): GameCatalog => ({
    vendors: [{ code: 'ABC', name: 'Abc Games', gameType: 'RNG' }],
    games: [{ nodeId: 1, gameCode: 'ABC-1', gameId: '1', vendor: 'ABC', isGame: 'GAME', names: { EN: 'One' }, tags: [], hot: false }],
  });

  it('valid minimal file: no problems', () => {
    expect(problemsOf(base())).toEqual([]);
  });

  it('not JSON, or missing', () => {
    expect(problemsOf('{nope')[0]).toMatch(/^ invalid JSON/);
    expect(() => readCatalog('/nonexistent/catalog.json')).toThrow(/file is missing/);
  });

  it('schema: wrong types and unknown fields, addressed by JSON pointer', () => {
    const c = base() as unknown as { games: Record<string, unknown>[]; vendors: Record<string, unknown>[] };
    c.games[0]!.tags = ['TOP'];
    c.vendors[0]!.code = 'abc';
    c.games[0]!.extra = 1;
    const problems = problemsOf(c);
    expect(problems.some((p) => p.startsWith('/games/0/tags/0 '))).toBe(true);
    expect(problems).toContain('/vendors/0/code must be an upper-case vendor code like PGX (got "abc")');
    expect(problems.some((p) => p.startsWith('/games/0/extra '))).toBe(true);
  });

  it('semantics: duplicate node ids and codes, unknown vendors, two lobby tiles', () => {
    const c = base();
    c.games.push({ ...c.games[0]!, gameCode: 'ABC-2' });
    c.games.push({ ...c.games[0]!, nodeId: 3 });
    c.games.push({ ...c.games[0]!, nodeId: 4, gameCode: 'X-1', vendor: 'XYZ' });
    c.games.push({ ...c.games[0]!, nodeId: 5, gameCode: 'ABC-5', isGame: 'VASSALAGE' }, { ...c.games[0]!, nodeId: 6, gameCode: 'ABC-6', isGame: 'VASSALAGE' });
    expect(problemsOf(c)).toEqual([
      '/games/1/nodeId must be unique (1 is used twice)',
      '/games/2/gameCode must be unique per vendor (ABC ABC-1 is used twice)',
      '/games/3/vendor must be the code of a vendor in /vendors (got "XYZ")',
      '/games/5/isGame a vendor has at most one VASSALAGE lobby tile (ABC has two)',
    ]);
  });
});

describe('games: announcements content checks (brands:check)', () => {
  it.each([['javascript:alert(1)'], ['data:image/svg+xml,<svg onload=alert(1)>'], ['//evil.example/x.png'], ['http://plain.example/x.png']])(
    'an image URL like %s is rejected',
    (url) => {
      const dir = copyBrands();
      editBrand(dir, 'lotus', (a) => (a.notices[0].images = [url]), 'content/announcements.json');
      const r = loadBrandDir(join(dir, 'lotus'));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.pointer)).toContain('/notices/0/images/0');
    },
  );

  it('duplicate ids and an end before the start are rejected', () => {
    const dir = copyBrands();
    editBrand(
      dir,
      'lotus',
      (a) => {
        a.popups[1].id = a.popups[0].id;
        a.notices[0].endDate = '2025-01-01T00:00:00Z';
      },
      'content/announcements.json',
    );
    const r = loadBrandDir(join(dir, 'lotus'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/notices/0/endDate must be after startDate',
      '/popups/1/id must be unique in the file (popup-members is used twice)',
    ]);
  });
});

describe.each(dbLegs())('games: replacing the catalog on $name', (leg) => {
  it.skipIf(!leg.available)('GAME_CATALOG: the server loads the operator file; brands show only vendors it has', async () => {
    const c = shipped();
    const keep = new Set(['PXS', 'VLV']);
    const file = join(tempDir('catalog'), 'operator.json');
    writeFileSync(file, JSON.stringify({ vendors: c.vendors.filter((v) => keep.has(v.code)), games: c.games.filter((g) => keep.has(g.vendor)) }));
    const world = await openWorld(leg, { gameCatalog: file });
    try {
      const lanes = (await browser(world).get<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor')).envelope.value.data.lanes;
      expect(lanes.map((l) => [l.title, l.cards.map((x) => x.vassalage)])).toEqual([
        ['LIVE', ['VLV']],
        ['RNG', ['PXS']],
      ]);
    } finally {
      await closeServers();
      await world.dispose();
    }
  });

  it.skipIf(!leg.available)('a bad catalog file stops the start with the problem', async () => {
    const file = join(tempDir('catalog'), 'bad.json');
    writeFileSync(file, JSON.stringify({ vendors: [], games: [{ nodeId: 0 }] }));
    // the world gives its database back when its server refuses to start
    await expect(openWorld(leg, { gameCatalog: file })).rejects.toThrow(/game catalog rejected:[\s\S]*bad\.json: \/games\/0/);
  });
});
