// Links that leave the server (password-reset mails, anything a member opens later from outside the site) are
// built from the brand's configuration only, never from the request's Host or scheme: a forged Host header must
// not be able to send a member's reset token to another site.
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import { ApiError, ErrorCode } from './errors.ts';

export interface SiteLinkOptions {
  /**
   * The port of a server that listens on loopback only (a developer's `npm start`/`npm run dev`, the e2e server):
   * a brand without mainDomain then links to http://<id>.localhost:<port>, which only this machine reaches.
   */
  localPort?: number | undefined;
}

/** Where a brand's outgoing links point; one instance per server (app.siteLinks). */
export class SiteLinks {
  private localPort: number | undefined;

  constructor(opts: SiteLinkOptions = {}) {
    this.localPort = opts.localPort;
  }

  /** main.ts calls this once it listens on a loopback address (PORT=0 picks the port only then); undefined: not local. */
  listeningLocally(port: number | undefined): void {
    this.localPort = port;
  }

  /**
   * https://<mainDomain> when the brand sets it; else, on a loopback-only server, http://<id>.localhost:<port>;
   * else https://<first configured domain>. A brand with none of these cannot send links.
   */
  origin(brand: LoadedBrand): string {
    const c = brand.config;
    if (c.mainDomain) return `https://${c.mainDomain}`;
    if (this.localPort !== undefined) return `http://${brand.id}.localhost:${this.localPort}`;
    const first = c.domains[0];
    if (first) return `https://${first}`;
    throw new ApiError(503, ErrorCode.brandUnavailable, `Brand ${brand.id} has no mainDomain: links cannot be sent`);
  }

  /** origin + an absolute path + query parameters (encoded). */
  url(brand: LoadedBrand, path: string, query: Record<string, string> = {}): string {
    if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`site path must start with one "/": ${path}`);
    const url = new URL(path, this.origin(brand));
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    siteLinks: SiteLinks;
  }
}
