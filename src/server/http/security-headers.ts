// Security headers on every answer (helmet). The default CSP allows nothing: JSON, images, brand files and
// plain-text pages never need to run or load anything. HTML pages set their own policy: the app shell per brand
// and request (shell/csp.ts), the vendor sandbox and the social popup theirs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './paths.ts';

export const LOCKED_DOWN_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: LOCKED_DOWN_CSP },
  // Vendor games and image CDNs on other origins do not send CORP/COEP headers.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  // Only the app shell sets COOP (same-origin-allow-popups): a social sign-in popup comes back from the provider's
  // origin to this site's callback page, and a COOP there would cut it off from the window that opened it.
  crossOriginOpenerPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Browsers ignore it over http; a brand's other sub-domains are the operator's, so no includeSubDomains.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  xFrameOptions: { action: 'deny' },
};

/**
 * The headers helmet sets for these options. They do not depend on the request, so helmet runs once at start
 * and every answer gets the same object (running helmet per request parsed the CSP directives every time).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.fromEntries(headers);
}

/**
 * Headers that only a document reads (DNS prefetch of its links, IE's download prompt, the XSS auditor, origin-keyed
 * agent clusters, Flash and PDF cross-domain policies): API answers are JSON no browser renders as a page, and
 * each header costs every call its validation and bytes (a tenth of the boot status call's throughput).
 */
const DOCUMENT_ONLY = ['x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'origin-agent-cluster', 'x-permitted-cross-domain-policies'];

/** The API's headers: the locked-down CSP, HSTS, nosniff, frame denial and the referrer policy. */
export function apiHeaders(all: Record<string, string> = helmetHeaders()): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => !DOCUMENT_ONLY.includes(name)));
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  const api = apiHeaders(headers);
  // onRequest, first: 404s, errors and refusals by later hooks carry them too; handlers may override one.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(pathOf(request.url)) ? api : headers);
    done();
  });
}
