// Security headers on every answer (helmet). The default CSP allows nothing: JSON, images, brand files and
// plain-text pages never need to run or load anything. HTML pages set their own policy: the app shell per brand
// and request (shell/csp.ts), the vendor sandbox and the social popup theirs.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const LOCKED_DOWN_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
}
