// Help center (/help, /helpmc): the brand's operator HTML goes through the one sanitizer (SafeHtml, like
// notices and promotions): no form controls, frames, srcdoc or target, no script or handler, and external links
// open in a new tab without access to the page.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HelpSections, sectionOfHash } from '../../../../../src/app/features/help/HelpSections.tsx';
import type { HelpCenterValue } from '../../../../../src/generated/types.ts';
import { XSS_CORPUS } from '../announcements/xss-corpus.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

afterEach(cleanup);
beforeEach(() => {
  delete window.__xss;
});

const HOSTILE = [
  '<p>Deposit <strong>now</strong>: <a href="/promotions" target="_top">promotions</a></p>',
  '<a id="out" href="https://elsewhere.example.test/page" target="_self">outside</a>',
  '<form action="https://phish.example.test"><input name="password" type="password"><button type="submit">Log in again</button></form>',
  '<input id="loose" value="x"><button id="btn">Press</button><textarea>t</textarea><select><option>o</option></select>',
  '<iframe src="https://elsewhere.example.test"></iframe><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<div id="sd" srcdoc="<p>x</p>">srcdoc on a div</div>',
  '<img id="pic" src="/cdn/images/help.svg" onerror="window.__xss=1">',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://elsewhere.example.test/x.css"><base href="https://elsewhere.example.test/">',
].join('\n');

const data = (content: string): HelpCenterValue => ({
  language: 'EN',
  sections: [
    { id: 'deposit', title: 'How to deposit', content },
    { id: 'corpus', title: 'More', content: XSS_CORPUS.join('\n') },
  ],
});

async function rendered(content: string): Promise<HTMLElement[]> {
  const { getByTestId } = render(<HelpSections data={data(content)} target="" />);
  const bodies = ['deposit', 'corpus'].map((id) => getByTestId(`help-section-${id}`).querySelector<HTMLElement>('.help-body')!);
  await waitFor(() => bodies.forEach((b) => expect(b).not.toHaveAttribute('aria-busy')));
  return bodies;
}

describe('help sections: operator HTML through the shared sanitizer', () => {
  it('hostile help HTML is neutralised: no controls, frames, srcdoc, target, style, script or handler', async () => {
    const bodies = await rendered(HOSTILE);
    for (const body of bodies) {
      expect(body.querySelectorAll('input, button, textarea, select, option, form, iframe, frame, object, embed, style, link, base, meta, script')).toHaveLength(0);
      expect(body.querySelectorAll('[srcdoc], [action], [formaction], [onerror], [onload], [onclick], [style]')).toHaveLength(0);
      body.querySelectorAll('*').forEach((el) => {
        el.dispatchEvent(new Event('error'));
        el.dispatchEvent(new Event('load'));
        // (links are not followed: jsdom cannot navigate)
        if (el.tagName !== 'A') el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    }
    expect(window.__xss).toBeUndefined();
    const [help] = bodies;
    // the operator's target is dropped: a same-origin link stays in the tab
    const local = help!.querySelector('a[href="/promotions"]')!;
    expect(local.hasAttribute('target')).toBe(false);
    // the link hook: another origin opens in a new tab without access to this one
    const out = help!.querySelector('#out')!;
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(help!.querySelector('#pic')!.getAttribute('alt')).toBe('');
    // ordinary formatting and text survive
    expect(help!.querySelector('strong')!.textContent).toBe('now');
    expect(help!.textContent).toContain('srcdoc on a div');
  });

  it('the help feature has no sanitizer of its own', async () => {
    const modules = import.meta.glob('../../../../../src/app/features/help/*.ts');
    expect(Object.keys(modules).some((p) => p.endsWith('/sanitize.ts'))).toBe(false);
  });
});

describe('help anchors', () => {
  it('/help#term names a section; broken escapes and empty hashes name none', () => {
    expect(sectionOfHash('#deposit')).toBe('deposit');
    expect(sectionOfHash('#faq%20one')).toBe('faq one');
    expect(sectionOfHash('#%E0%A4')).toBe('');
    expect(sectionOfHash('')).toBe('');
  });
});
