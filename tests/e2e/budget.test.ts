import { describe, expect, it } from 'vitest';
import { filesLoadedForHome, filesLoadedForHomeRoute, HOME_JS_BUDGET_GZIP, HOME_ROUTE_JS_BUDGET_GZIP, totals } from '../../scripts/bundle-size.ts';
import { LANGUAGES } from '../../src/generated/languages.ts';

// a brand may open in any platform language, and the first page carries that language's catalog
// the build the e2e server serves (global-setup: E2E_DIST_DIR or dist)
const dist = process.env.E2E_DIST_DIR ?? 'dist';
const everyLanguage = Object.keys(LANGUAGES).map((code) => code.toLowerCase());

describe('bundle budget for / (performance: bytes, never seconds)', () => {
  it('JS loaded for / before the app takes over the server-rendered page is within 145 KB gzip, in every platform language', () => {
    for (const lang of everyLanguage) {
      const { jsGzip } = totals(filesLoadedForHome(dist, lang));
      expect(jsGzip, `${lang}: ${jsGzip} bytes`).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
    }
  });
  it('home: the home page fetched after the shell stays within 32 KB gzip, without DOMPurify', () => {
    for (const lang of everyLanguage) {
      const files = filesLoadedForHomeRoute(dist, lang);
      expect(files.map((f) => f.file).join(' ')).toMatch(/HomePage/);
      expect(files.map((f) => f.file).join(' ')).not.toMatch(/purify/i);
      const { jsGzip } = totals(files);
      expect(jsGzip, `${lang}: ${jsGzip} bytes`).toBeLessThanOrEqual(HOME_ROUTE_JS_BUDGET_GZIP);
    }
  });
  it('the help center and status pages are not in the initial load', () => {
    const files = filesLoadedForHome(dist, 'en').map((f) => f.file).join(' ');
    expect(files).not.toMatch(/HelpCenterPage|MaintenancePage|RegionBlockedPage|HomePage|GamesScope|purify/i);
  });
});
