// Pure parts of the server (no database): geo-IP, cookies, header rules, shell rendering.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrandDir, type LoadedBrand } from '../../src/engine/node/brand/load.ts';
import { validateBootPayload } from '../../src/generated/boot-validator.js';
import { resolveInside } from '../../src/server/brands/assets.ts';
import { ipToBigInt, parseCidr } from '../../src/server/geo/cidr.ts';
import { StaticGeoIp } from '../../src/server/geo/static.ts';
import { readCookie } from '../../src/server/http/cookies.ts';
import { isApiPath, isReservedPath, pathOf } from '../../src/server/http/paths.ts';
import { renderShell, scriptJson } from '../../src/server/shell/render.ts';
import { REPO } from './support/fixtures.ts';

function brand(id: string): LoadedBrand {
  const r = loadBrandDir(join(REPO, 'brands', id));
  if (!r.ok) throw new Error(`${id} must load`);
  return r.brand;
}

describe('geo-IP (StaticGeoIp)', () => {
  const geo = new StaticGeoIp({ '10.0.0.0/8': 'PH', '10.1.0.0/16': 'BD', '2001:db8::/32': 'US', $comment: 'ignored' });

  it('longest prefix wins', () => {
    expect(geo.lookup('10.9.9.9').countryCode).toBe('PH');
    expect(geo.lookup('10.1.2.3').countryCode).toBe('BD');
  });
  it('IPv6, IPv4-mapped IPv6 and unknown addresses', () => {
    expect(geo.lookup('2001:db8::1').countryCode).toBe('US');
    expect(geo.lookup('::ffff:10.1.2.3').countryCode).toBe('BD');
    expect(geo.lookup('8.8.8.8').countryCode).toBe('ZZ');
    expect(geo.lookup('not an ip').countryCode).toBe('ZZ');
    expect(geo.lookup('').countryCode).toBe('ZZ');
  });
  it('the shipped table maps loopback and private ranges to ZZ', () => {
    const shipped = StaticGeoIp.fromFile();
    for (const ip of ['127.0.0.1', '::1', '192.168.1.1', '10.0.0.1', 'fd00::1']) expect(shipped.lookup(ip).countryCode).toBe('ZZ');
  });
  it('a bad table names the bad entry', () => {
    expect(() => new StaticGeoIp({ '10.0.0.0/33': 'PH' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => new StaticGeoIp({ '10.0.0.0/8': 'Philippines' })).toThrow(/alpha-2/);
  });
  it('parses the address forms it meets', () => {
    expect(ipToBigInt('::ffff:1.2.3.4')).toBe(ipToBigInt('1.2.3.4'));
    expect(ipToBigInt('0:0:0:0:0:ffff:0102:0304')).toBe(ipToBigInt('1.2.3.4'));
    expect(ipToBigInt('[::1]')).toBe(1n);
    expect(parseCidr('::/0')).toEqual({ base: 0n, bits: 0 });
  });
});

describe('http helpers', () => {
  it('reads cookies', () => {
    expect(readCookie('a=1; mode=dark; lang=BN', 'mode')).toBe('dark');
    expect(readCookie('xmode=dark', 'mode')).toBeUndefined();
    expect(readCookie('lang=%E0%A6', 'lang')).toBe('%E0%A6');
    expect(readCookie(undefined, 'lang')).toBeUndefined();
  });
  it('classifies paths', () => {
    expect(pathOf('/wps/x?y=1')).toBe('/wps/x');
    expect(isApiPath('/wps')).toBe(true);
    expect(isApiPath('/wpsx')).toBe(false);
    expect(isReservedPath('/brands/a/assets/x.svg')).toBe(true);
    expect(isReservedPath('/member')).toBe(false);
  });
  it('resolveInside keeps paths inside the root', () => {
    const root = join(REPO, 'brands', 'aurora', 'assets');
    expect(resolveInside(root, 'favicon.svg')).toBe('favicon.svg');
    for (const bad of ['../brand.json', 'a/../../x', '/etc/passwd', '', '.hidden', 'x\\..\\y', 'favicon.svg\0'])
      expect(resolveInside(root, bad)).toBeNull();
  });
});

describe('shell rendering', () => {
  const location = { ip: '127.0.0.1', countryCode: 'ZZ' };
  const template = '<!doctype html><html lang="en" dir="ltr" data-brand="" data-mode="light" class="x"><head><!--app-head\n note --></head><body></body></html>';

  it('sets the html attributes and keeps the others', () => {
    const html = renderShell(template, { brand: brand('lotus'), language: 'BN', mode: 'dark', location });
    expect(/<html[^>]*>/.exec(html)?.[0]).toBe('<html lang="bn" dir="ltr" data-brand="lotus" data-mode="dark" class="x">');
  });
  it('a right-to-left language sets dir="rtl" with its locale', () => {
    const html = renderShell(template, { brand: brand('qamar'), language: 'UR', mode: 'light', location });
    expect(/<html[^>]*>/.exec(html)?.[0]).toBe('<html lang="ur" dir="rtl" data-brand="qamar" data-mode="light" class="x">');
  });
  it('adds missing attributes and falls back to </head> without the marker', () => {
    const html = renderShell('<html><head></head><body></body></html>', { brand: brand('aurora'), language: 'EN', mode: 'light', location });
    expect(html).toContain('<html lang="en" dir="ltr" data-brand="aurora" data-mode="light">');
    expect(html).toMatch(/<script id="boot-payload"[^>]*>.*<\/script>\n {2}<\/head>/s);
  });
  it('the boot payload is valid and cannot contain "<"', () => {
    const html = renderShell(template, { brand: brand('pebble'), language: 'EN', mode: 'light', location });
    const json = /<script id="boot-payload" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(validateBootPayload(JSON.parse(json))).toBe(true);
  });
  it('scriptJson escapes what could end or confuse a script element', () => {
    const s = scriptJson({ a: '</script><!-- \u2028' });
    expect(s).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(s)).toEqual({ a: '</script><!-- \u2028' });
  });
});
