// @vitest-environment node
// npm run bench's server ratios as printed (the measurements themselves are not tested here).
import { describe, expect, it } from 'vitest';
import { formatRatios } from '../../../../scripts/bench/ratios.ts';

describe('formatRatios', () => {
  it('prints req/s, the ratio against the 0.8 target and the figure from before', () => {
    const out = formatRatios([
      { path: '/', projectRps: 4500, bareRps: 17000 },
      { path: '/wps/system/status', projectRps: 13000, bareRps: 15000 },
    ]);
    expect(out).toMatch(/\/\s+project\s+4500\s+bare\s+17000\s+ratio 0\.26 ✘\s+\(before: 0\.27\)/);
    expect(out).toMatch(/\/wps\/system\/status\s+project\s+13000\s+bare\s+15000\s+ratio 0\.87\s+\(before: 0\.5\)/);
  });
});
