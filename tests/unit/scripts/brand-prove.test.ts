// @vitest-environment node
// The parts of brand:prove that need no browser: the one-brand check (and the CLI stopping on it), the story
// pick and the contact sheet. The full render is exercised by running `npm run brand:prove -- <id>` itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProblems } from '../../../scripts/brand/check.ts';
import { createBrand } from '../../../scripts/brand/create.ts';
import { pickSheetStories, writeContactSheet, type ShotSource } from '../../../scripts/brand/sheet.ts';

const ROOT = join(import.meta.dirname, '../../..');

describe('npm run brand:prove (operator proves a brand)', { timeout: 30_000 }, () => {
  let work: string;
  let brandsDir: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'brand-prove-'));
    brandsDir = join(work, 'brands');
    mkdirSync(brandsDir);
    createBrand({ id: 'acme', name: 'Acme Bet', primary: '#0e7490', brandsDir });
    createBrand({ id: 'broken', name: 'Broken', primary: '#e11d48', brandsDir });
    const file = join(brandsDir, 'broken/brand.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { theme: { light: { color: { text: { primary: string } } } } };
    config.theme.light.color.text.primary = 'blu';
    writeFileSync(file, JSON.stringify(config));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('checks one brand: a fresh brand:new brand has no problems', () => {
    expect(brandProblems(join(brandsDir, 'acme'), brandsDir)).toEqual([]);
  });

  it('names the file and JSON pointer of each problem', () => {
    expect(brandProblems(join(brandsDir, 'broken'), brandsDir)).toEqual([
      expect.stringMatching(/broken\/brand\.json: \/theme\/light\/color\/text\/primary: must be a colour like #1a2b3c or a palette reference/),
    ]);
  });

  it('the CLI stops on an invalid brand before any render, exit 1', () => {
    const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/brand-prove.ts'), 'broken', `--brands-dir=${brandsDir}`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/brand\.json: \/theme\/light\/color\/text\/primary: must be a colour/);
    expect(r.stderr).toContain('brand:prove: broken is invalid (1 problem above');
    expect(r.stdout).not.toContain('visual:');
  });

  it('the CLI refuses an unknown brand id with exit 2', () => {
    const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/brand-prove.ts'), 'nope', `--brands-dir=${brandsDir}`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(/^brand:prove: no brand "nope" in .* \(known: acme, broken\)$/);
  });

  const entry = (id: string, title: string, name: string, tags: string[] = []): [string, { id: string; type: string; title: string; name: string; tags: string[] }] => [
    id,
    { id, type: 'story', title, name, tags },
  ];
  const index = {
    entries: Object.fromEntries([
      entry('app-home-homepage--member', 'App/Home/HomePage', 'Member'),
      entry('app-home-homepage--guest', 'App/Home/HomePage', 'Guest'),
      entry('app-games-gamelist--loading', 'App/Games/GameList', 'Loading'),
      entry('app-auth-login--username-tab', 'App/Auth/Login', 'Username Tab'),
      entry('app-statuspages--maintenance', 'App/StatusPages', 'Maintenance'),
      entry('app-statuspages--hidden', 'App/StatusPages', 'Hidden', ['no-visual']),
      entry('app-statuspages--all-states', 'App/StatusPages', 'All States'),
      entry('app-statuspages--region-blocked', 'App/StatusPages', 'Region Blocked'),
    ]),
  };

  it('picks the sheet stories by title: preferred names, else the first; no matrix or no-visual stories', () => {
    const sections = pickSheetStories(index);
    expect(sections.map((s) => [s.heading, s.stories.map((x) => x.id)])).toEqual([
      ['Home', ['app-home-homepage--guest']],
      ['Game list', ['app-games-gamelist--loading']],
      ['Login', ['app-auth-login--username-tab']],
      ['Register', []],
      ['Status pages', ['app-statuspages--maintenance', 'app-statuspages--region-blocked']],
    ]);
    expect(sections[3]!.missing).toBe('no story titled App/Auth/Register in the Storybook index');
  });

  it('writes a self-contained sheet: copied PNGs, story links with brand and mode, differing shots marked', () => {
    const png = (name: string): string => {
      const p = join(work, 'shots', name);
      mkdirSync(join(work, 'shots'), { recursive: true });
      writeFileSync(p, `png ${name}`);
      return p;
    };
    const sources: Record<string, ShotSource> = {
      'app-home-homepage--guest/light': { state: { kind: 'same' }, png: png('home-light.png'), diff: null },
      'app-home-homepage--guest/dark': { state: { kind: 'differs', reason: '12 pixels differ' }, png: png('home-dark.png'), diff: png('home-dark-diff.png') },
    };
    const file = join(work, 'reports/brands/acme.html');
    const result = writeContactSheet({
      brandId: 'acme',
      brandName: 'Acme <Bet>',
      sections: pickSheetStories(index).slice(0, 1),
      shot: (id, mode) => sources[`${id}/${mode}`] ?? { state: { kind: 'error', reason: 'boom' }, png: null, diff: null },
      file,
      storybookDir: join(work, 'storybook-static'),
      diffReport: join(work, 'tests/visual/__diff__/index.html'),
      summary: 'figures',
    });
    expect(result).toEqual({ shots: 2, marked: 1 });
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('Acme &lt;Bet&gt;');
    expect(html).toContain('href="../../storybook-static/index.html?path=/story/app-home-homepage--guest&amp;globals=brand:acme;mode:dark"');
    expect(html).toContain('<img src="acme/light/app-home-homepage--guest.png"');
    expect(html).toContain('href="acme/dark/app-home-homepage--guest.diff.png"');
    expect(html).toContain('DIFFERS from baseline');
    expect(html).toContain('12 pixels differ');
    expect(html).toContain('href="../../tests/visual/__diff__/index.html"');
    expect(readFileSync(join(work, 'reports/brands/acme/dark/app-home-homepage--guest.png'), 'utf8')).toBe('png home-dark.png');
    expect(existsSync(join(work, 'reports/brands/acme/light/app-home-homepage--guest.diff.png'))).toBe(false);
  });
});
