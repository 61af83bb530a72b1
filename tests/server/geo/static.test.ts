// Geo-IP by a static table (src/server/geo): longest prefix, IPv6 and the address forms it meets, no database.
import { describe, expect, it } from 'vitest';
import { ipToBigInt, parseCidr } from '../../../src/server/geo/cidr.ts';
import { StaticGeoIp } from '../../../src/server/geo/static.ts';

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
