// brands:check refuses a listed language whose catalogs are incomplete, the app's or the server's own texts
// (API messages, notices, pages): a brand defaulting to it would show English.
import { describe, expect, it } from 'vitest';
import { catalogProblem } from '../../../../../src/engine/node/brand/semantic.ts';

const coverage = {
  messages: 10,
  languages: { EN: 10, TH: 10, UR: 10, XX: 7 },
  server: { messages: 5, languages: { EN: 5, TH: 5, UR: 3 } },
};

describe('catalog coverage of a listed language', () => {
  it('complete app and server catalogs: no problem', () => {
    expect(catalogProblem('TH', coverage)).toBeNull();
  });

  it('missing server texts are counted in the refusal', () => {
    expect(catalogProblem('UR', coverage)).toMatch(/^"UR" has no complete catalog \(0 of 10 interface messages and 2 of 5 server texts missing\): .*src\/server\/i18n\/translations\/UR\.json/);
  });

  it('a language without a server catalog is simply incomplete', () => {
    expect(catalogProblem('XX', coverage)).toContain('(3 of 10 interface messages and 5 of 5 server texts missing)');
  });

  it('the shipped catalogs cover every shipped language', () => {
    for (const language of ['EN', 'BN', 'CN', 'TH', 'VI', 'ID', 'HI', 'TY', 'KO', 'JA', 'UR']) expect(catalogProblem(language), language).toBeNull();
  });
});
