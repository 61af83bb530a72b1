import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallerLocation } from '../../engine/brand/client.ts';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import { resolveHost, type HostClaim } from '../../engine/hosts.ts';
import type { BrandRegistry } from '../brands/registry.ts';
import type { GeoIpProvider } from '../geo/types.ts';
import { ApiError, ErrorCode } from './errors.ts';
import { checkMerchant, clientUserAgent, requestLanguage, sessionToken, type Session, type SessionStore } from './headers.ts';
import { isApiPath, isPublicReadPath, isSessionlessPath, pathOf } from './paths.ts';

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

/** At most this many hosts or IPs are remembered; past it the memo starts afresh (forged Host headers are unbounded). */
const MEMO_LIMIT = 4096;

/** f memoised by its string argument, forgetting everything when full (cheaper than an LRU; hits dominate). */
function memo<T>(f: (key: string) => T): { get: (key: string) => T; clear: () => void } {
  const m = new Map<string, T>();
  return {
    get(key) {
      let v = m.get(key);
      if (v === undefined) {
        if (m.size >= MEMO_LIMIT) m.clear();
        v = f(key);
        m.set(key, v);
      }
      return v;
    },
    clear: () => m.clear(),
  };
}

/** Per-request facts every module reads: brand by host, headers of the platform's conventions, location. */
export function installRequestContext(app: FastifyInstance, opts: ContextOptions): void {
  // Host → brand and IP → country are pure lookups: remember them. The host memo is per list of brands
  // (a hot reload replaces the list); the geo table does not change while the server runs.
  let brandList: readonly LoadedBrand[] | undefined;
  const hosts = memo((host) => resolveHost(host, brandList!));
  const country = memo((ip) => opts.geoIp.lookup(ip).countryCode);

  app.decorateRequest('brand', undefined);
  app.decorateRequest('hostClaim', 'unclaimed');
  app.decorateRequest('brandHost', '');
  app.decorateRequest('language', '');
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('session', null);
  app.decorateRequest('clientUserAgent', null);
  app.decorateRequest('location', function location(this: { ip: string }): CallerLocation {
    return { ip: this.ip, countryCode: country.get(this.ip) };
  });

  app.addHook('onRequest', async (request, reply) => {
    const brands = opts.registry.brands();
    if (brands !== brandList) {
      brandList = brands;
      hosts.clear();
    }
    const match = hosts.get(request.host ?? '');
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
    // Configuration reads never look at the session: no database round trip (and idle-timer write) for them.
    if (request.sessionToken && opts.sessions && match.claim !== 'unclaimed' && !isSessionlessPath(path))
      request.session = await opts.sessions.lookup(request.sessionToken, brand);
  });
}

/** 421 Misdirected Request: this server does not answer for that host (RFC 9110, section 15.5.20). */
function unclaimed(request: FastifyRequest, reply: FastifyReply, api: boolean): FastifyReply {
  if (api) throw new ApiError(421, ErrorCode.hostUnclaimed, 'This site is not served on this address');
  return reply
    .code(421)
    
    .type('text/plain; charset=utf-8')
    .send(`No site is configured for the host ${request.brandHost || '(none)'} on this server.\n`);
}
