import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallerLocation } from '../../engine/brand/client.ts';
import type { LoadedBrand } from '../../engine/brand/load.ts';
import { resolveHost, type HostClaim } from '../../engine/hosts.ts';
import type { BrandRegistry } from '../brands/registry.ts';
import type { GeoIpProvider } from '../geo/types.ts';
import { ApiError, ErrorCode } from './errors.ts';
import { checkMerchant, clientUserAgent, requestLanguage, sessionToken, type Session, type SessionStore } from './headers.ts';
import { isApiPath, isPublicReadPath, pathOf } from './paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this host serves (resolveHost); undefined when no brand is loaded at all. */
    brand: LoadedBrand | undefined;
    /** How the Host reached the brand; 'unclaimed' hosts never reach account endpoints. */
    hostClaim: HostClaim;
    /** The normalised host name (port removed) that selected the brand. */
    brandHost: string;
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
  app.decorateRequest('hostClaim', 'unclaimed');
  app.decorateRequest('brandHost', '');
  app.decorateRequest('language', '');
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('session', null);
  app.decorateRequest('clientUserAgent', null);
  app.decorateRequest('location', function location(this: { ip: string }): CallerLocation {
    return { ip: this.ip, countryCode: opts.geoIp.lookup(this.ip).countryCode };
  });

  app.addHook('onRequest', async (request, reply) => {
    const brands = opts.registry.brands();
    const match = resolveHost(request.host, brands);
    const brand = match.brand;
    request.brand = brand;
    request.hostClaim = match.claim;
    request.brandHost = match.host;
    const path = pathOf(request.url);
    const api = isApiPath(path);
    // A host no brand claims: nothing at all, or (operator's opt-in) the default brand's pages and public reads.
    if (match.claim === 'unclaimed' && brands.length > 0 && (!brand || (api && !isPublicReadPath(path)))) return unclaimed(request, reply, api);
    if (!api) return;
    if (!brand) throw new ApiError(503, ErrorCode.brandUnavailable, 'No brand is available on this server');
    checkMerchant(request, brand);
    const lang = request.headers.language;
    request.language = requestLanguage(Array.isArray(lang) ? lang[0] : lang, brand);
    request.sessionToken = sessionToken(request);
    request.clientUserAgent = clientUserAgent(request);
    if (request.sessionToken && opts.sessions && match.claim !== 'unclaimed')
      request.session = await opts.sessions.lookup(request.sessionToken, brand);
  });
}

/** 421 Misdirected Request: this server does not answer for that host (RFC 9110 §15.5.20). */
function unclaimed(request: FastifyRequest, reply: FastifyReply, api: boolean): FastifyReply {
  if (api) throw new ApiError(421, ErrorCode.hostUnclaimed, 'This site is not served on this address');
  return reply
    .code(421)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`No site is configured for the host ${request.brandHost || '(none)'} on this server.\n`);
}
