import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gameLanes } from '../../src/engine/games/lanes.ts';
import { loadBrandSet } from '../../src/engine/node/brand/load.ts';
import { brandUrl, getText, launch, openPage, rgb, styleOf } from './browser.ts';

const port = inject('port');
const brands = loadBrandSet('brands').brands;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(brands.map((b) => [b.id, b] as const))('brand %s on its own host', (id, brand) => {
  it('shows its own colours, nav items and language in its default mode', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl(id, port));
    await page.waitForSelector('header nav');
    const mode = brand.theme.defaultMode;
    expect(await page.getAttribute('html', 'data-brand')).toBe(id);
    expect(await page.getAttribute('html', 'data-mode')).toBe(mode);
    expect(await page.getAttribute('html', 'lang')).toBe(brand.config.languages.default.toLowerCase());
    expect(await styleOf(page, 'header', 'background-color')).toBe(rgb(brand.theme[mode].color.bg.header));
    expect(await styleOf(page, 'body', 'background-color')).toBe(rgb(brand.theme[mode].color.bg.page));
    const nav = await page.$$eval('header nav [data-nav]', (els) => els.map((e) => e.getAttribute('data-nav')));
    expect(nav).toEqual(['HOME', ...gameLanes(brand.config.games).map((l) => l.type), 'PROMO']);
    expect(await page.title()).toBe(brand.config.name);
    // the e2e server is a loopback demo: its pages say their money is play money
    expect(await page.getAttribute('[data-testid=demo-ribbon]', 'role')).toBe('note');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('theme and language (lang/hisLang in localStorage, light/dark modes)', () => {
  it('the dark toggle flips data-mode, recolours without reload, and is remembered by the server', async () => {
    const aurora = brands.find((b) => b.id === 'aurora')!;
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('aurora', port));
    expect(await page.getAttribute('html', 'data-mode')).toBe('light');
    await page.click('[data-testid=theme-toggle]');
    expect(await page.getAttribute('html', 'data-mode')).toBe('dark');
    expect(await styleOf(page, 'body', 'background-color')).toBe(rgb(aurora.theme.dark.color.bg.page));
    await page.reload();
    // The cookie makes the server render dark: the attribute is right in the HTML, before any script runs.
    const cookies = await page.context().cookies();
    const mode = cookies.find((c) => c.name === 'mode');
    expect(mode?.value).toBe('dark');
    const { body } = await getText('aurora', port, '/', { Cookie: `mode=${mode!.value}` });
    expect(body).toMatch(/<html[^>]*data-mode="dark"/);
    expect(await page.getAttribute('html', 'data-mode')).toBe('dark');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the language switcher changes the texts, html lang and storage, and survives a reload', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('aurora', port));
    expect(await page.textContent('header nav [data-nav=HOME]')).toBe('Home');
    expect(await page.textContent('[data-testid=demo-ribbon]')).toBe('Demo — play money');
    await page.selectOption('[data-testid=language-switcher]', 'BN');
    await page.waitForFunction(() => document.querySelector('header nav [data-nav=HOME]')?.textContent === 'হোম');
    expect(await page.textContent('[data-testid=demo-ribbon]')).toBe('ডেমো — খেলার টাকা');
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['BN', 'BN']);
    await page.reload();
    await page.waitForSelector('header nav [data-nav=HOME]');
    expect(await page.textContent('header nav [data-nav=HOME]')).toBe('হোম');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a single-language brand shows no language switcher', async () => {
    const { page } = await openPage(browser);
    await page.goto(brandUrl('pebble', port));
    await page.waitForSelector('header nav');
    expect(await page.$('[data-testid=language-switcher]')).toBeNull();
    await page.context().close();
  });
});

