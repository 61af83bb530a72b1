// The popup's own pages: the dev-tools provider's form (GET/POST /wps/session/social/local/authorize), and the page
// every provider returns to, which hands the proof to the window that opened it (same origin only) and closes.
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../../engine/html.ts';

/** JSON safe inside a <script>: no "</script>" or HTML comment can close it early. */
const scriptJson = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1d2330}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#4a5263}label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #8a93a6;border-radius:8px;font:inherit}
button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}`;

/** An OpenID Connect answer in the fragment (response_type=id_token without form_post, e.g. Facebook). */
const OIDC_READER = `
  var h = new URLSearchParams(window.location.hash.slice(1));
  if (h.get('id_token')) {
    message.idToken = h.get('id_token');
    message.state = h.get('state') || '';
  } else {
    message.state = h.get('state') || '';
    message.error = 'cancelled';
  }
  history.replaceState(null, '', window.location.pathname);`;

/** Telegram's popup returns #tgAuthResult=<base64 JSON>; its widget redirect mode returns the fields as a query. */
const TELEGRAM_READER = `
  try {
    var m = /[#&]tgAuthResult=([^&]*)/.exec(window.location.hash);
    var data = null;
    if (m) {
      var b64 = decodeURIComponent(m[1]).replace(/-/g, '+').replace(/_/g, '/');
      data = JSON.parse(decodeURIComponent(escape(window.atob(b64))));
    } else {
      var q = new URLSearchParams(window.location.search);
      if (q.get('hash')) {
        data = {};
        q.forEach(function (v, k) { if (k !== 'state') data[k] = v; });
      }
    }
    if (data && typeof data === 'object') message.idToken = JSON.stringify(data);
    else message.error = 'cancelled';
  } catch (e) {
    message.error = 'unreadable';
  }
  history.replaceState(null, '', window.location.pathname);`;

export interface PageHeaders {
  'content-type': string;
  'cache-control': string;
  'content-security-policy': string;
  'referrer-policy': string;
  'cross-origin-opener-policy': string;
}

function headers(nonce?: string): PageHeaders {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'${nonce ? `; script-src 'nonce-${nonce}'` : ''}`,
    'referrer-policy': 'no-referrer',
    // The popup comes back here from the provider's site: any other opener policy would cut it off from the window
    // that opened it (a new browsing context group), and the proof could not be handed over.
    'cross-origin-opener-policy': 'unsafe-none',
  };
}

export function authorizeForm(opts: {
  label: string;
  provider: string;
  state: string;
  nonce: string;
  brandName: string;
  testerId: string;
}): { headers: PageHeaders; html: string } {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escapeHtml(opts.label)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in with ${escapeHtml(opts.label)}</h1>
<p>Test sign-in for ${escapeHtml(opts.brandName)}: this development server stands in for ${escapeHtml(opts.label)}.
This browser's test identity is <strong id="tester">${escapeHtml(opts.testerId)}</strong>: it signs in to the same account every time; the name is only shown.</p>
<form method="post">
<input type="hidden" name="provider" value="${escapeHtml(opts.provider)}">
<input type="hidden" name="state" value="${escapeHtml(opts.state)}">
<input type="hidden" name="nonce" value="${escapeHtml(opts.nonce)}">
<label for="name">Your name</label>
<input id="name" name="name" required maxlength="60" autocomplete="name" autofocus>
<button type="submit">Continue</button>
</form>
</main></body></html>
`;
  return { headers: headers(), html };
}

/**
 * Posts {type:'wps-social', provider, state, idToken} (or error) to the opener (same origin only) and closes.
 * With fromFragment the proof is in the address only the page sees: 'oidc' reads #id_token=…&state=…; 'telegram'
 * reads #tgAuthResult (base64 JSON) or the widget's query fields and passes them on as a JSON string. The server
 * checks every proof; the page only carries it.
 */
export function authorizeDone(opts: {
  label: string;
  provider: string;
  state: string;
  idToken?: string | undefined;
  error?: string | undefined;
  fromFragment?: 'oidc' | 'telegram' | undefined;
}): { headers: PageHeaders; html: string } {
  const nonce = randomBytes(16).toString('base64');
  const message = {
    type: 'wps-social',
    provider: opts.provider,
    state: opts.state,
    ...(opts.idToken ? { idToken: opts.idToken } : {}),
    ...(opts.error || (!opts.idToken && !opts.fromFragment) ? { error: opts.error || 'cancelled' } : {}),
  };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(opts.label)} sign-in</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(opts.label)} sign-in</h1><p id="status">You can close this window.</p></main>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};${opts.fromFragment === 'telegram' ? TELEGRAM_READER : opts.fromFragment === 'oidc' ? OIDC_READER : ''}
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  } else {
    document.getElementById('status').textContent = 'The page that opened this window is gone: go back and try again.';
  }
})();
</script></body></html>
`;
  return { headers: headers(nonce), html };
}
