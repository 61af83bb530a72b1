import type { FastifyInstance } from 'fastify';
import type { BootPayload } from '../../generated/types.ts';
import type { CallerLocation } from '../../engine/brand/client.ts';
import { bootPayload, systemStatus } from '../../engine/brand/client.ts';
import type { LoadedBrand } from '../../engine/brand/load.ts';
import { ROUTES } from '../../app/router/routeTable.ts';
import { renderShell, scriptJson } from './render.ts';
import { FontPreloads } from './fonts.ts';
import { AppRenderer, type RendererModule, type RenderedApp } from './ssr.ts';

// Stand-ins the cached page carries where each request puts its own value (letters and digits only, so no
// escaping ever changes them).
const NONCE = 'ssrNonceSlot0';
const IP = 'ssrIpSlot0';
const COUNTRY = 'ssrCountrySlot0';
const SLOTS = new RegExp(`${NONCE}|${IP}|${COUNTRY}`, 'g');

/**
 * Features whose guest view is the same for every caller: their routes are rendered on the server (/login and
 * /register are the home page; their modal opens in the browser). Not help: its operator HTML goes through
 * DOMPurify, which needs a browser's DOM, so the server could only render its titles and the page would grow.
 */
const RENDERED = new Set(['home', 'login', 'register', 'gameList', 'gameCenter', 'promotions', 'pointMall']);
const RENDERED_PATHS = new Set(ROUTES.filter((r) => RENDERED.has(r.feature) && !r.requiresLogin).map((r) => r.path));

/** A page cut at its per-request slots: serving it is one join. */
interface CompiledPage {
  parts: string[];
  slots: string[];
}

function compile(html: string): CompiledPage {
  const parts: string[] = [];
  const slots: string[] = [];
  let last = 0;
  for (const m of html.matchAll(SLOTS)) {
    parts.push(html.slice(last, m.index));
    slots.push(m[0]);
    last = m.index + m[0].length;
  }
  parts.push(html.slice(last));
  return { parts, slots };
}

function fill(page: CompiledPage, values: Record<string, string>): string {
  let out = page.parts[0]!;
  for (let i = 0; i < page.slots.length; i++) out += values[page.slots[i]!]! + page.parts[i + 1]!;
  return out;
}

const ROOT = /<div id="root"><\/div>/;

export interface PageRequest {
  brand: LoadedBrand;
  language: string;
  mode: 'light' | 'dark';
  location: CallerLocation;
  /** Path with its query string. */
  url: string;
  template: string;
  nonce: string;
}

/**
 * Whole shell pages with the app rendered in #root, per brand × language × mode × system status × route.
 * The request's nonce and its location (boot payload, region-blocked page) go into slots of the cached text.
 */
export class ServerPages {
  readonly renderer: AppRenderer;
  private readonly compiled = new WeakMap<RenderedApp, { template: string; key: string; page: CompiledPage }>();

  private readonly fonts: FontPreloads;

  constructor(app: FastifyInstance, load: (template: string) => Promise<RendererModule | null>, distDir: string) {
    this.fonts = new FontPreloads(distDir);
    this.renderer = new AppRenderer({
      load,
      noncePlaceholder: NONCE,
      onError: (err) => app.log.error({ err }, 'server render failed; the page is rendered in the browser'),
      transport: (brandId) => async (req) => {
        const res = await app.inject({ method: req.method, url: req.url, headers: { ...req.headers, host: `${brandId}.localhost` }, ...(req.body !== undefined ? { payload: req.body } : {}) });
        return { status: res.statusCode, body: res.body };
      },
    });
    app.registry.on('reload', (event: { id?: string } | undefined) => this.renderer.invalidate(event?.id));
  }

  /** The page for this request, or null when its route is not rendered on the server (the app renders it). */
  async page(req: PageRequest): Promise<string | null> {
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    // a query string changes what a page shows (filters, handover codes): those pages render in the browser
    if (q !== -1 || !RENDERED_PATHS.has(path) || !ROOT.test(req.template)) return null;
    const status = systemStatus(req.brand, req.location);
    const key = `${req.brand.id}|${req.language}|${req.mode}|${+status.maintenance}${+status.regionRestriction}|${path}`;
    // built only to render or compile a page, not per request
    const boot = (): BootPayload => {
      const b = bootPayload(req.brand, { location: req.location, language: req.language, mode: req.mode });
      b.status.location = { ip: IP, countryCode: COUNTRY };
      return b;
    };
    const rendered = await this.renderer.get(key, req.brand.id, boot, path, req.template);
    if (!rendered) return null;
    let compiled = this.compiled.get(rendered);
    if (compiled?.template !== req.template) {
      // the text's font files start loading with the CSS, not after it (no Bengali file on a page in English)
      const fonts = await this.fonts.html(req.brand, req.language);
      const shell = renderShell(req.template, { brand: req.brand, language: req.language, mode: req.mode, location: { ip: IP, countryCode: COUNTRY }, nonce: NONCE, boot: boot() });
      const html = shell.replace(/<\/head>/i, () => `${fonts ? `  ${fonts}\n  ` : ''}</head>`).replace(
        ROOT,
        () => `<div id="root" data-ssr="">${rendered.html}</div>\n    <script id="ssr-state" type="application/json">${scriptJson(rendered.state)}</script>`,
      );
      compiled = { template: req.template, key, page: compile(html) };
      this.compiled.set(rendered, compiled);
    }
    const ip = /^[0-9a-fA-F:.]{1,45}$/.test(req.location.ip) ? req.location.ip : '0.0.0.0';
    const country = /^[A-Z]{2}$/.test(req.location.countryCode) ? req.location.countryCode : 'ZZ';
    return fill(compiled.page, { [NONCE]: req.nonce, [IP]: ip, [COUNTRY]: country });
  }
}
