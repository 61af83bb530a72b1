// The Theme panel in the real Storybook manager (docs/theme-panel.md): a colour edit reaches the story's CSS
// variables without a reload, the contrast list flags what brands:check would reject, and the export is a
// schema-valid theme block. Runs against a static Storybook build served on loopback: STORYBOOK_STATIC_DIR
// when given (an existing `npx storybook build` output), else a private build made here.
import { readFileSync } from 'node:fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import { validateThemeTokens } from '../../../src/generated/validators.js';
import { serveStorybookBuild, type ServedBuild } from './served-build.ts';
import { launch, openPage } from '../browser.ts';

const brand = [...loadBrandSet('brands').brands].sort((a, b) => Number(b.isDefault) - Number(a.isDefault))[0]!;
const STORY = 'ui-button--primary';
const MUTED = '[data-token="light.color.text.muted"]';

let server: ServedBuild;
let browser: Browser;

beforeAll(async () => {
  server = await serveStorybookBuild('theme-panel');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The story iframe's value of a CSS custom property on <html>. */
function cssVar(preview: Frame, name: string): Promise<string> {
  return preview.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
}

async function openThemePanel(page: Page): Promise<Frame> {
  await page.goto(`${server.url}/?path=/story/${STORY}&globals=brand:${brand.id};mode:light`);
  await page.getByRole('tab', { name: 'Theme' }).click();
  await page.waitForSelector(`[data-theme-panel="${brand.id}"]`);
  const preview = page.frame({ url: /iframe\.html/ })!;
  await preview.waitForSelector('html[data-brand][data-mode="light"]');
  return preview;
}

describe(`Theme panel in the Storybook manager (brand ${brand.id})`, () => {
  it('applies a colour edit to the story at once, flags the contrast it breaks, exports a valid theme and resets', async () => {
    const { page, errors } = await openPage(browser);
    const preview = await openThemePanel(page);
    const original = brand.theme.light.color.text.muted;
    expect(await cssVar(preview, '--color-text-muted')).toBe(original);
    await expect(page.locator('[data-contrast-failure]').count()).resolves.toBe(0);

    // near-white muted text on a light page: both AA text pairs of text.muted fail
    await page.locator(`${MUTED} input[type=color]`).fill('#eeeeee');
    await expect.poll(() => cssVar(preview, '--color-text-muted')).toBe('#eeeeee');
    expect(await preview.evaluate(() => document.getElementById('theme-panel-overrides')?.previousElementSibling?.id)).toBe('brand-tokens');
    await page.waitForSelector('[data-contrast-failure="light:text.muted/bg.page"]');
    await page.waitForSelector('[data-contrast-failure="light:text.muted/bg.surface"]');
    expect(await page.locator(`${MUTED} input[type=text]`).inputValue()).toBe('#eeeeee');

    // the export: the <pre> and the downloaded file hold the same schema-valid block with the edit
    const shown = JSON.parse(await page.locator('[data-theme-export]').textContent() ?? '') as unknown;
    expect(validateThemeTokens(shown)).toBe(true);
    expect(shown).toMatchObject({ light: { color: { text: { muted: '#eeeeee' } } } });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download / }).click()]);
    expect(download.suggestedFilename()).toBe(`${brand.id}-theme.json`);
    expect(JSON.parse(readFileSync((await download.path())!, 'utf8'))).toEqual(shown);

    // a value the schema refuses: shown with its message, kept out of the story, export withheld
    await page.locator(`${MUTED} input[type=text]`).fill('grey');
    await page.waitForSelector('[data-export-problems="1"]');
    await expect(page.getByRole('button', { name: 'Copy theme JSON' }).isDisabled()).resolves.toBe(true);
    expect(await cssVar(preview, '--color-text-muted')).toBe(original);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => cssVar(preview, '--color-text-muted')).toBe(original);
    await expect(page.locator('[data-contrast-failure]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps an edit of the other mode ready: switching the toolbar mode shows it, without a reload', async () => {
    const { page, errors } = await openPage(browser);
    const preview = await openThemePanel(page);
    await page.locator('[data-section="dark"] summary').click(); // the other mode's roles start folded
    await page.locator('[data-token="dark.color.bg.page"] input[type=text]').fill('#123456');
    await page.waitForSelector('[data-token="dark.color.bg.page"][data-edited]');
    expect(await cssVar(preview, '--color-bg-page')).toBe(brand.theme.light.color.bg.page);
    await preview.evaluate(() => ((window as unknown as { themePanelMarker: number }).themePanelMarker = 1));

    await page.getByRole('button', { name: 'Light' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await page.waitForSelector('text=Showing dark mode.');
    await expect.poll(() => cssVar(preview, '--color-bg-page')).toBe('#123456');
    expect(await preview.evaluate(() => (window as unknown as { themePanelMarker?: number }).themePanelMarker)).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
