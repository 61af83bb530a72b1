import { render, screen, waitFor, cleanup } from '@testing-library/react';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../../../src/app/features/announcements/SafeHtml.tsx';
import { sanitizeOperatorHtml } from '../../../../../src/app/features/announcements/sanitize.ts';
import { DANGEROUS_ATTRIBUTE, DANGEROUS_URL, XSS_CORPUS } from './xss-corpus.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

afterEach(cleanup);

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'data', 'formaction', 'background', 'poster'];

function dangerousMarkup(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'link', 'meta', 'base', 'frame'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (DANGEROUS_ATTRIBUTE.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (URL_ATTRIBUTES.includes(attr.name) && DANGEROUS_URL.test(attr.value)) found.push(`${tag}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

/**
 * Puts HTML into a separate jsdom that does run scripts and inline handlers, fires the events the payloads wait for,
 * and tells whether any of them ran (window.__xss set).
 */
function runsScript(html: string): boolean {
  const dom = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously', url: 'http://lotus.localhost/', virtualConsole: new VirtualConsole() });
  const { document: doc } = dom.window;
  const host = doc.createElement('div');
  host.innerHTML = html;
  doc.body.appendChild(host);
  // innerHTML never runs <script>: insert copies as a parser would
  for (const old of host.querySelectorAll('script')) {
    const s = doc.createElement('script');
    s.textContent = old.textContent;
    old.replaceWith(s);
  }
  for (const el of host.querySelectorAll('*')) {
    for (const type of ['error', 'load', 'focus', 'toggle', 'begin', 'start', 'mouseover'])
      el.dispatchEvent(new dom.window.Event(type, { bubbles: false }));
    el.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
  }
  const ran = (dom.window as unknown as { __xss?: unknown }).__xss !== undefined;
  dom.window.close();
  return ran;
}

describe('operator HTML through DOMPurify (announcements, notices)', () => {
  it('the harness sees a payload run when the HTML is not sanitized (control)', () => {
    expect(runsScript('<script>window.__xss = 1</script>')).toBe(true);
    expect(runsScript('<img src=x onerror="window.__xss = 1">')).toBe(true);
    expect(runsScript('<a href="#" onclick="window.__xss=1">x</a>')).toBe(true);
    expect(XSS_CORPUS.filter(runsScript).length).toBeGreaterThan(8);
  });

  it.each(XSS_CORPUS)('nothing runs after sanitizing, in a script-running DOM: %s', (payload) => {
    expect(runsScript(sanitizeOperatorHtml(payload))).toBe(false);
  });

  beforeEach(() => {
    delete window.__xss;
  });

  it.each(XSS_CORPUS)('sanitizer removes what could run: %s', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeOperatorHtml(payload);
    document.body.appendChild(host);
    // handlers that jsdom would fire on insertion (onerror of a broken img, onload) had their chance
    host.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    host.querySelectorAll('*').forEach((el) => {
      el.dispatchEvent(new Event('load'));
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dangerousMarkup(host)).toEqual([]);
    expect(window.__xss).toBeUndefined();
    host.remove();
  });

  it('SafeHtml renders the whole corpus in the DOM without anything running', async () => {
    render(<SafeHtml html={XSS_CORPUS.join('\n')} id="corpus" />);
    await waitFor(() => expect(document.getElementById('corpus')).not.toHaveAttribute('aria-busy'));
    const root = document.getElementById('corpus')!;
    root.querySelectorAll('*').forEach((el) => {
      el.dispatchEvent(new Event('error'));
      el.dispatchEvent(new Event('load'));
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dangerousMarkup(root)).toEqual([]);
    expect(window.__xss).toBeUndefined();
  });

  it('keeps ordinary formatting, images and safe links', async () => {
    render(
      <SafeHtml
        id="ok"
        html='<h3>Weekend bonus</h3><p>Get <strong>20%</strong> on <a href="/promotions">deposits</a>.</p><img src="/cdn/images/x.svg" alt="banner"><ul><li>one</li></ul>'
      />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Weekend bonus' })).toBeInTheDocument());
    expect(screen.getByText('20%').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'deposits' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('img', { name: 'banner' })).toHaveAttribute('src', '/cdn/images/x.svg');
  });

  it('an image the operator gave no text is marked decorative (alt="")', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeOperatorHtml('<img src="/a.svg"><img src="/b.svg" alt="Bonus">');
    const [a, b] = host.querySelectorAll('img');
    expect(a!.getAttribute('alt')).toBe('');
    expect(b!.getAttribute('alt')).toBe('Bonus');
  });

  it('links to another site open in a new tab without access to this one; same-origin links stay in the tab', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeOperatorHtml(
      '<a id="ext" href="https://example.org/rules" target="_self">rules</a>' +
        '<a id="own" href="/help#term" target="_blank">terms</a>' +
        `<a id="abs" href="${window.location.origin}/promotions">promos</a>`,
    );
    const ext = host.querySelector('#ext')!;
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toContain('noopener');
    expect(ext.getAttribute('rel')).toContain('noreferrer');
    const own = host.querySelector('#own')!;
    expect(own.hasAttribute('target')).toBe(false);
    expect(host.querySelector('#abs')!.hasAttribute('target')).toBe(false);
  });

  it('shows nothing of the raw HTML before the sanitizer has loaded', () => {
    const { container } = render(<SafeHtml html='<img src=x onerror="window.__xss=1">' />);
    expect(container.querySelector('img')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });
});
