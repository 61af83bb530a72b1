/** Where a caller is, as far as the platform needs to know: the country for region restriction. */
export interface GeoIpProvider {
  /** ISO 3166 alpha-2 code, or ZZ when unknown. Must not throw on odd input. */
  lookup(ip: string): { countryCode: string };
}

export const UNKNOWN_COUNTRY = 'ZZ';
