// Loaded only when operator HTML is first shown (SafeHtml imports this module lazily), so DOMPurify stays out
// of the page's first chunks.
import createDOMPurify from 'dompurify';

// An instance of our own: its link hook must not change how any other caller's HTML is cleaned.
const purifier = createDOMPurify(window);

// Tags that submit, embed or restyle the page; DOMPurify's html profile already drops script, iframe, object…
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];
const FORBID_ATTR = ['style', 'srcdoc', 'action', 'formaction', 'target', 'ping'];

/**
 * A link to another origin opens in a new tab without access to this one; same-origin links stay in the tab. An
 * image the operator gave no text is decorative (alt="") rather than a nameless image.
 */
function fixElement(node: Element): void {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  const href = node.getAttribute('href') ?? '';
  let external = false;
  try {
    external = new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    node.removeAttribute('href');
    return;
  }
  if (external) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

purifier.addHook('afterSanitizeAttributes', fixElement);

/** Operator HTML (notices, popups) made inert: no scripts, handlers, javascript:/data: links, frames or forms. */
export function sanitizeOperatorHtml(html: string): string {
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}
