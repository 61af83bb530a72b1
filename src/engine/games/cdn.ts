/**
 * The image and game-launch CDN is one picked at random from the configured list (docs/spec/rules.md). The app picks
 * once per page load (images: status.info.imageCDNs; the server picks launch CDNs). `random` is injectable so tests
 * and stories are deterministic.
 */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return '';
  const i = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
  return cdns[i]!.replace(/\/+$/, '');
}

/** An image path of an API answer (relative to the CDN root, e.g. /TCG_GAME_ICONS/X/X-1.svg) on the chosen CDN. */
export function cdnUrl(base: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/**
 * Whether a launched game's URL may be shown in /seamless: a same-origin (or relative) URL, or one on a launch CDN
 * of the brand. Anything else (another host, javascript:, data:) is refused.
 */
export function isAllowedGameUrl(url: string, origin: string, launchCdns: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.origin === origin) return true;
  return launchCdns.some((cdn) => {
    try {
      const base = new URL(cdn.endsWith('/') ? cdn : `${cdn}/`, origin);
      return target.origin === base.origin && target.pathname.startsWith(base.pathname);
    } catch {
      return false;
    }
  });
}