describe('routes', () => {
  // each route's own screen (a guest asking for /member gets the login; /pointMall: lotus has the points mall on)
  const screens: [string, string][] = [
    ['/', 'home'], ['/index', 'home'], ['/index.html', 'home'], ['/home', 'home'], ['/member', 'login-modal'],
    ['/sports', 'game-center-page'], ['/esports', 'game-center-page'], ['/lott', 'game-center-page'], ['/elott', 'game-center-page'],
    ['/cockfight', 'game-center-page'], ['/live', 'game-list-page'], ['/fish', 'game-list-page'], ['/rng', 'game-list-page'],
    ['/pvp', 'game-list-page'], ['/bgs', 'game-list-page'], ['/favorite', 'favorite-page'], ['/recent', 'recent-page'],
    ['/promotions', 'promotions-page'], ['/pointMall', 'point-mall-page'], ['/seamless', 'seamless-blocked'],
  ];
  it.each(screens)('%s renders inside the real layout', async (path, testId) => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('lotus', port, path));
    await page.waitForSelector(`[data-testid=${testId}]`);
    const bare = path.startsWith('/agent');
    const full = !bare && path !== '/seamless';
    // The footer loads after first paint; wait for it where it belongs.
    if (full) await page.waitForSelector('[data-testid=footer]');
    expect(await page.$('header')).toSatisfy((h) => (bare ? h === null : h !== null));
    expect((await page.$('[data-testid=side-menu]')) !== null).toBe(full);
    expect((await page.$('[data-testid=footer]')) !== null).toBe(full);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/pointMall is not found when the points flag is off (pebble)', async () => {
    const { page } = await openPage(browser);
    await page.goto(brandUrl('pebble', port, '/pointMall'));
    await page.waitForSelector('[data-testid=not-found]');
    await page.context().close();
  });

  it('/login and /register open their modal over the home page, whose address becomes /', async () => {
    for (const [path, testId] of [['/login', 'login-modal'], ['/register', 'register-to-login']] as const) {
      const { page, errors } = await openPage(browser);
      await page.goto(brandUrl('lotus', port, path));
      await page.waitForSelector(`[data-testid=${testId}]`);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.waitForSelector('[data-testid=home]');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('/agent is the agent login without header or footer; a guest at /agentHome is sent there', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('lotus', port, '/agentHome'));
    await page.waitForSelector('[data-testid=agent-landing] [data-testid=agent-login-form]');
    expect(new URL(page.url()).pathname).toBe('/agent');
    expect(await page.$('header')).toBeNull();
    expect(await page.$('[data-testid=footer]')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the guard opens the login modal for a guest at /lottery pages, with its reason', async () => {
    const { page } = await openPage(browser);
    await page.goto(brandUrl('lotus', port, '/vnLottery?gameCode=X'));
    await page.waitForSelector('[data-testid=login-modal]');
    expect(new URL(page.url()).pathname).toBe('/');
    // lotus starts in BN: the reason in its language
    expect(await page.textContent('[data-testid=login-reason]')).toContain('আপনি লগ ইন করেননি');
    await page.context().close();
  });

  it('/help#privacy shows the brand help sections (sanitized) and the footer links to them', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('aurora', port, '/help#privacy'));
    // the anchor's section is opened (a disclosure) and scrolled to
    await page.waitForSelector('[data-testid=help-center] details#privacy[open]');
    await page.waitForSelector('[data-testid=footer] a[href="/help#faq"]');
    const footerLinks = await page.$$eval('[data-testid=footer] a[href^="/help#"]', (as) => as.map((a) => a.getAttribute('href')));
    expect(footerLinks).toEqual(expect.arrayContaining(['/help#term', '/help#privacy', '/help#responsible', '/help#faq']));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown path shows the branded not-found page', async () => {
    const { page } = await openPage(browser);
    await page.goto(brandUrl('lotus', port, '/no/such/page'));
    await page.waitForSelector('[data-testid=not-found]');
    await page.context().close();
  });

  it('the floating bar offers app QR codes generated from the brand resources', async () => {
    const { page } = await openPage(browser);
    await page.goto(brandUrl('lotus', port));
    await page.click('[data-testid=app-download]');
    await page.waitForSelector('[data-testid=app-qr] svg');
    const qrs = await page.$$('[data-testid=app-qr] svg');
    expect(qrs.length).toBe(2);
    await page.context().close();
  });
});
