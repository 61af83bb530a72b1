import type { FastifyInstance } from 'fastify';
import type { CountryList } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { brandOf } from '../../services.ts';
import { COUNTRIES, countryByCode, type CountryEntry } from './countries.ts';

/** The caller's country when geo-IP knows it, else the brand's defaultCountry, else the first with its default dialing code. */
export function currentCountry(brand: LoadedBrand, geoCountry: string): CountryEntry {
  const dialing = brand.config.login.defaultDialingCode;
  return (
    countryByCode(geoCountry) ??
    (brand.config.defaultCountry ? countryByCode(brand.config.defaultCountry) : undefined) ??
    COUNTRIES.find((c) => c.countryDialingCode === dialing) ??
    COUNTRIES[0]!
  );
}

/** GET /wps/system/country (docs/spec/api.md): dialing codes for the mobile inputs, with the caller's own first guess. */
export async function countryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/system/country', async (request, reply) => {
    // Depends on the caller's IP: a shared cache must not hand one caller's answer to another.
    reply.header('cache-control', 'private, max-age=300');
    const brand = brandOf(request);
    const current = currentCountry(brand, request.location().countryCode);
    const value: CountryList = {
      countries: COUNTRIES.map((c) => ({ ...c })),
      current: { countryCode: current.countryCode, countryDialingCode: current.countryDialingCode },
    };
    return ok(value);
  });
}
