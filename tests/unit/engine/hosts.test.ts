import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/engine/format.ts';
import { gameLanes, laneRoute, prizeMode } from '../../../src/engine/games/lanes.ts';
import { canonicalUrl, hostName, pickBrand, resolveHost } from '../../../src/engine/hosts.ts';
import { pickLanguage } from '../../../src/engine/languages.ts';

describe('amount formatting: 2 decimals, comma thousands separators', () => {
  it('formats with 2 decimals and separators', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount(-5.5)).toBe('-5.50');
  });
  it('prefixes the currency symbol', () => {
    expect(formatAmount(10, { symbol: '৳' })).toBe('৳10.00');
  });
  it('uses Bengali digits and lakh grouping in BN', () => {
    expect(formatAmount(1234567.89, { language: 'BN' })).toBe('১২,৩৪,৫৬৭.৮৯');
  });
  it('shows a dash for a non-number instead of NaN', () => {
    expect(formatAmount('abc')).toBe('—');
  });
});

describe('host → brand', () => {
  const brands = [
    { id: 'lotus', domains: ['lotus-play.test'], isDefault: true },
    { id: 'aurora', domains: ['aurora-gaming.test'], isDefault: false },
  ];
  it('normalises the Host header', () => {
    expect(hostName('Aurora-Gaming.TEST:8080')).toBe('aurora-gaming.test');
    expect(hostName('[::1]:8080')).toBe('[::1]');
  });
  it('picks by configured domain, by <id>.localhost, else the default', () => {
    expect(pickBrand('aurora-gaming.test', brands)?.id).toBe('aurora');
    expect(pickBrand('aurora.localhost:8080', brands)?.id).toBe('aurora');
    expect(pickBrand('www.aurora.localhost', brands)?.id).toBe('aurora');
    expect(pickBrand('127.0.0.1:8080', brands)?.id).toBe('lotus');
    expect(pickBrand('localhost', brands)?.id).toBe('lotus');
    expect(pickBrand('[::1]:8080', brands)?.id).toBe('lotus');
  });
  it('an unclaimed host gets no brand unless the default brand opts in (servesUnclaimedHosts)', () => {
    expect(resolveHost('unknown.example', brands)).toEqual({ brand: undefined, claim: 'unclaimed', host: 'unknown.example' });
    expect(pickBrand(undefined, brands)).toBeUndefined();
    expect(pickBrand('evil.localhost', brands)).toBeUndefined();
    const optIn = brands.map((b) => (b.isDefault ? { ...b, config: { servesUnclaimedHosts: true } } : b));
    expect(resolveHost('unknown.example', optIn)).toMatchObject({ brand: { id: 'lotus' }, claim: 'unclaimed' });
    // a non-default brand's opt-in is not enough
    expect(pickBrand('unknown.example', brands.map((b) => ({ ...b, config: { servesUnclaimedHosts: !b.isDefault } })))).toBeUndefined();
  });
  it('loopback falls back to the first brand by id when none is default', () => {
    expect(pickBrand('localhost', brands.map((b) => ({ ...b, isDefault: false })))?.id).toBe('aurora');
  });
  it('picks a supported language or the brand default', () => {
    expect(pickLanguage('en', ['BN', 'EN'], 'BN')).toBe('EN');
    expect(pickLanguage('TH', ['BN', 'EN'], 'BN')).toBe('BN');
    expect(pickLanguage(undefined, ['EN'], 'EN')).toBe('EN');
  });
});

describe('links used away from the page (docs/security.md §2.5: from mainDomain, never the serving host)', () => {
  it('app download: a relative resource becomes https on the main domain, whatever host served the page', () => {
    expect(canonicalUrl('/m/appDownload?platform=ios', 'lotus-play.test', 'http://mirror.example:8080')).toBe('https://lotus-play.test/m/appDownload?platform=ios');
    expect(canonicalUrl('/m/appDownload', 'Lotus-Play.test.', 'https://evil.example')).toBe('https://lotus-play.test/m/appDownload');
  });
  it('a .localhost main domain (a brand without one, run locally) keeps the page origin; absolute URLs stay', () => {
    expect(canonicalUrl('/m/appDownload', 'aurora.localhost', 'http://aurora.localhost:8080')).toBe('http://aurora.localhost:8080/m/appDownload');
    expect(canonicalUrl('https://apps.example/get', 'lotus-play.test', 'http://lotus.localhost')).toBe('https://apps.example/get');
  });
});

describe('game lanes (game vendor categories)', () => {
  const v = (code: string) => ({ code, name: code });
  const games = {
    categories: [
      { type: 'RNG' as const, vendors: [v('AAA')] },
      { type: 'SPORTS' as const, vendors: [v('SP1'), v('IMES'), v('SV3')] },
      { type: 'FISH' as const, vendors: [] },
      { type: 'ELOTT' as const, vendors: [v('TCG_LOTTO_VN')] },
    ],
    esportsVendors: ['IMES'],
    cockfightVendors: ['SV3'],
  };
  it('splits e-sports and cockfight vendors out of sports and drops empty lanes', () => {
    expect(gameLanes(games).map((l) => [l.type, l.vendors.map((x) => x.code)])).toEqual([
      ['RNG', ['AAA']],
      ['SPORTS', ['SP1']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['SV3']],
      ['ELOTT', ['TCG_LOTTO_VN']],
    ]);
  });
  it('routes each type to its lower-cased path, in-house to /rng?vassalage=INHOUSE', () => {
    expect(laneRoute('ESPORTS')).toBe('/esports');
    expect(laneRoute('INHOUSE')).toBe('/rng?vassalage=INHOUSE');
  });
  it('derives the prize mode', () => {
    expect(prizeMode(gameLanes(games))).toBe('ELOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});
