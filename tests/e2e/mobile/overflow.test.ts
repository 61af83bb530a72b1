// No page wider than its viewport on phones: every route of seed §2 (routeTable) × shipped brand, at 320, 360, 390
// and 430 px, with the login and register modals open too (their routes open them). Each route loads once per brand
// and the same page is resized through the widths. A failure names the elements that stick out, so it says whose
// part overflows (page content, header, side menu, floating bar, footer).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../../../src/app/router/routeTable.ts';
import { newMember, submitUsernameLogin } from '../accounts/helpers.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';

const port = inject('port');
const BRANDS = ['lotus', 'aurora', 'pebble'] as const;
const WIDTHS = [320, 360, 390, 430] as const;
const HEIGHT = 844;
// game list routes with a provider picked (the widest variant of the list: a long provider row)
const PATHS = [...ROUTES.map((r) => r.path), '/rng?vassalage=INHOUSE'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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

async function settle(page: Page): Promise<void> {
  // the app must have rendered (an empty or failed page would pass trivially)
  await page.waitForFunction(() => document.querySelectorAll('#root *').length > 30, undefined, { timeout: 15_000 });
  // lists and banners load after the first paint; a long-poll must not hold the test forever
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function expectFits(page: Page, label: string): Promise<void> {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await measure(page);
    expect(m.innerWidth).toBe(width);
    if (m.scrollWidth > m.innerWidth) failures.push(`${width}px: scrollWidth ${m.scrollWidth}; ${m.offenders.join(' | ')}`);
  }
  expect(failures, label).toEqual([]);
}

describe.each(BRANDS)('%s: seed §2 routes fit phone widths (no horizontal scroll)', (brand) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT }, hasTouch: true, locale: 'en-US' });
    page = await context.newPage();
    waitForHydration(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(PATHS)('seed §2 %s: scrollWidth <= innerWidth at 320/360/390/430 px', async (path) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(brandUrl(brand, port, path));
    await settle(page);
    await expectFits(page, `${brand} ${path}`);
  });
});

// The member's side of the routes a guest cannot see (seed §6 guard: lottery; favourites and recent with data).
const MEMBER_PATHS = ['/lottery', '/seaLottery', '/vnLottery', '/favorite', '/recent', '/member', '/seamless', '/rng'];

describe.each(['lotus', 'aurora'] as const)('%s: seed §2 member routes fit phone widths', (brand) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: HEIGHT }, hasTouch: true, locale: 'en-US' });
    page = await context.newPage();
    waitForHydration(page);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // a test of its own, not a hook: the captcha some brands ask for is solved with expect.poll
  it('logs in as a new member at 390 px', async () => {
    const member = await newMember(port, brand);
    await page.goto(brandUrl(brand, port, '/login'));
    await submitUsernameLogin(page, page.getByTestId('login-modal'), member.username, member.password);
    await page.waitForFunction(() => sessionStorage.getItem('token') !== null, undefined, { timeout: 10_000 });
  });

  it.each(MEMBER_PATHS)('seed §2 %s as a member: scrollWidth <= innerWidth at 320/360/390/430 px', async (path) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(brandUrl(brand, port, path));
    await settle(page);
    await expectFits(page, `${brand} ${path} (member)`);
  });
});
