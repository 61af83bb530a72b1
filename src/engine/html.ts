// Text placed into HTML or SVG markup that the server or a script writes by hand (the shell, the sandbox and
// social pages, generated icons and brand sheets). One escape for all of them, so a brand name or a nickname
// with markup in it reads as text everywhere and never opens a tag or closes an attribute.

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text with & < > " ' as character references: safe in element content and in quoted attributes (HTML and XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
