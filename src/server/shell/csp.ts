// The app shell's Content-Security-Policy, per brand (its CDNs) and per request (the style nonce).
import { randomBytes } from 'node:crypto';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';

export type CspDirectives = Record<string, string[]>;

/** A fresh nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of an absolute (or protocol-relative) CDN base; null for a path on this site ("/cdn/images"). */
export function cdnOrigin(base: string): string | null {
  if (base.startsWith('/') && !base.startsWith('//')) return null;
  try {
    const url = new URL(base.startsWith('//') ? `https:${base}` : base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function origins(bases: readonly string[]): string[] {
  return [...new Set(bases.map(cdnOrigin).filter((o): o is string => o !== null))];
}

export interface ShellCspOptions {
  nonce: string;
  /** npm run dev: Vite's inline React-refresh preamble, its injected <style> tags and the HMR WebSocket. */
  dev: boolean;
  /** Served over https (directly or through a trusted TLS proxy): upgrade any http sub-resource. */
  https: boolean;
  /** 'sha256-…' sources of the page's inline scripts (the mode script, only on pages that carry it). */
  scriptHashes?: readonly string[];
}

/**
 * Scripts only from this site (the boot payload is JSON, not script) and a page's hashed inline scripts; styles from this site or carrying the page's
 * nonce (the brand tokens and Emotion's <style> tags); style attributes allowed (sanitised announcement HTML,
 * React's inline styles). Images, API calls and game frames also from the brand's configured CDNs.
 */
export function shellCsp(brand: LoadedBrand, opts: ShellCspOptions): CspDirectives {
  const images = origins(brand.config.cdn.images);
  const games = origins(brand.config.cdn.launchGame);
  const d: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(opts.scriptHashes ?? [])],
    'style-src': ["'self'", `'nonce-${opts.nonce}'`],
    'style-src-elem': ["'self'", `'nonce-${opts.nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...images, ...games],
    'frame-src': ["'self'", ...games],
    'media-src': ["'self'", ...images],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Nothing frames the app: it hosts games and the lottery in its own frames, never the other way round.
    'frame-ancestors': ["'none'"],
  };
  if (opts.dev) {
    d['script-src'] = ["'self'", "'unsafe-inline'"];
    d['style-src'] = ["'self'", "'unsafe-inline'"];
    d['style-src-elem'] = ["'self'", "'unsafe-inline'"];
    d['connect-src'] = [...d['connect-src']!, 'ws:', 'wss:'];
  }
  if (opts.https) d['upgrade-insecure-requests'] = [];
  return d;
}

/** The header value: "name v1 v2; name2 …". */
export function serializeCsp(d: CspDirectives): string {
  return Object.entries(d)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const NONCE_SLOT = 'cspNonceSlot0';
const headerParts = new WeakMap<LoadedBrand, Map<string, string[]>>();

/**
 * serializeCsp(shellCsp(brand, opts)) with the policy built once per brand and options: only the nonce differs
 * between two requests, so a request joins the cached text around it.
 */
export function shellCspHeader(brand: LoadedBrand, opts: ShellCspOptions): string {
  let byOptions = headerParts.get(brand);
  if (!byOptions) headerParts.set(brand, (byOptions = new Map()));
  const key = `${+opts.dev}${+opts.https}${(opts.scriptHashes ?? []).join(' ')}`;
  let parts = byOptions.get(key);
  if (!parts) byOptions.set(key, (parts = serializeCsp(shellCsp(brand, { ...opts, nonce: NONCE_SLOT })).split(NONCE_SLOT)));
  return parts.join(opts.nonce);
}
