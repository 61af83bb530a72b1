// @vitest-environment node
// npm run i18n / i18n:check compare the catalog folders with the schema's Language enum (src/generated/languages.ts),
// not with whatever folders exist: a listed language without a catalog, and a catalog of no language, are refused.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogLanguages } from '../../../../scripts/i18n/catalog-languages.ts';
import { LANGUAGES } from '../../../../src/generated/languages.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const languages = ['EN', 'BN', 'TY'];
const complete = { languages, appFolders: ['bn', 'ty'], serverFiles: ['EN.json', 'BN.json', 'TY.json'] };

describe('catalogs vs the Language enum', () => {
  it('one app folder per language but EN, one server file per language: no problem', () => {
    expect(checkCatalogLanguages(complete)).toEqual([]);
  });

  it('an enum language without an app catalog is named', () => {
    expect(checkCatalogLanguages({ ...complete, appFolders: ['bn'] })).toEqual([
      "src/i18n/translations/ty/: missing: TY is in the schema's Language enum but has no app catalog",
    ]);
  });

  it('an enum language without a server catalog is named, EN included', () => {
    expect(checkCatalogLanguages({ ...complete, serverFiles: ['BN.json', 'TY.json', 'notes.txt'] })).toEqual([
      "src/server/i18n/translations/EN.json: missing: EN is in the schema's Language enum but has no server catalog",
    ]);
  });

  it('a catalog folder or server file of a language the enum does not have is refused', () => {
    const problems = checkCatalogLanguages({ ...complete, appFolders: ['bn', 'ty', 'xx', 'en', 'TY'], serverFiles: [...complete.serverFiles, 'XX.json'] });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^src\/i18n\/translations\/TY\/: not a language of the schema's Language enum \(folders are the lower-case codes bn, ty;/);
    expect(problems[1]).toMatch(/^src\/i18n\/translations\/en\/: not a language/);
    expect(problems[2]).toMatch(/^src\/i18n\/translations\/xx\/: not a language/);
    expect(problems[3]).toBe("src/server/i18n/translations/XX.json: not a language of the schema's Language enum (EN, BN, TY)");
  });

  it('the shipped catalogs are exactly the enum languages', () => {
    expect(
      checkCatalogLanguages({
        languages: Object.keys(LANGUAGES),
        appFolders: readdirSync(join(ROOT, 'src/i18n/translations')),
        serverFiles: readdirSync(join(ROOT, 'src/server/i18n/translations')),
      }),
    ).toEqual([]);
  });
});
