// @vitest-environment node
// brands:check refuses a brand listing a language whose catalogs are incomplete (src/engine/node/brand/semantic.ts reads
// src/i18n/catalog-coverage.json). Here the real chain runs on a temp catalog folder with missing keys: the coverage
// npm run i18n would write from it (scripts/i18n/coverage.ts + the server catalog check), then the brand folder check
// (loadBrandDir, what brands:check and the hot reload call) on a copy of a shipped brand listing that language.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogCoverage, readAppCatalog, type CatalogCoverage } from '../../../../scripts/i18n/coverage.ts';
import { checkServerCatalogs, readServerCatalogs } from '../../../../scripts/i18n/server-catalogs.ts';
import { LANGUAGES } from '../../../../src/generated/languages.ts';

// The unit project aliases the ICU parser away (the app only loads pre-compiled catalogs); the server check needs it.
vi.mock('@formatjs/icu-messageformat-parser', () => import('../../../../node_modules/@formatjs/icu-messageformat-parser/index.js'));

const ROOT = join(import.meta.dirname, '../../../..');
const tmp = mkdtempSync(join(tmpdir(), 'brands-check-catalogs-'));
afterAll(() => {
  vi.doUnmock('../../../../src/i18n/catalog-coverage.json');
  rmSync(tmp, { recursive: true, force: true });
});

/** Drops `n` ids from the first file of a language folder (app) and from its server catalog; returns the coverage. */
function coverageWithout(lang: string, appDrop: number, serverDrop: number): CatalogCoverage {
  const app = join(tmp, 'app');
  const server = join(tmp, 'server');
  cpSync(join(ROOT, 'src/i18n/translations'), app, { recursive: true });
  cpSync(join(ROOT, 'src/server/i18n/translations'), server, { recursive: true });
  const appFile = join(app, lang.toLowerCase(), 'nav.json');
  const part = JSON.parse(readFileSync(appFile, 'utf8')) as Record<string, string>;
  writeFileSync(appFile, JSON.stringify(Object.fromEntries(Object.entries(part).slice(appDrop))));
  const serverFile = join(server, `${lang}.json`);
  const texts = JSON.parse(readFileSync(serverFile, 'utf8')) as Record<string, string>;
  writeFileSync(serverFile, JSON.stringify(Object.fromEntries(Object.entries(texts).slice(serverDrop))));

  const catalogs: Record<string, Record<string, string>> = {};
  for (const code of Object.keys(LANGUAGES)) if (code !== 'EN') catalogs[code.toLowerCase()] = readAppCatalog(app, code.toLowerCase());
  // EN's ids are the source's defaultMessages; an untouched complete catalog has exactly them (formatjs verify)
  catalogs.en = catalogs[lang === 'BN' ? 'th' : 'bn']!;
  const report = checkServerCatalogs(readServerCatalogs(server), Object.keys(LANGUAGES));
  expect(report.problems.join('\n')).toMatch(new RegExp(`^${lang}\\.json: ${serverDrop} ids of EN\\.json missing`));
  return catalogCoverage(catalogs, report);
}

describe('brands:check on a language with an incomplete catalog (real coverage, real brand check)', () => {
  let coverage: CatalogCoverage;
  let problems: string[];

  beforeAll(async () => {
    coverage = coverageWithout('TY', 3, 2);
    vi.resetModules();
    vi.doMock('../../../../src/i18n/catalog-coverage.json', () => ({ default: coverage }));
    const { loadBrandDir } = await import('../../../../src/engine/node/brand/load.ts');
    const { formatProblem } = await import('../../../../src/engine/brand/errors.ts');
    const brand = join(tmp, 'brands', 'aurora');
    cpSync(join(ROOT, 'brands/aurora'), brand, { recursive: true });
    const config = JSON.parse(readFileSync(join(brand, 'brand.json'), 'utf8')) as { languages: { supported: string[]; default: string } };
    config.languages = { supported: ['EN', 'BN', 'TY'], default: 'EN' };
    writeFileSync(join(brand, 'brand.json'), JSON.stringify(config, null, 2));
    const r = loadBrandDir(brand);
    problems = r.ok ? [] : r.problems.map(formatProblem);
  }, 120_000); // loads the generated validators on a busy machine

  it('the coverage counts the missing ids of that language only', () => {
    expect(coverage.languages.TY).toBe(coverage.messages - 3);
    expect(coverage.languages.BN).toBe(coverage.messages);
    expect(coverage.server.languages.TY).toBe(coverage.server.messages - 2);
  });

  it('the brand is refused at its languages entry, naming the language and both missing counts', () => {
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toContain('/languages/supported/2');
    expect(problems[0]).toContain(
      `"TY" has no complete catalog (3 of ${coverage.messages} interface messages and 2 of ${coverage.server.messages} server texts missing)`,
    );
    expect(problems[0]).toContain('src/i18n/translations/ty/');
  });
});
