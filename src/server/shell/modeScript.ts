// The one inline script of the shell: applies the system light/dark preference before first paint when neither
// the player (mode cookie) nor the brand (theme.pinMode) decided. The server cannot see prefers-color-scheme, and
// waiting for the app bundle would paint the default mode first, then flash.
import { createHash } from 'node:crypto';

/**
 * Constant text, so the CSP allows exactly it by hash (script-src stays 'self' otherwise). data-mode-auto tells
 * the app that the mode follows the system (no choice yet), so it may keep following later changes.
 */
export const MODE_SCRIPT =
  "(function(){var h=document.documentElement;h.setAttribute('data-mode-auto','');try{" +
  "if(matchMedia('(prefers-color-scheme: dark)').matches)h.setAttribute('data-mode','dark');" +
  "else if(matchMedia('(prefers-color-scheme: light)').matches)h.setAttribute('data-mode','light')}catch(e){}})()";

/** The CSP source that allows MODE_SCRIPT: 'sha256-<base64>'. */
export const MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(MODE_SCRIPT, 'utf8').digest('base64')}'`;

const HEAD_TAG = /<head\b[^>]*>/i;

/** The page with MODE_SCRIPT first in <head>, before any stylesheet, so the first paint is already in the system's mode. */
export function withModeScript(html: string): string {
  return html.replace(HEAD_TAG, (tag) => `${tag}\n    <script>${MODE_SCRIPT}</script>`);
}

/** withModeScript when the page follows the system preference, else the page as it is. */
export function modeScriptIf(followSystem: boolean, html: string): string {
  return followSystem ? withModeScript(html) : html;
}
