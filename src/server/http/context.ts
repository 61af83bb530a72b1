import type { FastifyInstance } from 'fastify';
import type { CallerLocation } from '../../engine/brand/client.ts';
import type { LoadedBrand } from '../../engine/brand/load.ts';
import { pickBrand } from '../../engine/hosts.ts';
import type { BrandRegistry } from '../brands/registry.ts';
import type { GeoIpProvider } from '../geo/types.ts';
import { ApiError, ErrorCode } from './errors.ts';
import { checkMerchant, clientUserAgent, requestLanguage, sessionToken, type Session, type SessionStore } from './headers.ts';
import { isApiPath, pathOf } from './paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this host serves (pickBrand); undefined only when no brand is loaded at all. */
    brand: LoadedBrand | undefined;
    /** Platform language code for this request: the Language header when the brand supports it, else its default. */
    language: string;
    /** Raw Authorization token; sessions are resolved from it by the SessionStore (a later issue). */
    sessionToken: string | null;
    session: Session | null;
    /** X-Real-UA decoded, else User-Agent. */
    clientUserAgent: string | null;
    /** Caller IP (X-Forwarded-For only with trustProxy) and its country. */
    location(): CallerLocation;
  }
}

export interface ContextOptions {
  registry: BrandRegistry;
  geoIp: GeoIpProvider;
  sessions?: SessionStore | undefined;
}

/** Per-request facts every module reads: brand by host, headers of the platform's conventions, location. */
export function installRequestContext(app: FastifyInstance, opts: ContextOptions): void {
  app.decorateRequest('brand', undefined);
  app.decorateRequest('language', '');
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('session', null);
  app.decorateRequest('clientUserAgent', null);
  app.decorateRequest('location', function location(this: { ip: string }): CallerLocation {
    return { ip: this.ip, countryCode: opts.geoIp.lookup(this.ip).countryCode };
  });

  app.addHook('onRequest', async (request) => {
    const brand = pickBrand(request.host, opts.registry.brands());
    request.brand = brand;
    if (!isApiPath(pathOf(request.url))) return;
    if (!brand) throw new ApiError(503, ErrorCode.brandUnavailable, 'No brand is available on this server');
    checkMerchant(request, brand);
    const lang = request.headers.language;
    request.language = requestLanguage(Array.isArray(lang) ? lang[0] : lang, brand);
    request.sessionToken = sessionToken(request);
    request.clientUserAgent = clientUserAgent(request);
    if (request.sessionToken && opts.sessions) request.session = await opts.sessions.lookup(request.sessionToken, brand);
  });
}
