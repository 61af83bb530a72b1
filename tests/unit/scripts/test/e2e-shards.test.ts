// npm test's e2e shards (scripts/test/e2e-shards.mjs): dealt by recorded duration so they end together.
import { describe, expect, it } from 'vitest';
import { e2eFiles, planShards } from '../../../../scripts/test/e2e-shards.mjs';

describe('e2e shards', () => {
  it('deals the heaviest file first to the lightest shard', () => {
    const plan = planShards(['a', 'b', 'c', 'd', 'e'], { a: 400, b: 300, c: 200, d: 100, e: 100 }, 2);
    expect(plan.map((s) => s.seconds)).toEqual([600, 500]);
    expect(plan.map((s) => s.files)).toEqual([['a', 'd', 'e'], ['b', 'c']]);
  });

  it('counts a file with no recorded duration as the median', () => {
    const plan = planShards(['new', 'x', 'y', 'z'], { x: 10, y: 20, z: 30 }, 2);
    expect(plan.reduce((n, s) => n + s.seconds, 0)).toBe(80);
  });

  it('gives every e2e file to exactly one shard and leaves no shard empty', () => {
    const files = e2eFiles();
    expect(files.length).toBeGreaterThan(10);
    const plan = planShards(files, {}, 3);
    expect(plan).toHaveLength(3);
    expect(plan.flatMap((s) => s.files).sort()).toEqual(files);
    expect(planShards(['only'], {}, 2)).toHaveLength(1);
  });
});
