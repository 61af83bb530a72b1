// No page wider than a phone: the loaded page is resized through the phone widths (320 to 430 px) and must never
// scroll sideways. A failure names the outermost elements that stick out and the part they belong to (header,
// side menu, floating bar, footer, page content). The story pass checks every page story at 390 px with mocked
// data; this is for the real server's data (long names, many providers) at the narrowest and widest phones.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE_WIDTHS = [320, 360, 390, 430] as const;

interface Measure {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/** The document's width against the viewport's, and the outermost elements whose box ends past the viewport. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const name = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const test = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const aria = el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '';
      return `${el.tagName.toLowerCase()}${id}${test}${aria}`;
    };
    // the element and its nearest named or landmark ancestor: enough to tell whose part it is
    const describe = (el: Element): string => {
      let owner = el.parentElement;
      while (owner && owner !== document.body && !/^(HEADER|NAV|ASIDE|FOOTER|MAIN|DIALOG)$/.test(owner.tagName) && !owner.id && !owner.getAttribute('data-testid') && !owner.getAttribute('aria-label') && !owner.getAttribute('role')) owner = owner.parentElement;
      const where = owner && owner !== document.body ? `${name(owner)}${owner.getAttribute('role') ? `[role=${owner.getAttribute('role')}]` : ''} … ` : '';
      return `${where}${name(el)} right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= vw + 0.5) continue;
      // report the outermost only: skip an element whose parent already sticks out
      const p = el.parentElement;
      if (p && p !== document.body && p.getBoundingClientRect().right > vw + 0.5) continue;
      // content clipped by a scroller or hidden overflow does not widen the page
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o !== 'visible') {
          clipped = a.getBoundingClientRect().right <= vw + 0.5;
          break;
        }
      }
      if (!clipped) offenders.push(describe(el));
      if (offenders.length >= 6) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, offenders };
  });
}

const nextFrame = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The page as it is now fits each phone width (scrollWidth ≤ innerWidth); the viewport is left as it was. */
export async function expectFitsPhoneWidths(page: Page, label: string): Promise<void> {
  const before = page.viewportSize();
  const failures: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: before?.height ?? 844 });
    await nextFrame(page);
    const m = await measure(page);
    expect(m.innerWidth).toBe(width);
    if (m.scrollWidth > m.innerWidth) failures.push(`${width}px: scrollWidth ${m.scrollWidth}; ${m.offenders.join(' | ')}`);
  }
  if (before) await page.setViewportSize(before);
  await nextFrame(page);
  expect(failures, label).toEqual([]);
}
