// The shipped brands (every folder under brands/, as every loader sees them): the money, agent and engagement
// flows run for each, so a brand added by an operator is covered without editing a test.
import { basename } from 'node:path';
import { brandDirs } from '../../src/engine/node/brand/load.ts';

export function shippedBrands(): string[] {
  const ids = brandDirs('brands').map((d) => basename(d));
  if (ids.length === 0) throw new Error('no brands under brands/ (run the e2e tests from the repository root)');
  return ids;
}
