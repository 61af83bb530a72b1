import DOMPurify from 'dompurify';

/** Operator HTML (help, notices) is only ever rendered through here. */
export function sanitizeHtml(html: string): string {
  // without a DOM (server rendering) DOMPurify cannot clean anything: show nothing rather than raw HTML
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
