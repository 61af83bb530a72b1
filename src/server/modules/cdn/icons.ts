// Generated SVG art for the image CDN paths of the catalog (games contract "Icons"): the same code always gives the
// same picture (colours from a hash of the code), so the answers can be cached forever.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../engine/html.ts';

/** hsl → #rrggbb: hex works in every SVG renderer, not only in browsers that read CSS Color 4. */
function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Two hues from the code's hash: a dark-enough gradient for white text (light 30–42 %). */
function gradient(code: string): [string, string] {
  const h = createHash('sha256').update(code).digest();
  const hue = (h[0]! * 360) / 256;
  const shift = 30 + (h[1]! % 90);
  return [hslHex(hue, 0.65, 0.42), hslHex((hue + shift) % 360, 0.7, 0.3)];
}

/** Up to two initials of a name ("Golden Fortune" → GF, "Mines" → MI). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

function defs(code: string): string {
  const [a, b] = gradient(code);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

const FONT = 'font-family="system-ui,sans-serif" fill="#fff" text-anchor="middle"';

/** Square game icon: gradient, initials of the game's name, vendor code. */
export function gameIconSvg(vendor: string, gameCode: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${escapeHtml(name)}">${defs(`${vendor}/${gameCode}`)}
<rect width="256" height="256" rx="24" fill="url(#g)"/>
<text x="128" y="150" ${FONT} font-size="84" font-weight="700">${escapeHtml(initials(name))}</text>
<text x="128" y="226" ${FONT} font-size="22" opacity=".85">${escapeHtml(vendor)}</text></svg>`;
}

/** The icon shown when a game's own icon fails to load. */
export function defaultIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="Game">
<rect width="256" height="256" rx="24" fill="#5b6474"/>
<path d="M78 104h100a26 26 0 0 1 26 26v18a26 26 0 0 1-45 18l-9-10h-44l-9 10a26 26 0 0 1-45-18v-18a26 26 0 0 1 26-26z" fill="none" stroke="#fff" stroke-width="10"/>
<path d="M98 124v28M84 138h28" stroke="#fff" stroke-width="10" stroke-linecap="round"/><circle cx="162" cy="132" r="7" fill="#fff"/><circle cx="176" cy="146" r="7" fill="#fff"/></svg>`;
}

/** 16:9 vendor card of a lane. */
export function vendorCardSvg(vendor: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="${escapeHtml(name)}">${defs(vendor)}
<rect width="320" height="180" rx="16" fill="url(#g)"/>
<text x="160" y="98" ${FONT} font-size="30" font-weight="700">${escapeHtml(name)}</text>
<text x="160" y="134" ${FONT} font-size="18" opacity=".85">${escapeHtml(vendor)}</text></svg>`;
}

/** Small square vendor icon (menus). */
export function vendorIconSvg(vendor: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeHtml(name)}">${defs(vendor)}
<rect width="64" height="64" rx="12" fill="url(#g)"/>
<text x="32" y="40" ${FONT} font-size="22" font-weight="700">${escapeHtml(initials(name))}</text></svg>`;
}
