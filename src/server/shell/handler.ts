import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from '../../engine/languages.ts';
import { readCookie } from '../http/cookies.ts';
import { pathOf } from '../http/paths.ts';
import { serverMode } from '../../engine/theme/mode.ts';
import { newNonce, shellCspHeader } from './csp.ts';
import { MODE_SCRIPT_HASH, modeScriptIf } from './modeScript.ts';
import { renderShell } from './render.ts';
import { shellStatus } from './routeStatus.ts';
import type { ServerPages } from './ssrPage.ts';

/** Where the HTML template comes from: dist/index.html (built) or Vite's transformed index.html (dev). */
export type TemplateSource = (request: FastifyRequest) => Promise<string | null>;

export const NOT_BUILT_MESSAGE =
  'The app is not built: run `npm run build` (or `npm start`, which builds when needed), then reload.\n';

/**
 * The app shell: the template with this brand's head, html[lang][data-brand][data-mode] set per request. A path no
 * route matches, or a route whose feature is off for the brand, gets the same page (the app shows its not-found
 * page) with status 404.
 */
export async function serveShell(
  request: FastifyRequest,
  reply: FastifyReply,
  template: TemplateSource,
  dev = false,
  pages?: ServerPages,
): Promise<FastifyReply> {
  const brand = request.brand;
  if (!brand) return reply.code(503).type('text/plain; charset=utf-8').send('No brand is loaded on this server: check the brands folder and the server log.\n');
  const html = await template(request);
  if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);

  const cookies = request.headers.cookie;
  // the player's choice > the brand's pin > the system preference (applied by the head script) > defaultMode
  const { mode, followSystem } = serverMode({ cookie: readCookie(cookies, 'mode'), pinMode: brand.theme.pinMode, defaultMode: brand.theme.defaultMode });
  const { supported, default: fallback } = brand.config.languages;
  const language = pickLanguage(readCookie(cookies, 'lang'), supported, fallback);

  const nonce = newNonce();
  const location = request.location();
  return reply
    .code(shellStatus(pathOf(request.url), brand))
    .type('text/html; charset=utf-8')
    .header('vary', 'Host, Cookie')
    .header('content-security-policy', shellCspHeader(brand, { nonce, dev, https: request.protocol === 'https', ...(followSystem ? { scriptHashes: [MODE_SCRIPT_HASH] } : {}) }))
    // other sites' windows cannot reach this one; popups it opens (social sign-in) can still answer it
    .header('cross-origin-opener-policy', 'same-origin-allow-popups')
    .send(
      (await pages?.page({ brand, language, mode, location, url: request.url, template: html, nonce, followSystem })) ??
        modeScriptIf(followSystem, renderShell(html, { brand, language, mode, location, nonce, demo: request.server.siteMode.kind === 'demo' })),
    );
}
