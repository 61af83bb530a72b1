export interface HostedBrand {
  id: string;
  domains: string[];
  isDefault: boolean;
}

/** Host header → host name: lower-case, port and trailing dot removed. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  const withoutPort = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * The brand a request is for: one whose configured domains include the host, else <id>.localhost
 * (also any sub-domain of it), else the brand marked default, else the first by id.
 */
export function pickBrand<T extends HostedBrand>(host: string | undefined, brands: readonly T[]): T | undefined {
  const name = hostName(host);
  const byDomain = brands.find((b) => b.domains.includes(name));
  if (byDomain) return byDomain;
  const byLocalhost = brands.find((b) => name === `${b.id}.localhost` || name.endsWith(`.${b.id}.localhost`));
  if (byLocalhost) return byLocalhost;
  return brands.find((b) => b.isDefault) ?? [...brands].sort((a, b) => a.id.localeCompare(b.id))[0];
}
