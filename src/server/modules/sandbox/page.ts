// The vendor sandbox page (games contract "Launch and the vendor sandbox"): what a vendor's game window would show,
// self-contained (no scripts, no outside resources) in the brand's colours.
import type { CompleteTheme } from '../../../engine/theme/types.ts';
import { escapeHtml } from '../../../engine/html.ts';

export const SANDBOX_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // No script, no outside resource; forms post only to this site; framed only by its own site's /seamless and lottery pages.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
} as const;

function style(theme: CompleteTheme): string {
  const c = theme[theme.defaultMode].color;
  return `body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:${c.bg.page};color:${c.text.primary}}
main{max-width:420px;width:calc(100% - 32px);background:${c.bg.surface};border:1px solid ${c.border.default};border-radius:12px;padding:24px;text-align:center}
h1{font-size:22px;margin:0 0 4px}p{margin:0 0 12px}.muted{color:${c.text.muted}}dl{display:grid;grid-template-columns:auto auto;gap:4px 12px;justify-content:center;margin:16px 0}
dt{color:${c.text.muted}}dd{margin:0;font-weight:600;text-align:left}
a{display:inline-block;margin-top:8px;padding:10px 24px;border-radius:8px;background:${c.action.primary};color:${c.text.onAction};font-weight:600;text-decoration:none}
form{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:16px 0 8px}
button{min-height:44px;font:inherit;font-weight:600;border-radius:8px;border:1px solid ${c.border.default};background:${c.bg.page};color:${c.text.primary};cursor:pointer}
button[value=bet]{grid-column:1/-1}
button[value=bet]{background:${c.action.primary};color:${c.text.onAction};border-color:transparent}
button:disabled{opacity:.5;cursor:not-allowed}.result{min-height:1.5em;font-weight:600}`;
}

function page(theme: CompleteTheme, title: string, body: string, language: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style(theme)}</style></head>
<body>${body}</body></html>
`;
}

export interface SandboxView {
  theme: CompleteTheme;
  language: string;
  gameName: string;
  vendorName: string;
  nickname: string;
  balance: string;
  backUrl: string;
  /** The playable stand-in vendor: its buttons post here; `odds` states what a round pays, as the server draws it. */
  play?: { action: string; roundOpen: boolean; lastResult: string | null; stake: string; odds: string };
}

function playForm(p: NonNullable<SandboxView['play']>): string {
  const off = (on: boolean) => (on ? '' : ' disabled');
  return `<p class="muted" data-testid="sandbox-odds">${escapeHtml(p.odds)}</p>
<p class="result" data-testid="sandbox-result" role="status">${escapeHtml(p.lastResult ?? '')}</p>
<form method="post" action="${escapeHtml(p.action)}" data-testid="sandbox-play">
<button name="action" value="bet" data-testid="sandbox-bet"${off(!p.roundOpen)}>Bet ${escapeHtml(p.stake)}</button>
<button name="action" value="settle" data-testid="sandbox-settle"${off(p.roundOpen)}>Play</button>
<button name="action" value="refund" data-testid="sandbox-refund"${off(p.roundOpen)}>Refund</button>
</form>`;
}

export function sandboxPage(v: SandboxView): string {
  return page(
    v.theme,
    v.gameName,
    `<main data-testid="sandbox">
<p class="muted">${escapeHtml(v.vendorName)}</p>
<h1 data-testid="sandbox-game">${escapeHtml(v.gameName)}</h1>
<p class="muted">Game sandbox: this reference server stands in for the vendor's game.</p>
<dl><dt>Player</dt><dd data-testid="sandbox-nickname">${escapeHtml(v.nickname)}</dd><dt>Balance</dt><dd data-testid="sandbox-balance">${escapeHtml(v.balance)}</dd></dl>
${v.play ? playForm(v.play) : ''}
<a href="${escapeHtml(v.backUrl)}" target="_top" data-testid="sandbox-back">Back</a>
</main>`,
    v.language,
  );
}

export function sessionEndedPage(theme: CompleteTheme, language: string): string {
  return page(
    theme,
    'This game session has ended',
    `<main data-testid="sandbox"><h1>This game session has ended</h1><p class="muted">Start the game again from the lobby.</p>
<a href="/" target="_top" data-testid="sandbox-back">Back</a></main>`,
    language,
  );
}
