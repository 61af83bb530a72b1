// @vitest-environment node
// English copies in a catalog must be reviewed loanwords (src/i18n/loanwords.json, docs/i18n-loanwords.md):
// npm run i18n:check refuses an unlisted copy and a listed id that is no longer a copy.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkLoanwords, englishCopies, words, type Loanwords } from '../../../../scripts/i18n/loanwords.ts';

// The unit project aliases the ICU parser away (the app only loads pre-compiled catalogs); the check needs it.
vi.mock('@formatjs/icu-messageformat-parser', () => import('../../../../node_modules/@formatjs/icu-messageformat-parser/index.js'));

const ROOT = join(import.meta.dirname, '../../../..');
const EN = {
  'nav.menu': 'Menu',
  'nav.settings': 'Settings',
  'vip.level': 'VIP {level}',
  'range': '{from} – {to}',
  'rows': '{count, plural, one {# row} other {# rows}}',
  'terms': 'I agree to the <link>Terms</link>',
};
const TY = {
  'nav.menu': 'Menu',
  'nav.settings': 'settings ',
  'vip.level': 'VIP {level, number}',
  'range': '{from} – {to}',
  'rows': '{count, plural, one {# hilera} other {# hilera}}',
  'terms': 'Sumasang-ayon ako sa <link>mga Tuntunin</link>',
};

describe('loanwords', () => {
  it('words: literal text, the other branch, tags’ content; placeholders, case and spacing dropped', () => {
    expect(words('VIP {level}')).toBe('vip');
    expect(words('{count, plural, one {# row} other {# rows}}')).toBe('rows');
    expect(words('I agree to the <link>Terms</link>')).toBe('i agree to the terms');
    expect(words('  Live   Casino ')).toBe('live casino');
  });

  it('a copy differing only in case, spacing or argument style is still a copy; words-free messages are not', () => {
    expect(englishCopies(EN, TY)).toEqual(['nav.menu', 'nav.settings', 'vip.level']);
  });

  it('an unlisted English copy is refused with its id and English text', () => {
    expect(checkLoanwords('app', EN, { TY }, { TY: ['nav.menu', 'vip.level'] })).toEqual([
      'TY: 1 app message copies English (translate, or list as a loanword in src/i18n/loanwords.json app.TY with a reason in docs/i18n-loanwords.md): nav.settings "Settings"',
    ]);
  });

  it('a listed id that is translated, and a language without a catalog, are refused', () => {
    const problems = checkLoanwords('server', EN, { TY: { ...TY, 'nav.settings': 'Mga setting' } }, { TY: ['nav.menu', 'vip.level', 'rows'], XX: [] });
    expect(problems).toEqual([
      'src/i18n/loanwords.json: server.XX: no server catalog of that language',
      'src/i18n/loanwords.json: server.TY: not English copies (remove them from the list): rows',
    ]);
  });

  it('the shipped catalogs have no English copy the list does not name (real translations)', () => {
    const list = JSON.parse(readFileSync(join(ROOT, 'src/i18n/loanwords.json'), 'utf8')) as Loanwords;
    const server = join(ROOT, 'src/server/i18n/translations');
    const serverCatalogs = Object.fromEntries(
      readdirSync(server).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(server, f), 'utf8')) as Record<string, string>]),
    );
    expect(checkLoanwords('server', serverCatalogs.EN!, serverCatalogs, list.server)).toEqual([]);
    // the app's EN is the source's defaultMessage: every id the list names must exist in the language's catalog
    for (const [code, ids] of Object.entries(list.app)) {
      const dir = join(ROOT, 'src/i18n/translations', code.toLowerCase());
      const catalog = Object.assign({}, ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>));
      expect(ids.filter((id) => !(id in catalog)), code).toEqual([]);
    }
  });
});
