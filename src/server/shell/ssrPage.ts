import type { FastifyInstance } from 'fastify';
import type { BootPayload } from '../../generated/types.ts';
import type { CallerLocation } from '../../engine/brand/client.ts';
import { bootPayload, systemStatus } from '../../engine/brand/client.ts';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import { ROUTES } from '../../engine/routes/routeTable.ts';
import { renderShell, scriptJson } from './render.ts';
import { FontPreloads } from './fonts.ts';
import { modeScriptIf } from './modeScript.ts';
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

/**
 * A page cut at its per-request slots, its text already encoded: serving it is one copy of bytes (encoding a
 * 150 KB string per request cost more than everything else the server does for it).
 */
interface CompiledPage {
  parts: Buffer[];
  slots: string[];
  bytes: number;
}

export function compilePage(html: string): CompiledPage {
  const parts: Buffer[] = [];
  const slots: string[] = [];
  let last = 0;
  for (const m of html.matchAll(SLOTS)) {
    parts.push(Buffer.from(html.slice(last, m.index)));
    slots.push(m[0]);
    last = m.index + m[0].length;
  }
  parts.push(Buffer.from(html.slice(last)));
  return { parts, slots, bytes: parts.reduce((n, p) => n + p.length, 0) };
}

/** The page with each slot replaced by its value (ASCII: nonces, IPs and country codes). */
export function fillPage(page: CompiledPage, values: Record<string, string>): Buffer {
  const filled = page.slots.map((slot) => values[slot]!);
  const out = Buffer.allocUnsafe(page.bytes + filled.reduce((n, v) => n + v.length, 0));
  let at = page.parts[0]!.copy(out, 0);
  for (let i = 0; i < filled.length; i++) {
    at += out.write(filled[i]!, at, 'latin1');
    at += page.parts[i + 1]!.copy(out, at);
  }
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
  /** The page applies the system's light/dark preference before first paint (the head mode script). */
  followSystem: boolean;
  template: string;
  nonce: string;
}

/**
 * Whole shell pages with the app rendered in #root, per brand × language × mode × system status × route.
 * The request's nonce and its location (boot payload, region-blocked page) go into slots of the cached text.
 */
export class ServerPages {
  readonly renderer: AppRenderer;
  // per render: one compiled page with the head mode script and one without
  private readonly compiled = new WeakMap<RenderedApp, Map<boolean, { template: string; page: CompiledPage }>>();

  private readonly fonts: FontPreloads;
  /** A demo site: every page's boot payload says so (the app's ribbon). */
  private readonly demo: boolean;

  constructor(app: FastifyInstance, load: (template: string) => Promise<RendererModule | null>, distDir: string) {
    this.fonts = new FontPreloads(distDir);
    this.demo = app.siteMode.kind === 'demo';
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
  async page(req: PageRequest): Promise<Buffer | null> {
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    // a query string changes what a page shows (filters, handover codes): those pages render in the browser
    if (q !== -1 || !RENDERED_PATHS.has(path) || !ROOT.test(req.template)) return null;
    const status = systemStatus(req.brand, req.location);
    const key = `${req.brand.id}|${req.language}|${req.mode}|${+status.maintenance}${+status.regionRestriction}|${path}`;
    // built only to render or compile a page, not per request
    const boot = (): BootPayload => {
      const b = bootPayload(req.brand, { location: req.location, language: req.language, mode: req.mode, demo: this.demo });
      b.status.location = { ip: IP, countryCode: COUNTRY };
      return b;
    };
    const rendered = await this.renderer.get(key, req.brand.id, boot, path, req.template);
    if (!rendered) return null;
    let byMode = this.compiled.get(rendered);
    if (!byMode) this.compiled.set(rendered, (byMode = new Map()));
    let compiled = byMode.get(req.followSystem);
    if (compiled?.template !== req.template) {
      // the text's font files start loading with the CSS, not after it (no Bengali file on a page in English)
      const fonts = await this.fonts.html(req.brand, req.language);
      const shell = renderShell(req.template, { brand: req.brand, language: req.language, mode: req.mode, location: { ip: IP, countryCode: COUNTRY }, nonce: NONCE, boot: boot() });
      const html = shell.replace(/<\/head>/i, () => `${fonts ? `  ${fonts}\n  ` : ''}</head>`).replace(
        ROOT,
        () => `<div id="root" data-ssr="">${rendered.html}</div>\n    <script id="ssr-state" type="application/json">${scriptJson(rendered.state)}</script>`,
      );
      compiled = { template: req.template, page: compilePage(modeScriptIf(req.followSystem, html)) };
      byMode.set(req.followSystem, compiled);
    }
    const ip = /^[0-9a-fA-F:.]{1,45}$/.test(req.location.ip) ? req.location.ip : '0.0.0.0';
    const country = /^[A-Z]{2}$/.test(req.location.countryCode) ? req.location.countryCode : 'ZZ';
    return fillPage(compiled.page, { [NONCE]: req.nonce, [IP]: ip, [COUNTRY]: country });
  }
}
