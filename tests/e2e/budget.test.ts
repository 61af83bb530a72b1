import { describe, expect, it } from 'vitest';
import { filesLoadedForHome, HOME_JS_BUDGET_GZIP, totals } from '../../scripts/bundle-size.ts';

describe('bundle budget for / (issue #2 performance; bytes, never seconds)', () => {
  it('JS loaded for / is within 130 KB gzip, in both shipped languages', () => {
    for (const lang of ['en', 'bn']) {
      const { jsGzip } = totals(filesLoadedForHome('dist', lang));
      expect(jsGzip, `${lang}: ${jsGzip} bytes`).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
    }
  });
  it('the help center and status pages are not in the initial load', () => {
    const files = filesLoadedForHome('dist', 'en').map((f) => f.file).join(' ');
    expect(files).not.toMatch(/HelpCenterPage|MaintenancePage|RegionBlockedPage/);
  });
});
