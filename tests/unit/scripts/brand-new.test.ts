// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrandDir } from '../../../src/engine/node/brand/load.ts';
import { checkContrast } from '../../../src/engine/theme/contrast.ts';
import { BrandInputError, createBrand } from '../../../scripts/brand/create.ts';
import { parseNewBrandArgs } from '../../../scripts/brand/new-options.ts';

const ROOT = join(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

function run(script: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(TSX, [join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file and folder under dir, hidden ones included, so "nothing written" covers staging folders too. */
const listing = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

// Each CLI start is a tsx process (1–2 s, far more on a loaded machine).
describe('npm run brand:new (operator launches a brand)', { timeout: 30_000 }, () => {
  let brandsDir: string;
  beforeAll(() => {
    brandsDir = mkdtempSync(join(tmpdir(), 'brand-new-'));
    cpSync(join(ROOT, 'brands/pebble'), join(brandsDir, 'pebble'), { recursive: true });
  });
  afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

  it('writes a brand the engine loader accepts, with derived theme, placeholder assets and empty content', () => {
    const r = run('scripts/brand-new.ts', ['--id', 'acme', '--name', 'Acme Bet', '--primary', '#0e7490', '--brands-dir', brandsDir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const loaded = loadBrandDir(join(brandsDir, 'acme'));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const { config, theme, help, announcements } = loaded.brand;
    expect(config).toMatchObject({ id: 'acme', name: 'Acme Bet', merchantCode: 'ACME', domains: ['acme.localhost'] });
    expect(theme.base.palette.primary).toMatchObject({ '700': '#0e7490' });
    expect(checkContrast(theme)).toEqual([]);
    expect(help.sections).toEqual([]);
    expect(announcements).toMatchObject({ notices: [], popups: [] });
    for (const file of ['logo-light.svg', 'logo-dark.svg', 'favicon.svg'])
      expect(readFileSync(join(brandsDir, 'acme/assets', file), 'utf8')).toMatch(/^<svg [^>]*>.*#0e7490/);
    expect(readFileSync(join(brandsDir, 'acme/assets/logo-light.svg'), 'utf8')).toContain('>Acme Bet</text>');
    expect(listing(brandsDir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('passes npm run brands:check as written (schema, engine checks, game catalog, no clashes)', () => {
    const r = run('scripts/brands-check.ts', [brandsDir]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('2 valid, 0 invalid');
    expect(r.status).toBe(0);
  });

  it('--from copies flags, register rules, languages and login, with a new identity, theme and assets', () => {
    const r = run('scripts/brand-new.ts', ['--id', 'acme-2', '--name', 'Acme Two', '--primary', '#ffff00', '--secondary', '#1d4ed8', '--from', 'pebble', '--brands-dir', brandsDir]);
    expect(r.status).toBe(0);
    const source = JSON.parse(readFileSync(join(brandsDir, 'pebble/brand.json'), 'utf8')) as Record<string, unknown>;
    const made = JSON.parse(readFileSync(join(brandsDir, 'acme-2/brand.json'), 'utf8')) as Record<string, unknown>;
    for (const key of ['whitelabel', 'register', 'languages', 'login', 'currency', 'games', 'status', 'ageRequirement'])
      expect(made[key], key).toEqual(source[key]);
    expect(made).toMatchObject({ id: 'acme-2', name: 'Acme Two', merchantCode: 'ACME_2', domains: ['acme-2.localhost'] });
    expect(made.theme).not.toEqual(source.theme);
    expect(loadBrandDir(join(brandsDir, 'acme-2')).ok).toBe(true);
  });

  // Through the real CLI: the exit code and the one-line message an operator sees.
  it.each([
    [['--id', 'acme', '--name', 'Again', '--primary', '#000000'], 'brand:new: brand "acme" already exists'],
    [['--id', 'blue', '--name', 'Blue', '--primary', 'blue'], 'brand:new: --primary must be a colour like #0e7490 (got "blue")'],
    [['--id', 'blue', '--name', 'Blue', '--primary', '#0000ff', '--colour', 'x'], "brand:new: Unknown option '--colour'"],
  ])('bad input %j: one clear line, exit 2, nothing written', (args, message) => {
    const before = listing(brandsDir);
    const r = run('scripts/brand-new.ts', [...args, '--brands-dir', brandsDir]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
    expect(listing(brandsDir)).toEqual(before);
  });

  // The same checks in-process (each CLI start costs a second): every one is a BrandInputError, which the CLI
  // prints as one line with exit code 2.
  it.each([
    [['--id', 'Acme', '--name', 'Caps', '--primary', '#000000'], '--id must be a lower-case id like acme or acme-2'],
    [['--id', 'a', '--name', 'Short', '--primary', '#000000'], '--id must be a lower-case id'],
    [['--id', 'acme_3', '--name', 'Underscore', '--primary', '#000000'], '--id must be a lower-case id'],
    [['--id', 'blue', '--name', 'Blue', '--primary', '#00f'], '--primary must be a colour like #0e7490 (got "#00f")'],
    [['--id', 'blue', '--name', 'Blue', '--primary', '#0000ff', '--secondary', 'red'], '--secondary must be a colour'],
    [['--id', 'blue', '--name', 'Blue', '--primary', '#0000ff', '--from', 'nope'], '--from "nope" is not a brand in'],
    [['--id', 'blue', '--primary', '#0000ff'], '--name is required'],
    [['--id', 'blue', '--name', ' ', '--primary', '#0000ff'], '--name is required'],
    [['--name', 'Blue', '--primary', '#0000ff'], '--id is required'],
    [['--id', 'blue', '--name', 'Blue'], '--primary is required'],
    [['--id', 'blue', '--name', 'Blue', '--primary'], "Option '--primary"],
  ])('bad input %j is refused before anything is written', (args, message) => {
    const before = listing(brandsDir);
    const attempt = (): unknown => createBrand(parseNewBrandArgs([...args, '--brands-dir', brandsDir]));
    expect(attempt).toThrow(BrandInputError);
    expect(attempt).toThrow(message);
    expect(listing(brandsDir)).toEqual(before);
  });

  it('a missing --brands-dir is bad input too, and is not created', () => {
    const missing = join(brandsDir, 'no-such-folder');
    const r = run('scripts/brand-new.ts', ['--id', 'zz', '--name', 'Zz', '--primary', '#123456', '--brands-dir', missing]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('does not exist');
    expect(existsSync(missing)).toBe(false);
  });
});
