// Operators' own words (brands/<id>/messages/<LANG>.json; reg_pattern_{patternId} for register rules):
// every key a catalog id or a patternId the brand uses, every value ICU with only the arguments the app passes.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, type BrandProblem } from '../../../../../src/engine/brand/errors.ts';
import { loadBrandDir } from '../../../../../src/engine/node/brand/load.ts';
import { appCatalog, loadBrandMessages } from '../../../../../src/engine/node/brand/messages.ts';
import type { RegisterRules } from '../../../../../src/generated/types.ts';

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const rule = (patternId: number | string) => ({ acceptedPattern: '^[0-9]+$', patternId, minLength: 4, maxLength: 8, enabled: true, required: true });
const REGISTER: RegisterRules = { password: rule(0), whatsapp: rule('whatsapp'), captcha: rule(6) };

/** A brand folder holding only messages/<name> files, checked as a brand listing `languages`. */
function check(files: Record<string, unknown>, languages = ['EN', 'BN']): { messages: ReturnType<typeof loadBrandMessages>; problems: BrandProblem[] } {
  const dir = mkdtempSync(join(tmpdir(), 'wl-messages-'));
  temps.push(dir);
  mkdirSync(join(dir, 'messages'));
  for (const [name, data] of Object.entries(files))
    writeFileSync(join(dir, 'messages', name), typeof data === 'string' ? data : JSON.stringify(data));
  const problems: BrandProblem[] = [];
  const messages = loadBrandMessages({ dir, languages, register: REGISTER, display: (p) => p.slice(dir.length + 1), problems, hash: createHash('sha256') });
  return { messages, problems };
}

