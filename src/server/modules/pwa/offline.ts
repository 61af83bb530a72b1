// The branded page a navigation gets when the network fails and the page was never visited: brand name, logo
// and tokens, "You are offline" in each of the brand's languages (default first). Self-contained (logo inlined),
// because the service worker serves it with no network at all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { dirOf, localeOf } from '../../../engine/languages.ts';
import { offlineMessages } from './messages.ts';
import { escapeHtml } from '../../../engine/html.ts';

export const OFFLINE_PATH = '/offline';

/** Its own policy: no script at all, the inline style block, the inlined logo. */
export const OFFLINE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function logoDataUri(brand: LoadedBrand, mode: 'light' | 'dark'): string | null {
  const asset = mode === 'dark' ? brand.config.assets.logoDark : brand.config.assets.logoLight;
  try {
    const bytes = readFileSync(join(brand.dir, asset));
    const type = asset.endsWith('.svg') ? 'image/svg+xml' : asset.endsWith('.png') ? 'image/png' : 'image/webp';
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

const pages = new WeakMap<LoadedBrand, string>();

export function offlinePage(brand: LoadedBrand): string {
  const cached = pages.get(brand);
  if (cached) return cached;
  const mode = brand.theme.defaultMode;
  const { supported, default: first } = brand.config.languages;
  const languages = [first, ...supported.filter((l) => l !== first)];
  const logo = logoDataUri(brand, mode);
  const sections = languages
    .map((lang, i) => {
      const m = offlineMessages(lang);
      const tag = i === 0 ? 'h1' : 'h2';
      return `<section lang="${escapeHtml(localeOf(lang))}" dir="${dirOf(lang)}"><${tag}>${escapeHtml(m.title)}</${tag}><p>${escapeHtml(m.body)}</p><a href="/">${escapeHtml(m.retry)}</a></section>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="${escapeHtml(localeOf(first))}" dir="${dirOf(first)}" data-brand="${escapeHtml(brand.id)}" data-mode="${mode}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(offlineMessages(first).title)} · ${escapeHtml(brand.config.name)}</title>
<style>${brand.css}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:24px;box-sizing:border-box;font-family:system-ui,sans-serif;background:var(--color-bg-page);color:var(--color-text-primary);text-align:center}
header{background:var(--color-bg-header);color:var(--color-text-onHeader);padding:12px 20px;border-radius:12px}
header img{display:block;height:40px;width:auto}
section{max-width:28rem}
h1,h2{margin:0 0 8px;font-size:1.375rem}
p{margin:0 0 12px;color:var(--color-text-muted)}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 20px;border-radius:8px;background:var(--color-action-primary);color:var(--color-text-onAction);text-decoration:none}
</style>
</head>
<body>
<header>${logo ? `<img src="${logo}" alt="${escapeHtml(brand.config.name)}" />` : `<strong>${escapeHtml(brand.config.name)}</strong>`}</header>
<main>${sections}</main>
</body>
</html>
`;
  pages.set(brand, html);
  return html;
}
