// The sandbox provider's pay page: what a PSP's checkout would show. No script, no outside resource; three
// buttons post a form back to this server, which signs the callback like a provider would.
import { dirOf, localeOf } from '../../../engine/languages.ts';
import type { CompleteTheme } from '../../../engine/theme/types.ts';
import { serverText } from '../../i18n/texts.ts';
import { escapeHtml } from '../../../engine/html.ts';

export const PAY_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

const KEYS = ['title', 'note', 'order', 'channel', 'amount', 'expires', 'approve', 'decline', 'expire', 'gone', 'back'] as const;
/** The page's words in the language (server texts sandbox.*). */
const textOf = (language: string): Record<(typeof KEYS)[number], string> =>
  Object.fromEntries(KEYS.map((k) => [k, serverText(`sandbox.${k}`, language)])) as Record<(typeof KEYS)[number], string>;

function page(theme: CompleteTheme, language: string, title: string, body: string): string {
  const c = theme[theme.defaultMode].color;
  return `<!doctype html>
<html lang="${escapeHtml(localeOf(language))}" dir="${dirOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:${c.bg.page};color:${c.text.primary}}
main{max-width:420px;width:calc(100% - 32px);background:${c.bg.surface};border:1px solid ${c.border.default};border-radius:12px;padding:24px;text-align:center}
h1{font-size:22px;margin:0 0 8px}.muted{color:${c.text.muted};font-size:14px}dl{display:grid;grid-template-columns:auto auto;gap:4px 12px;justify-content:center;margin:16px 0}
dt{color:${c.text.muted}}dd{margin:0;font-weight:600;text-align:start}form{display:grid;gap:10px;margin-top:16px}
button,a.btn{min-height:44px;border-radius:8px;border:1px solid ${c.border.default};font:inherit;font-weight:600;cursor:pointer;background:${c.bg.surface};color:${c.text.primary};text-decoration:none;display:grid;place-items:center}
button[value=approve]{background:${c.action.primary};color:${c.text.onAction};border-color:${c.action.primary}}
</style></head>
<body>${body}</body></html>
`;
}

export interface PayPageView {
  theme: CompleteTheme;
  language: string;
  orderId: string;
  token: string;
  channelName: string;
  amount: string;
  expiresAt: string;
}

export function payPage(v: PayPageView): string {
  const t = textOf(v.language);
  return page(
    v.theme,
    v.language,
    t.title,
    `<main data-testid="pay-sandbox">
<h1>${escapeHtml(t.title)}</h1>
<p class="muted">${escapeHtml(t.note)}</p>
<dl><dt>${escapeHtml(t.order)}</dt><dd data-testid="pay-order">${escapeHtml(v.orderId)}</dd><dt>${escapeHtml(t.channel)}</dt><dd>${escapeHtml(v.channelName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="pay-amount">${escapeHtml(v.amount)}</dd><dt>${escapeHtml(t.expires)}</dt><dd>${escapeHtml(v.expiresAt)}</dd></dl>
<form method="post" action="/payments/sandbox/pay/${escapeHtml(v.orderId)}">
<input type="hidden" name="t" value="${escapeHtml(v.token)}">
<button name="action" value="approve" data-testid="pay-approve">${escapeHtml(t.approve)}</button>
<button name="action" value="decline" data-testid="pay-decline">${escapeHtml(t.decline)}</button>
<button name="action" value="expire" data-testid="pay-expire">${escapeHtml(t.expire)}</button>
</form></main>`,
  );
}

export function payGonePage(theme: CompleteTheme, language: string, backUrl: string): string {
  const t = textOf(language);
  return page(
    theme,
    language,
    t.gone,
    `<main data-testid="pay-sandbox"><h1>${escapeHtml(t.gone)}</h1><a class="btn" href="${escapeHtml(backUrl)}" data-testid="pay-back">${escapeHtml(t.back)}</a></main>`,
  );
}
