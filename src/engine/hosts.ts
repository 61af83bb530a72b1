export interface HostedBrand {
  id: string;
  domains: string[];
  isDefault: boolean;
  /** brand.json; only servesUnclaimedHosts is read here. */
  config?: { servesUnclaimedHosts?: boolean | undefined };
}

/**
 * How a host reached its brand: a configured domain, the brand's own <id>.localhost, this machine's loopback name
 * (localhost, 127.x.x.x, [::1]: the default brand), or unclaimed (no brand lists it: a mistyped DNS record, a
 * scanner, or a forged Host header).
 */
export type HostClaim = 'domain' | 'localhost' | 'loopback' | 'unclaimed';

export interface HostMatch<T> {
  /** undefined when unclaimed and no brand opted in to serve unclaimed hosts (or no brand is loaded). */
  brand: T | undefined;
  claim: HostClaim;
  /** The normalised host name that matched (hostName). */
  host: string;
}

/** Host header → host name: lower-case, port and trailing dot removed. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  const withoutPort = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/** Names only this machine answers to: a developer's browser, a health check, a local reverse proxy. */
export function isLoopbackHost(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

function defaultBrand<T extends HostedBrand>(brands: readonly T[]): T | undefined {
  return brands.find((b) => b.isDefault) ?? [...brands].sort((a, b) => a.id.localeCompare(b.id))[0];
}

/**
 * The brand a request is for: one whose configured domains include the host, else <id>.localhost (also any
 * sub-domain of it). Loopback names get the brand marked default (else the first by id). Any other host is
 * unclaimed: it gets the default brand only when that brand opts in with servesUnclaimedHosts, and callers
 * must still refuse account actions there (see HostMatch.claim).
 */
export function resolveHost<T extends HostedBrand>(host: string | undefined, brands: readonly T[]): HostMatch<T> {
  const name = hostName(host);
  const byDomain = brands.find((b) => b.domains.includes(name));
  if (byDomain) return { brand: byDomain, claim: 'domain', host: name };
  const byLocalhost = brands.find((b) => name === `${b.id}.localhost` || name.endsWith(`.${b.id}.localhost`));
  if (byLocalhost) return { brand: byLocalhost, claim: 'localhost', host: name };
  if (isLoopbackHost(name)) return { brand: defaultBrand(brands), claim: 'loopback', host: name };
  const fallback = brands.find((b) => b.isDefault && b.config?.servesUnclaimedHosts === true);
  return { brand: fallback, claim: 'unclaimed', host: name };
}

/** resolveHost's brand alone. */
export function pickBrand<T extends HostedBrand>(host: string | undefined, brands: readonly T[]): T | undefined {
  return resolveHost(host, brands).brand;
}

/**
 * A link meant for use away from this page (a QR code scanned by a phone, a link shared on): on the brand's
 * canonical site over https, never on whatever host served the page. A `.localhost` main domain (a brand run
 * locally without one) keeps the page's own origin. Absolute URLs are kept as they are.
 */
export function canonicalUrl(path: string, mainDomain: string, pageOrigin: string): string {
  const host = hostName(mainDomain);
  const local = host === 'localhost' || host.endsWith('.localhost');
  return new URL(path, local ? pageOrigin : `https://${host}`).href;
}
