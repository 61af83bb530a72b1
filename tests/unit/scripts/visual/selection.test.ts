// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FingerprintManifest, perBrandLayout, singleFileLayout } from '../../../../scripts/visual/fingerprint-manifest.ts';
import { bucketOf, choose, formatRecord, MIN_SAMPLE_SHARE, parseRecord, SAMPLE_BUCKETS } from '../../../../scripts/visual/selection.ts';

const ids = Array.from({ length: 1000 }, (_, i) => `brand/light/story-${i}`);
const unchanged = ids.map((id) => ({ id, fingerprint: `fp-${id}`, hasBaseline: true }));
const recordedAll = (id: string): string | undefined => `fp-${id}`;

describe('choose', () => {
  it('shoots a changed, an unrecorded and a baseline-less shot, and samples the rest', () => {
    const shots = [
      { id: 'a', fingerprint: 'new', hasBaseline: true },
      { id: 'b', fingerprint: 'x', hasBaseline: true },
      { id: 'c', fingerprint: 'x', hasBaseline: false },
      ...unchanged,
    ];
    const records: Record<string, string> = { a: 'old', c: 'x' };
    const chosen = choose(shots, (id) => records[id] ?? recordedAll(id), { all: false, bucket: 3 });
    expect(chosen.get('a')).toBe('changed');
    expect(chosen.get('c')).toBe('no baseline');
    const noRecord = choose([{ id: 'b', fingerprint: 'x', hasBaseline: true }], () => undefined, { all: false, bucket: 3 });
    expect(noRecord.get('b')).toBe('unrecorded');
    const sampled = ids.filter((id) => chosen.get(id) === 'sample');
    expect(sampled.length).toBeGreaterThanOrEqual(Math.ceil(ids.length * MIN_SAMPLE_SHARE));
    expect(sampled.length).toBeLessThan(ids.length / 5);
  });

  it('re-verifies every unchanged shot within SAMPLE_BUCKETS consecutive commits', () => {
    const seen = new Set<string>();
    for (let commit = 500; commit < 500 + SAMPLE_BUCKETS; commit++)
      for (const [id, why] of choose(unchanged, recordedAll, { all: false, bucket: commit % SAMPLE_BUCKETS })) if (why === 'sample') seen.add(id);
    expect(seen.size).toBe(ids.length);
  });

  it('keeps a shot in its bucket whatever other shots exist', () => {
    expect(bucketOf('brand/light/story-7')).toBe(bucketOf('brand/light/story-7'));
    const sampledAlone = choose([{ id: 'brand/light/story-7', fingerprint: 'fp-brand/light/story-7', hasBaseline: true }], recordedAll, {
      all: false,
      bucket: bucketOf('brand/light/story-7'),
    });
    expect(sampledAlone.get('brand/light/story-7')).toBe('sample');
  });

  it('shoots everything with all', () => {
    expect([...choose(unchanged, recordedAll, { all: true, bucket: 0 }).values()].filter((w) => w === 'all')).toHaveLength(ids.length);
  });
});

describe('fingerprint records', () => {
  const dir = mkdtempSync(join(tmpdir(), 'visual-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips the brands a page read', () => {
    expect(parseRecord(formatRecord('abc', ['aurora', 'qamar']))).toEqual({ fingerprint: 'abc', reads: ['aurora', 'qamar'] });
    expect(parseRecord(formatRecord('abc', []))).toEqual({ fingerprint: 'abc', reads: [] });
  });

  it('writes one file per brand with sorted keys, one record a line, and prunes what is gone', () => {
    const manifest = new FingerprintManifest(perBrandLayout(dir));
    manifest.set('lotus/light/b', '2');
    manifest.set('lotus/dark/a', '1');
    manifest.set('qamar/languages/TH/c', '3');
    expect(manifest.write().map((f) => f.slice(dir.length + 1))).toEqual(['lotus/fingerprints.json', 'qamar/fingerprints.json']);
    expect(readFileSync(join(dir, 'lotus/fingerprints.json'), 'utf8')).toBe('{\n  "dark/a": "1",\n  "light/b": "2"\n}\n');
    const again = new FingerprintManifest(perBrandLayout(dir));
    expect(again.get('qamar/languages/TH/c')).toBe('3');
    again.prune(new Map([[join(dir, 'lotus/fingerprints.json'), new Set(['light/b'])]]));
    again.write();
    expect(JSON.parse(readFileSync(join(dir, 'lotus/fingerprints.json'), 'utf8'))).toEqual({ 'light/b': '2' });
  });

  it('keeps every brand in one file for the synthetic brands', () => {
    const file = join(dir, 'synthetic.json');
    const manifest = new FingerprintManifest(singleFileLayout(file));
    manifest.set('syn-full/dark/x', '9');
    manifest.write();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'syn-full/dark/x': '9' });
  });
});
