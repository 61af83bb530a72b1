import { describe, expect, it } from 'vitest';
import { canonicalUrl, hostName, pickBrand, resolveHost } from '../../../src/engine/hosts.ts';
import { pickLanguage } from '../../../src/engine/languages.ts';

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

describe('links used away from the page (docs/security.md, section 2.5: from mainDomain, never the serving host)', () => {
  it('app download: a relative resource becomes https on the main domain, whatever host served the page', () => {
    expect(canonicalUrl('/m/appDownload?platform=ios', 'lotus-play.test', 'http://mirror.example:8080')).toBe('https://lotus-play.test/m/appDownload?platform=ios');
    expect(canonicalUrl('/m/appDownload', 'Lotus-Play.test.', 'https://evil.example')).toBe('https://lotus-play.test/m/appDownload');
  });
  it('a .localhost main domain (a brand without one, run locally) keeps the page origin; absolute URLs stay', () => {
    expect(canonicalUrl('/m/appDownload', 'aurora.localhost', 'http://aurora.localhost:8080')).toBe('http://aurora.localhost:8080/m/appDownload');
    expect(canonicalUrl('https://apps.example/get', 'lotus-play.test', 'http://lotus.localhost')).toBe('https://apps.example/get');
  });
});
