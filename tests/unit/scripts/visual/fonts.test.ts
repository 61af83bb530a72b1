import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontconfigXml, fontImportsIn, prepareHermeticFonts, woffFilesOf } from '../../../../scripts/visual/fonts.ts';

const FONTSOURCE = join(import.meta.dirname, '../../../../node_modules/@fontsource');

describe('fontImportsIn', () => {
  it('finds @fontsource weight stylesheets and nothing else', () => {
    const source = `import '@fontsource/noto-sans/400.css';\nimport "@fontsource/noto-serif/700.css";\nimport '@fontsource/noto-sans/index.css';\nimport './local.css';`;
    expect(fontImportsIn(source)).toEqual([
      { pkg: 'noto-sans', weight: '400' },
      { pkg: 'noto-serif', weight: '700' },
    ]);
  });
});

describe('woffFilesOf', () => {
  it('lists each subset once, as .woff', () => {
    const css = readFileSync(join(FONTSOURCE, 'noto-sans-bengali/700.css'), 'utf8');
    expect(woffFilesOf(css)).toEqual([
      'noto-sans-bengali-bengali-700-normal.woff',
      'noto-sans-bengali-latin-ext-700-normal.woff',
      'noto-sans-bengali-latin-700-normal.woff',
    ]);
  });
});

describe('fontconfigXml', () => {
  const xml = fontconfigXml('files', '/tmp/fc-cache', { 'sans-serif': ['Noto Sans', 'A&B'] });

  it('includes no system configuration or font folder', () => {
    expect(xml).not.toMatch(/<include|\/etc\/fonts|\/usr\/share\/fonts/);
    expect(xml.match(/<dir\b[^>]*>[^<]*<\/dir>/g)).toEqual(['<dir prefix="relative">files</dir>']);
    expect(xml).toContain('<cachedir>/tmp/fc-cache</cachedir>');
  });

  it('sends every family to sans-serif and sans-serif to the project families', () => {
    expect(xml).toMatch(/<match target="pattern">\s*<edit name="family" mode="append_last"><string>sans-serif<\/string><\/edit>/);
    expect(xml).toContain('<alias binding="same"><family>sans-serif</family><prefer><family>Noto Sans</family><family>A&amp;B</family></prefer></alias>');
  });

  it('fixes the render settings instead of taking the machine’s', () => {
    expect(xml).toContain('<edit name="hintstyle" mode="assign"><const>hintnone</const></edit>');
    expect(xml).toContain('<edit name="rgba" mode="assign"><const>none</const></edit>');
  });
});

describe('prepareHermeticFonts', () => {
  /** A checkout with src/ importing noto-sans-bengali 400 and the real package files. */
  function fixture(imports: string): string {
    const root = mkdtempSync(join(tmpdir(), 'visual-fonts-'));
    mkdirSync(join(root, 'src/app'), { recursive: true });
    writeFileSync(join(root, 'src/app/styles.tsx'), imports);
    const pkg = join(root, 'node_modules/@fontsource/noto-sans-bengali');
    mkdirSync(join(pkg, 'files'), { recursive: true });
    for (const f of ['package.json', '400.css']) copyFileSync(join(FONTSOURCE, 'noto-sans-bengali', f), join(pkg, f));
    for (const f of woffFilesOf(readFileSync(join(pkg, '400.css'), 'utf8'))) copyFileSync(join(FONTSOURCE, 'noto-sans-bengali/files', f), join(pkg, 'files', f));
    return root;
  }

  it('exposes exactly the imported faces as TrueType', () => {
    const root = fixture("import '@fontsource/noto-sans-bengali/400.css';");
    const fonts = prepareHermeticFonts(root, join(root, '.cache/fonts'));
    const setDir = dirname(fonts.configFile);
    expect(readdirSync(join(setDir, 'files')).sort()).toEqual([
      'noto-sans-bengali-bengali-400-normal.ttf',
      'noto-sans-bengali-latin-400-normal.ttf',
      'noto-sans-bengali-latin-ext-400-normal.ttf',
    ]);
    expect(fonts.fonts.map((f) => f.source)).toContain(
      `@fontsource/noto-sans-bengali@${(JSON.parse(readFileSync(join(FONTSOURCE, 'noto-sans-bengali/package.json'), 'utf8')) as { version: string }).version}/files/noto-sans-bengali-latin-400-normal.woff`,
    );
    expect(fonts.fonts.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(readFileSync(fonts.configFile, 'utf8')).toContain(`<cachedir>${join(setDir, 'cache')}</cachedir>`);
  });

  it('keeps a written font set and puts another set in another folder', () => {
    const root = fixture("import '@fontsource/noto-sans-bengali/400.css';");
    const out = join(root, '.cache/fonts');
    const first = prepareHermeticFonts(root, out);
    const marker = join(dirname(first.configFile), 'files/in-use');
    writeFileSync(marker, '');
    expect(prepareHermeticFonts(root, out).configFile).toBe(first.configFile);
    expect(existsSync(marker)).toBe(true);
    writeFileSync(join(root, 'src/app/styles.tsx'), "import '@fontsource/noto-sans-bengali/400.css';\nimport '@fontsource/noto-sans-bengali/700.css';");
    copyFileSync(join(FONTSOURCE, 'noto-sans-bengali/700.css'), join(root, 'node_modules/@fontsource/noto-sans-bengali/700.css'));
    for (const f of woffFilesOf(readFileSync(join(FONTSOURCE, 'noto-sans-bengali/700.css'), 'utf8')))
      copyFileSync(join(FONTSOURCE, 'noto-sans-bengali/files', f), join(root, 'node_modules/@fontsource/noto-sans-bengali/files', f));
    const second = prepareHermeticFonts(root, out);
    expect(second.configFile).not.toBe(first.configFile);
    expect(second.fonts).toHaveLength(6);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('hashes the configuration the same in every checkout', () => {
    const [rootA, rootB] = [1, 2].map(() => fixture("import '@fontsource/noto-sans-bengali/400.css';"));
    const a = prepareHermeticFonts(rootA!, join(rootA!, 'out'));
    const b = prepareHermeticFonts(rootB!, join(rootB!, 'elsewhere/fonts'));
    expect(a.configSha256).toBe(b.configSha256);
    expect(a.fonts).toEqual(b.fonts);
  });

  it('refuses to run with no project font', () => {
    const root = fixture("import './x.css';");
    expect(() => prepareHermeticFonts(root, join(root, 'out'))).toThrow('no @fontsource/<package>/<weight>.css import');
    expect(existsSync(join(root, 'out'))).toBe(false);
  });

  const fontconfigTools = spawnSync('fc-list', ['--version']).status === 0;

  it.skipIf(!fontconfigTools)('lets fontconfig see only the exposed files, whatever family is asked for', () => {
    const root = fixture("import '@fontsource/noto-sans-bengali/400.css';");
    const { configFile } = prepareHermeticFonts(root, join(root, 'out'));
    const fc = (...args: string[]): string[] =>
      spawnSync(args[0]!, args.slice(1), { encoding: 'utf8', env: { ...process.env, FONTCONFIG_FILE: configFile } }).stdout.trim().split('\n').sort();
    const files = join(dirname(configFile), 'files');
    const exposed = readdirSync(files).map((f) => join(files, f)).sort();
    expect(fc('fc-list', '--format', '%{file}\n')).toEqual(exposed);
    for (const family of ['DejaVu Sans', 'Liberation Serif', 'serif', 'monospace', 'system-ui'])
      expect(fc('fc-match', '--format', '%{family}', family)).toEqual(['Noto Sans Bengali']);
  });
});
