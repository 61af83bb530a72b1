// brand:prove's use of the visual runner: only through its command line and its --json summary, so the
// runner's internals can change freely. Paths below are the runner's documented layout.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { BASELINE_EXTENSION, findBaseline } from '../visual/baseline-format-names.ts';
import type { ShotSource, SheetMode } from './sheet.ts';

export const REPO = resolve(import.meta.dirname, '..', '..');
export const BASELINES = join(REPO, 'tests/visual/baselines');
export const DIFF_DIR = join(REPO, 'tests/visual/__diff__');
const DEFAULT_BRANDS = join(REPO, 'brands');
/** The runner's reasons for a comparison failure (as opposed to a render error). */
const PIXEL_REASON = /^(\d+ pixels differ|size \d+×\d+ → \d+×\d+)/;

export interface VisualSummary {
  passed: number;
  failed: number;
  compared: number;
  new: number;
  updated: number;
  failures: { storyId: string; brand: string; mode: string; reason: string }[];
}

/** The Storybook build the runner shoots for a brands folder (storybook-static for brands/). */
export function storybookDirFor(brandsDir: string): string {
  return resolve(brandsDir) === DEFAULT_BRANDS ? join(REPO, 'storybook-static') : join(REPO, '.cache', `storybook-${basename(brandsDir)}`);
}

/** Run `scripts/visual.ts --brand=<id>` (building Storybook first), writing baselines when `update`. */
export function runVisual(brandId: string, brandsDir: string, update: boolean): VisualSummary | null {
  const json = join(tmpdir(), `brand-prove-${brandId}-${process.pid}.json`);
  rmSync(json, { force: true });
  const args = [
    join(REPO, 'scripts/visual.ts'),
    `--brand=${brandId}`,
    `--json=${json}`,
    // one brand is only two combinations: four pages share its stories (the run waits more than it computes)
    '--workers=4',
    ...(update ? ['--update'] : []),
    ...(resolve(brandsDir) === DEFAULT_BRANDS ? [] : [`--brands-dir=${resolve(brandsDir)}`]),
  ];
  spawnSync(join(REPO, 'node_modules/.bin/tsx'), args, { cwd: REPO, stdio: 'inherit' });
  if (!existsSync(json)) return null;
  const summary = JSON.parse(readFileSync(json, 'utf8')) as VisualSummary;
  rmSync(json, { force: true });
  return summary;
}

/** Where one shot's images are after a run: the baseline, or the runner's actual/diff files for a failure. */
export function shotSource(summary: VisualSummary, brandId: string, update: boolean, storyId: string, mode: SheetMode): ShotSource {
  const failure = summary.failures.find((f) => f.brand === brandId && f.storyId === storyId && f.mode === mode);
  const diffBase = join(DIFF_DIR, brandId, mode, storyId);
  if (!failure) {
    const baseline = findBaseline(join(BASELINES, brandId, mode, `${storyId}${BASELINE_EXTENSION}`));
    return { state: { kind: update ? 'new' : 'same' }, png: baseline ?? null, diff: null };
  }
  const actual = existsSync(`${diffBase}.actual.png`) ? `${diffBase}.actual.png` : null;
  const differs = existsSync(`${diffBase}.expected.png`) || PIXEL_REASON.test(failure.reason);
  const kind = failure.reason.startsWith('no baseline') ? 'no-baseline' : differs ? 'differs' : 'error';
  return { state: { kind, reason: failure.reason }, png: actual, diff: existsSync(`${diffBase}.diff.png`) ? `${diffBase}.diff.png` : null };
}