describe('brand message overrides (messages/<LANG>.json)', () => {
  it('the app catalog index holds first-page and area ids with their arguments', () => {
    const catalog = appCatalog();
    expect(catalog.has('home.hotGames')).toBe(true); // home area
    expect(catalog.has('reg_pattern_6')).toBe(true); // auth area
    expect([...(catalog.get('home.moreOf')?.keys() ?? [])]).toEqual(['section']);
  });

  it('a valid file becomes pre-parsed ASTs per language; arguments may be dropped', () => {
    const { messages, problems } = check({
      'EN.json': { 'home.hotGames': 'Trending now', 'home.moreOf': 'All {section} games', 'reg_pattern_6': 'Digits please' },
      'BN.json': { 'home.hotGames': 'এখন জনপ্রিয়' },
    });
    expect(problems).toEqual([]);
    expect(messages.EN?.['home.hotGames']).toEqual([{ type: 0, value: 'Trending now' }]);
    expect(messages.EN?.['home.moreOf']).toEqual([
      { type: 0, value: 'All ' },
      { type: 1, value: 'section' },
      { type: 0, value: ' games' },
    ]);
    expect(messages.BN?.['home.hotGames']).toEqual([{ type: 0, value: 'এখন জনপ্রিয়' }]);
  });

  it('an unknown id is refused with file and JSON pointer, the rest of the file still counts', () => {
    const { messages, problems } = check({ 'EN.json': { 'home.hotGamez': 'Hot', 'a/b~c': 'x', 'home.hotGames': 'Hot' } });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^messages\/EN\.json: \/home\.hotGamez: is not a message id of the app/),
      expect.stringMatching(/^messages\/EN\.json: \/a~1b~0c: /),
    ]);
    expect(Object.keys(messages.EN ?? {})).toEqual(['home.hotGames']);
  });

  it('bad ICU is refused with the parser reason', () => {
    const { problems } = check({ 'EN.json': { 'home.hotGames': 'Hot {games' } });
    expect(problems).toEqual([{ file: 'messages/EN.json', pointer: '/home.hotGames', message: expect.stringMatching(/is not a valid ICU message: EXPECT_ARGUMENT_CLOSING_BRACE/) }]);
  });

  it('an argument, tag or date the app does not pass is refused', () => {
    const { problems } = check({
      'EN.json': {
        'home.moreOf': 'More {sections}',
        'home.hotGames': 'Hot <b>now</b>',
        'home.winnerRank': 'On {rank, date, short}',
        'home.banners': 'Featured {x}',
        'reg_pattern_whatsapp': 'WhatsApp {range} ({length})',
      },
    });
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/home.moreOf', 'uses {sections}, which the app does not pass to this message (it passes {section})'],
      ['/home.hotGames', 'uses the tag <b>, which this message does not have'],
      ['/home.winnerRank', expect.stringMatching(/^formats \{rank\} as a date or time/)],
      ['/home.banners', 'uses {x}, which the app does not pass to this message (it passes no values)'],
      ['/reg_pattern_whatsapp', 'uses {length}, which the app does not pass to this message (it passes {min}, {max}, {range})'],
    ]);
  });

  it('a file for a language the brand does not list, or in lower case, is refused', () => {
    const { messages, problems } = check({ 'TH.json': { 'home.hotGames': 'x' }, 'en.json': { 'home.hotGames': 'x' }, 'notes.txt': 'ignored' }, ['EN']);
    expect(problems).toEqual([
      { file: 'messages/TH.json', pointer: '', message: expect.stringMatching(/^TH is not one of the brand's languages \(\/languages\/supported in brand\.json: EN\)/) },
      { file: 'messages/en.json', pointer: '', message: expect.stringMatching(/^rename the file to EN\.json/) },
    ]);
    expect(messages).toEqual({});
  });

  it('a custom patternId message is accepted only when the brand register rules use it', () => {
    const ok = check({ 'EN.json': { reg_pattern_whatsapp: 'WhatsApp: {range} digits' } });
    expect(ok.problems).toEqual([]);
    expect(ok.messages.EN?.reg_pattern_whatsapp).toHaveLength(3);
    const unused = check({ 'EN.json': { reg_pattern_telegram: 'Telegram: {range} digits' } });
    expect(unused.problems).toEqual([
      { file: 'messages/EN.json', pointer: '/reg_pattern_telegram', message: expect.stringMatching(/is not a patternId of this brand's register rules \(they use reg_pattern_0, reg_pattern_6, reg_pattern_whatsapp\)/) },
    ]);
  });

  it('invalid JSON, a non-object or a non-string value is reported, not thrown', () => {
    expect(check({ 'EN.json': '{"home.hotGames": ' }).problems[0]).toMatchObject({ file: 'messages/EN.json', pointer: '', message: expect.stringMatching(/^invalid JSON/) });
    expect(check({ 'EN.json': ['x'] }).problems[0]?.message).toBe('must be an object of message id → text');
    expect(check({ 'EN.json': { 'home.hotGames': 3 } }).problems[0]).toMatchObject({ pointer: '/home.hotGames', message: 'must be a string (an ICU message)' });
  });
});

describe('loadBrandDir with messages (hash, problems, shipped example)', () => {
  const copy = (): string => {
    const dir = join(mkdtempSync(join(tmpdir(), 'wl-brand-')), 'aurora');
    temps.push(join(dir, '..'));
    cpSync('brands/aurora', dir, { recursive: true });
    return dir;
  };

  it('aurora ships an EN override and its custom whatsapp rule message in EN and BN', () => {
    const r = loadBrandDir('brands/aurora');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.brand.config.register.whatsapp?.patternId).toBe('whatsapp');
    expect(Object.keys(r.brand.messages).sort()).toEqual(['BN', 'EN']);
    expect(r.brand.messages.EN?.['home.hotGames']).toBeDefined();
    expect(r.brand.messages.BN?.reg_pattern_whatsapp).toBeDefined();
  });

  it('an edit of a message file changes the brand hash; a bad one fails the brand with file + pointer', () => {
    const dir = copy();
    const before = loadBrandDir(dir);
    writeFileSync(join(dir, 'messages', 'EN.json'), JSON.stringify({ 'home.hotGames': 'Fresh picks' }));
    const after = loadBrandDir(dir);
    expect(before.ok && after.ok && before.brand.hash !== after.brand.hash).toBe(true);
    writeFileSync(join(dir, 'messages', 'EN.json'), JSON.stringify({ 'home.hotGames': '{' }));
    const bad = loadBrandDir(dir);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toEqual([{ file: expect.stringMatching(/aurora\/messages\/EN\.json$/), pointer: '/home.hotGames', message: expect.stringMatching(/not a valid ICU/) }]);
  });
});
