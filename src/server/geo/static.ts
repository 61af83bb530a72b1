import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contains, ipToBigInt, parseCidr, type Cidr } from './cidr.ts';
import { UNKNOWN_COUNTRY, type GeoIpProvider } from './types.ts';

export const DEFAULT_GEOIP_TABLE = fileURLToPath(new URL('./default-table.json', import.meta.url));

/** { "<cidr>": "<country>" }; keys starting with $ or _ are comments. */
export type GeoIpTable = Record<string, string>;

/**
 * Built-in provider: a JSON table of CIDR → country, longest prefix wins. Good for local runs and tests;
 * a deployment with real traffic plugs a commercial database in behind the same GeoIpProvider interface.
 */
export class StaticGeoIp implements GeoIpProvider {
  private readonly entries: { cidr: Cidr; countryCode: string }[];

  constructor(table: GeoIpTable) {
    this.entries = [];
    for (const [key, country] of Object.entries(table)) {
      if (key.startsWith('$') || key.startsWith('_')) continue;
      const cidr = parseCidr(key);
      if (!cidr) throw new Error(`geo-IP table: "${key}" is not a CIDR like 10.0.0.0/8 or fc00::/7`);
      if (!/^[A-Z]{2}$/.test(country)) throw new Error(`geo-IP table: ${key}: "${country}" is not an ISO alpha-2 country code`);
      this.entries.push({ cidr, countryCode: country });
    }
    // Longest prefix first, so the first match is the most specific one.
    this.entries.sort((a, b) => b.cidr.bits - a.cidr.bits);
  }

  static fromFile(path: string = DEFAULT_GEOIP_TABLE): StaticGeoIp {
    let table: unknown;
    try {
      table = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      throw new Error(`geo-IP table ${path}: ${(err as Error).message}`);
    }
    if (!table || typeof table !== 'object' || Array.isArray(table)) throw new Error(`geo-IP table ${path}: must be an object of "cidr": "CC"`);
    return new StaticGeoIp(table as GeoIpTable);
  }

  lookup(ip: string): { countryCode: string } {
    const n = ipToBigInt(ip);
    if (n === null) return { countryCode: UNKNOWN_COUNTRY };
    const hit = this.entries.find((e) => contains(e.cidr, n));
    return { countryCode: hit?.countryCode ?? UNKNOWN_COUNTRY };
  }
}
