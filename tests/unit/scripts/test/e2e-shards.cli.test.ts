// The e2e shards' command line (scripts/test/e2e-shards.mjs): `--list=<n>` prints a shard's files so the tier
// can be run by hand the way npm test runs it; together the listed shards are every e2e file, each once.
// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { e2eFiles } from '../../../../scripts/test/e2e-shards.mjs';

const list = (args: string[]): string[] => {
  const r = spawnSync(process.execPath, ['scripts/test/e2e-shards.mjs', ...args], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split('\n').filter(Boolean);
};

describe('e2e shards on the command line', () => {
  it('--list=1 and --list=2 print two non-empty shards that hold every e2e file once', () => {
    const [one, two] = [list(['--list=1']), list(['--list=2'])];
    expect(one.length).toBeGreaterThan(0);
    expect(two.length).toBeGreaterThan(0);
    expect([...one, ...two].sort()).toEqual(e2eFiles());
  });

  it('--list of a shard past the last prints nothing', () => {
    expect(list(['--shards=2', '--list=3'])).toEqual([]);
  });
});
