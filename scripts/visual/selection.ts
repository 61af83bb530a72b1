// Shoot only what can have changed: each shot's fingerprint (everything its pixels can depend on, see
// scripts/visual/fingerprint.ts) is compared with the one recorded when it last passed. A run shoots the shots
// whose fingerprint changed, has no record or has no baseline, plus a rotating sample of the unchanged ones: shots
// are dealt into SAMPLE_BUCKETS fixed buckets by a hash of their name and a run takes bucket
// (commit count of HEAD) mod SAMPLE_BUCKETS, so every shot is shot again at least once in any SAMPLE_BUCKETS
// consecutive commits, whatever the fingerprints say (a dependency the fingerprint cannot see still shows).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mode } from '../../.storybook/brands.ts';
import { brandHashes, buildFingerprints, sha256 } from './fingerprint.ts';
import type { FingerprintManifest } from './fingerprint-manifest.ts';
import { CONTEXT_OF, type Viewport, type WorkUnit } from './matrix.ts';

/** The sample's period: every unchanged shot is re-verified within this many commits. */
export const SAMPLE_BUCKETS = 20;
/** The sample is never smaller than this share of the unchanged shots (a small bucket is topped up from the next). */
export const MIN_SAMPLE_SHARE = 0.05;
/** Bumped when what goes into a fingerprint changes, so every record made the old way counts as changed. */
const FORMAT = 1;

export interface SelectableShot {
  storyId: string;
  viewport: Viewport;
  brand: string;
  mode: Mode;
  language: string;
}

/** Why a shot is shot. */
export type Reason = 'changed' | 'unrecorded' | 'no baseline' | 'sample' | 'all';

/** A shot's fixed bucket: a hash of its id, so it keeps its bucket as other shots come and go. */
export function bucketOf(shotId: string): number {
  return Number.parseInt(sha256(shotId).slice(0, 8), 16) % SAMPLE_BUCKETS;
}

