import DOMPurify from 'dompurify';

/** Operator HTML (help, notices) is only ever rendered through here. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
