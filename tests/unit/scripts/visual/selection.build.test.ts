// @vitest-environment node
// The visual selection cannot miss a change: real Storybook builds (of four story files, over a copy of the
// sources and of brands/) before and after a change, fingerprinted as the visual runner does, and one run of the
// runner itself to show that the chosen shots catch the change against their baselines.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES } from '../../../../.storybook/brands.ts';
import { fingerprinter, type SelectableShot } from '../../../../scripts/visual/selection.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
/** Per process: the unit tier may run in two work trees' processes at once. */
const WORK = join(ROOT, '.cache', `visual-selection-test-${process.pid}`);
/** What a Storybook build needs of the repository (node_modules is linked). */
const COPIED = ['.storybook', 'src', 'stories', 'brands', 'schemas', 'scripts/vite', 'package.json', 'vite.config.ts', 'tsconfig.json'];
/**
 * Spinner's stories, stories of components that use a Spinner (Button directly; EmptyState and Badge's IconButton
 * through Button), and one that does not (VisuallyHidden).
 */
const STORY_FILES = ['stories/ui/Spinner.stories.tsx', 'stories/ui/Button.stories.tsx', 'stories/ui/EmptyState.stories.tsx', 'stories/ui/Badge.stories.tsx', 'stories/ui/VisuallyHidden.stories.tsx'];
const USES_SPINNER = ['ui-spinner--', 'ui-button--', 'ui-emptystate--', 'ui-badge--'];
const BRANDS = ['aurora', 'lotus', 'pebble', 'qamar'];
const CHANGED_BRAND = 'pebble';
/** The runner's port in this test, away from a visual run's own. */
const PORT = String(6300 + (process.pid % 500));

function build(out: string): void {
  const r = spawnSync('npx', ['storybook', 'build', '-o', out, '--quiet'], {
    cwd: WORK,
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_STORIES: STORY_FILES.join(','), STORYBOOK_BRANDS_DIR: join(WORK, 'brands') },
  });
  if (r.status !== 0) throw new Error(`storybook build failed:\n${r.stdout}\n${r.stderr}`);
}

function edit(file: string, from: string, to: string): void {
  const path = join(WORK, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  writeFileSync(path, text.replace(from, to));
}

function shotsOf(staticDir: string): SelectableShot[] {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string; tags?: string[] }> };
  const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !(e.tags ?? []).includes('no-visual'));
  return stories.flatMap((s) => BRANDS.flatMap((brand) => MODES.map((mode) => ({ storyId: s.id, viewport: 'desktop' as const, brand, mode, language: 'EN' }))));
}

const key = (s: SelectableShot): string => `${s.brand}/${s.mode}/${s.storyId}`;

/** Every shot's fingerprint in a build (pages that read no other brand, as these stories' pages do). */
function fingerprints(staticDir: string): Map<string, string> {
  const fingerprint = fingerprinter({
    staticDir,
    brandsDir: join(WORK, 'brands'),
    brands: BRANDS.map((id) => ({ id })),
    environment: {},
    runner: {},
    focusStates: new Set(),
  });
  return new Map(shotsOf(staticDir).map((s) => [key(s), fingerprint(s, [])]));
}

const changed = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...after].filter(([k, fp]) => before.get(k) !== fp).map(([k]) => k).sort();

function runVisual(args: string[]): { status: number | null; output: string } {
  const r = spawnSync(
    'npx',
    ['tsx', join(ROOT, 'scripts/visual.ts'), '--no-build', `--brands-dir=${join(WORK, 'brands')}`, `--fingerprints=${join(WORK, 'fingerprints.json')}`, '--viewports=desktop', '--languages=none', ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, VISUAL_BASELINES_DIR: join(WORK, 'baselines'), VISUAL_DIFF_DIR: join(WORK, 'diff'), VISUAL_PORT: PORT, VISUAL_SAMPLE_BUCKET: '0' },
    },
  );
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

describe('visual selection over real Storybook builds', () => {
  let base: Map<string, string>;
  let tokenChanged: Map<string, string>;
  let spinnerChanged: Map<string, string>;
  let tokenRun: { status: number | null; output: string };
  const SHOT_STORY = 'ui-button--primary';

  beforeAll(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    for (const entry of COPIED) cpSync(join(ROOT, entry), join(WORK, entry), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(WORK, 'node_modules'));

    build(join(WORK, 'sb-base'));
    base = fingerprints(join(WORK, 'sb-base'));
    // baselines and records of one story in every brand and mode, from the unchanged build
    const seeded = runVisual([`--out=${join(WORK, 'sb-base')}`, `--filter=${SHOT_STORY}`, '--update', '--all']);
    if (seeded.status !== 0) throw new Error(`seeding the baselines failed:\n${seeded.output}`);

    // one token of one brand, and a file only the server uses
    const brandFile = join(WORK, 'brands', CHANGED_BRAND, 'brand.json');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { theme: { light: { color: { action: { primary: string } } } } };
    brand.theme.light.color.action.primary = '{palette.accent.900}';
    writeFileSync(brandFile, `${JSON.stringify(brand, null, 2)}\n`);
    writeFileSync(join(WORK, 'src/server/clock.ts'), `${readFileSync(join(WORK, 'src/server/clock.ts'), 'utf8')}\nexport const SELECTION_TEST_MARK = 1;\n`);
    build(join(WORK, 'sb-token'));
    tokenChanged = fingerprints(join(WORK, 'sb-token'));
    tokenRun = runVisual([`--out=${join(WORK, 'sb-token')}`, `--filter=${SHOT_STORY}`]);

    // one style of one component
    edit('src/ui/Spinner/Spinner.tsx', 'opacity: 0.3;', 'opacity: 0.4;');
    build(join(WORK, 'sb-spinner'));
    spinnerChanged = fingerprints(join(WORK, 'sb-spinner'));
  }, 600_000);

  // VISUAL_SELECTION_KEEP=1 keeps the builds for a look after a failure
  afterAll(() => {
    if (existsSync(WORK) && !process.env.VISUAL_SELECTION_KEEP) rmSync(WORK, { recursive: true, force: true });
  });

  it('selects exactly the changed brand’s shots for a token change, and nothing for a server-only change', () => {
    const expected = [...base.keys()].filter((k) => k.startsWith(`${CHANGED_BRAND}/`)).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(changed(base, tokenChanged)).toEqual(expected);
  });

  it('catches the token change when it shoots the selected shots against their baselines', () => {
    expect(tokenRun.output).toMatch(/shooting \d+ of 8 shots \(2 changed/);
    expect(tokenRun.status).toBe(1);
    // the light shot differs (the token is the light mode's); the dark one is shot and passes
    const failed = tokenRun.output.split('\n').filter((l) => l.includes('✘'));
    expect(failed).toHaveLength(1);
    for (const line of failed) expect(line).toContain(`${CHANGED_BRAND}/`);
  });

  it('selects every story that uses a changed component, directly or through another, and no other', () => {
    const expected = [...base.keys()].filter((k) => USES_SPINNER.some((prefix) => k.split('/')[2]!.startsWith(prefix))).sort();
    const untouched = [...base.keys()].filter((k) => k.split('/')[2]!.startsWith('ui-visuallyhidden--'));
    expect(untouched.length).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(0);
    expect(changed(tokenChanged, spinnerChanged)).toEqual(expected);
  });
});