/** This run's sample bucket: VISUAL_SAMPLE_BUCKET, or the commit count of HEAD (0 outside a git work tree). */
export function sampleBucket(root: string): { bucket: number; from: string } {
  const forced = process.env.VISUAL_SAMPLE_BUCKET;
  if (forced !== undefined && forced !== '') return { bucket: Number(forced) % SAMPLE_BUCKETS, from: 'VISUAL_SAMPLE_BUCKET' };
  const r = spawnSync('git', ['rev-list', '--count', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const count = Number(r.stdout?.trim());
  if (r.status !== 0 || !Number.isInteger(count)) return { bucket: 0, from: 'no git history' };
  return { bucket: count % SAMPLE_BUCKETS, from: `commit ${count}` };
}

/**
 * Which shots to shoot and why: all with `all`; otherwise those whose fingerprint differs from the record or that
 * have no record or no baseline, plus the unchanged ones of the sample bucket (and of the following buckets, in a
 * fixed order, while the sample is under MIN_SAMPLE_SHARE of the unchanged ones).
 */
export function choose(
  shots: readonly { id: string; fingerprint: string; hasBaseline: boolean }[],
  recorded: (id: string) => string | undefined,
  options: { all: boolean; bucket: number },
): Map<string, Reason> {
  const chosen = new Map<string, Reason>();
  const unchanged: string[] = [];
  for (const { id, fingerprint, hasBaseline } of shots) {
    const record = recorded(id);
    if (options.all) chosen.set(id, 'all');
    else if (!hasBaseline) chosen.set(id, 'no baseline');
    else if (record === undefined) chosen.set(id, 'unrecorded');
    else if (record !== fingerprint) chosen.set(id, 'changed');
    else unchanged.push(id);
  }
  const minimum = Math.ceil(unchanged.length * MIN_SAMPLE_SHARE);
  const inOrder = unchanged
    .map((id) => ({ id, lap: (bucketOf(id) - options.bucket + SAMPLE_BUCKETS) % SAMPLE_BUCKETS, tie: sha256(id) }))
    .sort((a, b) => a.lap - b.lap || a.tie.localeCompare(b.tie));
  for (const [i, { id, lap }] of inOrder.entries()) {
    if (lap > 0 && i >= minimum) break;
    chosen.set(id, 'sample');
  }
  return chosen;
}

export interface FingerprintInputs {
  /** The Storybook build shot. */
  staticDir: string;
  /** The brands folder it was built over. */
  brandsDir: string;
  /** Every brand of that folder with its directory fields (BRAND_DIRECTORY_FIELDS), which every shot can show. */
  brands: readonly ({ id: string } & Record<string, unknown>)[];
  /** The browser and what it renders with (scripts/visual/environment.ts), as measured now. */
  environment: unknown;
  /** The runner's own settings shared by every shot: its page scripts, frozen clock, CSS, how it settles a page. */
  runner: unknown;
  /** Stories shot with their focus ring (tagged focus-state). */
  focusStates: ReadonlySet<string>;
}

/**
 * A manifest record: the fingerprint, then the other brands whose data the shot's page read when it last passed
 * (their data is part of the fingerprint).
 */
export const formatRecord = (fingerprint: string, reads: readonly string[]): string => (reads.length ? `${fingerprint} reads ${reads.join(',')}` : fingerprint);
export function parseRecord(record: string): { fingerprint: string; reads: string[] } {
  const [fingerprint, , reads] = record.split(' ');
  return { fingerprint: fingerprint!, reads: reads ? reads.split(',') : [] };
}

/** `(shot, reads) → fingerprint`, reads being the other brands the shot's page read. */
export function fingerprinter(inputs: FingerprintInputs): (shot: SelectableShot, reads: readonly string[]) => string {
  const brandIds = inputs.brands.map((b) => b.id);
  const build = buildFingerprints(inputs.staticDir, brandIds);
  const brands = brandHashes(inputs.brandsDir, build, brandIds);
  const index = JSON.parse(readFileSync(join(inputs.staticDir, 'index.json'), 'utf8')) as { entries: Record<string, { importPath: string }> };
  const shared = sha256(JSON.stringify({ format: FORMAT, environment: inputs.environment, runner: inputs.runner, directory: inputs.brands }));
  return (shot, reads) => {
    const entry = index.entries[shot.storyId];
    if (!entry) throw new Error(`fingerprint: story ${shot.storyId} is not in ${inputs.staticDir}/index.json`);
    const story = build.stories.get(entry.importPath)!;
    const brandParts = [...new Set([shot.brand, ...story.brands, ...reads])].sort().map((id) => `${id} ${brands.get(id) ?? 'no such brand'}`);
    const settings = { context: CONTEXT_OF[shot.viewport], mode: shot.mode, language: shot.language, focusState: inputs.focusStates.has(shot.storyId) };
    return sha256(JSON.stringify({ shared, story: story.hash, storyId: shot.storyId, brands: brandParts, settings })).slice(0, 32);
  };
}

export interface Plan {
  /** The work left to shoot. */
  combos: WorkUnit[];
  /** Shots left out (unchanged, not in the sample). */
  skipped: SelectableShot[];
  /** How many were chosen for each reason. */
  counts: Partial<Record<Reason, number>>;
  bucket: { bucket: number; from: string };
  /** A shot passed: recorded once its page is done (pageDone), when what the page read is known. */
  passed(shot: SelectableShot): void;
  /** A browser page is done: `shots` were taken on it, and it read the data of `reads` (brand ids). */
  pageDone(shots: readonly SelectableShot[], reads: readonly string[]): void;
  /**
   * Record every shot of the matrix that has a baseline, without shooting (--record-fingerprints). What their pages
   * read is not known without rendering them, so each is recorded as reading every brand: a record that only a
   * change to no brand's data keeps, replaced by the exact one the next time the shot passes.
   */
  recordAll(): number;
  /** Write the manifest files that changed (dropping records of shots outside the matrix when `prune`). */
  write(prune: boolean): string[];
}

/**
 * Plan a run over `combos` (the whole matrix the options ask for): fingerprint every shot, choose, and return the
 * work narrowed to the chosen shots.
 */
export function planRun(
  root: string,
  combos: readonly WorkUnit[],
  inputs: FingerprintInputs,
  manifest: FingerprintManifest,
  shotId: (shot: SelectableShot) => string,
  hasBaseline: (shot: SelectableShot) => boolean,
  all: boolean,
): Plan {
  const fingerprint = fingerprinter(inputs);
  const shots = combos.flatMap(({ combo, stories }) => stories.map((storyId): SelectableShot => ({ storyId, ...combo })));
  const entries = shots.map((shot) => {
    const id = shotId(shot);
    const record = manifest.get(id);
    const reads = record === undefined ? [] : parseRecord(record).reads;
    return { shot, id, fingerprint: fingerprint(shot, reads), hasBaseline: hasBaseline(shot) };
  });
  const bucket = sampleBucket(root);
  const chosen = choose(entries, (id) => {
    const record = manifest.get(id);
    return record === undefined ? undefined : parseRecord(record).fingerprint;
  }, { all, bucket: bucket.bucket });
  const counts: Partial<Record<Reason, number>> = {};
  for (const reason of chosen.values()) counts[reason] = (counts[reason] ?? 0) + 1;
  const narrowed = combos
    .map(({ combo, stories }) => ({ combo, stories: stories.filter((storyId) => chosen.has(shotId({ storyId, ...combo }))) }))
    .filter((u) => u.stories.length);
  const passed = new Set<string>();
  const allBrands = inputs.brands.map((b) => b.id);
  return {
    combos: narrowed,
    skipped: entries.filter((e) => !chosen.has(e.id)).map((e) => e.shot),
    counts,
    bucket,
    passed: (shot) => passed.add(shotId(shot)),
    pageDone: (pageShots, reads) => {
      for (const shot of pageShots) {
        const id = shotId(shot);
        if (!passed.delete(id)) continue;
        const others = [...new Set(reads)].filter((b) => b !== shot.brand).sort();
        manifest.set(id, formatRecord(fingerprint(shot, others), others));
      }
    },
    recordAll: () => {
      const withBaseline = entries.filter((e) => e.hasBaseline);
      for (const e of withBaseline) {
        const others = allBrands.filter((b) => b !== e.shot.brand);
        manifest.set(e.id, formatRecord(fingerprint(e.shot, others), others));
      }
      return withBaseline.length;
    },
    write: (prune) => {
      if (prune) {
        const keep = new Map<string, Set<string>>();
        for (const e of entries) {
          const { file, key } = manifest.fileAndKey(e.id);
          keep.set(file, (keep.get(file) ?? new Set()).add(key));
        }
        manifest.prune(keep);
      }
      return manifest.write();
    },
  };
}

/** One line saying what a run shoots and skips, and why. */
export function describePlan(plan: Plan, total: number): string {
  const shot = total - plan.skipped.length;
  if (plan.counts.all) return `visual: shooting all ${total} shots (--all)`;
  const why = [
    plan.counts.changed && `${plan.counts.changed} changed`,
    plan.counts.unrecorded && `${plan.counts.unrecorded} with no record`,
    plan.counts['no baseline'] && `${plan.counts['no baseline']} with no baseline`,
    `${plan.counts.sample ?? 0} sampled (bucket ${plan.bucket.bucket} of ${SAMPLE_BUCKETS}, ${plan.bucket.from})`,
  ].filter(Boolean);
  return `visual: shooting ${shot} of ${total} shots (${why.join(', ')}); skipping ${plan.skipped.length} whose fingerprint matches their last pass (--all shoots every shot; each is sampled within ${SAMPLE_BUCKETS} commits)`;
}
