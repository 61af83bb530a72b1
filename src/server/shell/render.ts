import { bootPayload, toClientBrand, type CallerLocation } from '../../engine/brand/client.ts';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import type { BootPayload } from '../../generated/types.ts';
import { dirOf, localeOf } from '../../engine/languages.ts';
import { pwaHeadTags } from '../modules/pwa/index.ts';
import { escapeHtml } from '../../engine/html.ts';

export interface ShellContext {
  brand: LoadedBrand;
  /** Platform code (EN, BN…). */
  language: string;
  mode: 'light' | 'dark';
  location: CallerLocation;
  now?: Date;
  /** This page's CSP nonce: on the brand tokens' <style> and in <meta property="csp-nonce"> for the app's styles. */
  nonce?: string;
  /** A demo site (stand-ins, play money): the app shows its ribbon on every page. */
  demo?: boolean;
  /** The boot payload when the caller built it already (server-rendered pages put slots in its location). */
  boot?: BootPayload;
}

const HEAD_MARKER = /<!--\s*app-head[\s\S]*?-->/;
const HTML_TAG = /<html\b[^>]*>/i;

/** JSON that is safe inside <script>: no "<" at all, so neither </script> nor <!-- can end or confuse it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Set (or add) attributes on the <html …> start tag, keeping the others. */
function setHtmlAttributes(tag: string, attrs: Record<string, string>): string {
  let out = tag;
  for (const [name, value] of Object.entries(attrs)) {
    const attr = `${name}="${escapeHtml(value)}"`;
    const existing = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s>]*))?(?=[\\s>/])`, 'i');
    out = existing.test(out) ? out.replace(existing, ` ${attr}`) : out.replace(/\s*\/?>$/, (end) => ` ${attr}${end}`);
  }
  return out;
}

/** The brand's description in the page's language, else in its default language, else none. */
function metaDescription(brand: LoadedBrand, language: string): string[] {
  const all = brand.config.seo?.description ?? {};
  const text = all[language] ?? all[brand.config.languages.default];
  return text ? [`<meta name="description" content="${escapeHtml(text)}" />`] : [];
}

/** What goes where index.html says <!--app-head …-->: title, favicon, the brand's CSS variables, the boot payload. */
export function headHtml(ctx: ShellContext): string {
  const client = toClientBrand(ctx.brand);
  const boot = ctx.boot ?? bootPayload(ctx.brand, { location: ctx.location, language: ctx.language, mode: ctx.mode, demo: ctx.demo ?? false, ...(ctx.now ? { now: ctx.now } : {}) });
  // Tokens are validated colours and lengths, but a stray "</style" must still not end the element early.
  const css = ctx.brand.css.replace(/<\/style/gi, '<\\/style');
  const nonce = ctx.nonce ? ` nonce="${escapeHtml(ctx.nonce)}"` : '';
  return [
    `<title>${escapeHtml(client.name)}</title>`,
    `<link rel="icon" href="${escapeHtml(client.assets.favicon)}" />`,
    ...metaDescription(ctx.brand, ctx.language),
    pwaHeadTags(ctx.brand, ctx.mode),
    // Vite's and the app's injected styles read the nonce from here (the browser hides the attribute, not .nonce).
    ...(ctx.nonce ? [`<meta property="csp-nonce"${nonce} />`] : []),
    `<style id="brand-tokens"${nonce}>${css}</style>`,
    `<script id="boot-payload" type="application/json">${scriptJson(boot)}</script>`,
  ].join('\n    ');
}

/** index.html for one request: brand, language and mode are in the first byte, so the first paint is already branded. */
export function renderShell(template: string, ctx: ShellContext): string {
  const head = headHtml(ctx);
  const withHead = HEAD_MARKER.test(template)
    ? template.replace(HEAD_MARKER, () => head)
    : template.replace(/<\/head>/i, () => `${head}\n  </head>`);
  return withHead.replace(HTML_TAG, (tag) =>
    setHtmlAttributes(tag, { lang: localeOf(ctx.language), dir: dirOf(ctx.language), 'data-brand': ctx.brand.id, 'data-mode': ctx.mode }),
  );
}
