// @vitest-environment node
// The server catalog check of npm run i18n: a language's catalog must have exactly EN's ids, each valid ICU with
// EN's arguments; brands:check counts the good ids per language (catalog-coverage.json "server").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkServerCatalogs, readServerCatalogs } from '../../../../scripts/i18n/server-catalogs.ts';
import EN_SHIPPED from '../../../../src/server/i18n/translations/EN.json' with { type: 'json' };

// The unit project aliases the ICU parser away (the app only loads pre-compiled catalogs); the check needs it.
vi.mock('@formatjs/icu-messageformat-parser', () => import('../../../../node_modules/@formatjs/icu-messageformat-parser/index.js'));

const KNOWN = ['EN', 'BN', 'TH'];
const EN = {
  'api.login.locked': 'Try again at {time} (in {minutes} min).',
  'sms.code': 'Expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'offline.title': 'You are offline',
};
const TH = {
  'api.login.locked': 'ลองใหม่เวลา {time} (ในอีก {minutes} นาที)',
  'sms.code': 'ใช้ได้ภายใน {minutes, plural, other {# นาที}}',
  'offline.title': 'คุณออฟไลน์อยู่',
};
const check = (files: Record<string, unknown>) => checkServerCatalogs(files, KNOWN);

describe('server catalogs check', () => {
  it('complete catalogs: no problem, every id counted', () => {
    expect(check({ 'EN.json': EN, 'TH.json': TH })).toEqual({ problems: [], messages: 3, languages: { EN: 3, TH: 3 } });
  });

  it('a missing id names the file and the id, and the language counts one fewer', () => {
    const { 'offline.title': _gone, ...partial } = TH;
    void _gone;
    const r = check({ 'EN.json': EN, 'TH.json': partial });
    expect(r.problems).toEqual(['TH.json: 1 id of EN.json missing: offline.title']);
    expect(r.languages.TH).toBe(2);
  });

  it('an id EN does not have is refused', () => {
    expect(check({ 'EN.json': EN, 'TH.json': { ...TH, 'offline.extra': 'x' } }).problems).toEqual(['TH.json: "offline.extra" is not an id of EN.json']);
  });

  it('a renamed, dropped or added argument is refused', () => {
    const renamed = check({ 'EN.json': EN, 'TH.json': { ...TH, 'api.login.locked': 'ลองใหม่เวลา {time} (ในอีก {minute} นาที)' } });
    expect(renamed.problems).toEqual(['TH.json: "api.login.locked" has the ICU arguments {minute} {time}, EN\'s are {minutes} {time}']);
    expect(renamed.languages.TH).toBe(2);
    const dropped = check({ 'EN.json': EN, 'TH.json': { ...TH, 'api.login.locked': 'ลองใหม่ภายหลัง' } });
    expect(dropped.problems[0]).toContain('has the ICU arguments none');
    const added = check({ 'EN.json': EN, 'TH.json': { ...TH, 'offline.title': 'ออฟไลน์ {brand}' } });
    expect(added.problems).toEqual(['TH.json: "offline.title" has the ICU arguments {brand}, EN\'s are none']);
  });

  it('the same name as another kind (plain instead of plural) is refused', () => {
    const r = check({ 'EN.json': EN, 'TH.json': { ...TH, 'sms.code': 'ใช้ได้ภายใน {minutes} นาที' } });
    expect(r.problems).toEqual(['TH.json: "sms.code" has the ICU arguments {minutes}, EN\'s are {minutes, plural}']);
  });

  it('broken ICU, an empty or non-string message are refused', () => {
    const r = check({ 'EN.json': EN, 'TH.json': { ...TH, 'offline.title': 'เปิด {ไม่ปิด' } });
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^TH\.json: "offline\.title" is not valid ICU/);
    expect(check({ 'EN.json': EN, 'TH.json': { ...TH, 'offline.title': '' } }).problems).toContain('TH.json: "offline.title" must be a non-empty string');
    expect(check({ 'EN.json': EN, 'TH.json': { ...TH, 'offline.title': 7 } }).problems).toContain('TH.json: "offline.title" must be a non-empty string');
  });

  it('a file that is not a platform language, not an object or not JSON is refused; EN is required', () => {
    expect(check({ 'EN.json': EN, 'XX.json': TH }).problems).toEqual(['XX.json: not a platform language catalog (name it <CODE>.json, one of EN, BN, TH)']);
    expect(check({ 'EN.json': EN, 'th.json': TH }).problems[0]).toMatch(/^th\.json: not a platform language catalog/);
    expect(check({ 'EN.json': EN, 'TH.json': ['x'] }).problems).toEqual(['TH.json: must be one object of "id": "message"']);
    expect(check({ 'EN.json': EN, 'TH.json': new Error('Unexpected token') }).problems).toEqual(['TH.json: not valid JSON (Unexpected token)']);
    expect(check({ 'TH.json': TH }).problems).toEqual(['EN.json: missing (the source of every other catalog)']);
  });

  describe('readServerCatalogs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-catalogs-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reads every .json of the folder, keeping a broken file as its error', () => {
      writeFileSync(join(dir, 'EN.json'), JSON.stringify(EN));
      writeFileSync(join(dir, 'TH.json'), '{ "offline.title": ');
      writeFileSync(join(dir, 'notes.txt'), 'ignored');
      const files = readServerCatalogs(dir);
      expect(Object.keys(files)).toEqual(['EN.json', 'TH.json']);
      expect(files['TH.json']).toBeInstanceOf(Error);
      expect(check(files).problems[0]).toMatch(/^TH\.json: not valid JSON/);
      expect(readServerCatalogs(join(dir, 'none'))).toEqual({});
    });
  });

  it('the shipped EN.json is valid ICU throughout', () => {
    expect(checkServerCatalogs({ 'EN.json': EN_SHIPPED }, ['EN']).problems).toEqual([]);
  });
});
