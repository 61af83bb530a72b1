// The visual runner's per-shot story checks (scripts/visual/story-checks.ts) in a real static Storybook build, the
// way the runner drives it (scripts/visual/page-scripts.ts): a play function that throws fails the shot, a serious
// axe violation fails it with its rule and target, a story whose a11y test is off passes, our axe run finds what the
// addon's own run finds, and a page wider than the phone fails the phone shot. Failing stories are made in the
// page (a story's play function or parameters replaced, an element added), never in stories/. Runs against
// STORYBOOK_STATIC_DIR when given (an existing `npx storybook build` output), else a private build made here.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OF, type Viewport } from '../../../scripts/visual/matrix.ts';
import { installHelper, installProbes, type VrWindow } from '../../../scripts/visual/page-scripts.ts';
import { runStoryA11y } from '../../../scripts/visual/story-checks-page.ts';
import { storyChecks, type CheckedShot } from '../../../scripts/visual/story-checks.ts';
import { serveStorybookBuild, type ServedBuild } from './served-build.ts';
import { launch } from '../browser.ts';

const BRAND = 'lotus';
const STORY = 'ui-button--primary';
const OTHER = 'ui-button--disabled';
const TIMEOUT_MS = 20_000;

let server: ServedBuild;
let browser: Browser;

beforeAll(async () => {
  server = await serveStorybookBuild('story-checks');
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened {
  page: Page;
  /** Console errors and page errors, as the runner collects them. */
  errors: string[];
}

/** The runner's page: the probes, a11y.manual (no automatic axe), the first story loaded with the page. */
async function openStory(storyId: string, viewport: Viewport, before?: (page: Page) => Promise<void>): Promise<Opened> {
  const context = await browser.newContext({ ...CONTEXT_OF[viewport], locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // the browser's own favicon request is no part of a story
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const url = (id: string): string => `${server.url}/iframe.html?id=${id}&viewMode=story&globals=brand:${BRAND};a11y.manual:!true`;
  const finished = (): Promise<unknown> =>
    page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', undefined, {
      timeout: TIMEOUT_MS,
    });
  if (before) {
    // a story replaced in the page takes effect from the next render, so the page starts on another story
    await page.goto(url(OTHER));
    await finished();
    await before(page);
    await page.evaluate(installHelper);
    const r = await show(page, storyId);
    if (!r.ok) errors.push(r.error ?? 'render failed');
    return { page, errors };
  }
  await page.goto(url(storyId));
  await finished();
  await page.evaluate(installHelper);
  return { page, errors };
}

function show(page: Page, storyId: string): Promise<{ ok: boolean; error?: string }> {
  return page.evaluate(([id, t]) => (window as unknown as VrWindow).__vr.show(id, t), [storyId, TIMEOUT_MS] as const);
}

/** Replaces a story's play function or a11y parameter in the preview's story cache (what later renders use). */
function replaceInStory(page: Page, storyId: string, change: { throwingPlay?: string; a11y?: Record<string, unknown> }): Promise<void> {
  return page.evaluate(
    async ([id, c]) => {
      type Story = { playFunction?: () => Promise<void>; parameters: Record<string, unknown> };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { loadStory: (s: { storyId: string }) => Promise<Story> } }).__STORYBOOK_PREVIEW__;
      const story = await preview.loadStory({ storyId: id });
      if (c.throwingPlay !== undefined) {
        const message = c.throwingPlay;
        story.playFunction = () => Promise.reject(new Error(message));
      }
      if (c.a11y) story.parameters.a11y = { ...(story.parameters.a11y as object), ...c.a11y };
    },
    [storyId, change] as const,
  );
}

/** A button without a name (axe button-name, critical) beside the story. */
function addUnnamedButton(page: Page): Promise<void> {
  return page.evaluate(() => {
    const b = document.createElement('button');
    b.id = 'unnamed-on-purpose';
    document.body.appendChild(b);
  });
}

/** Text in a colour too faint for its background (axe color-contrast, serious) beside the story. */
function addFaintText(page: Page): Promise<void> {
  return page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'faint on purpose';
    p.style.color = '#eeeeee';
    p.style.background = '#ffffff';
    document.body.appendChild(p);
  });
}

const shotOf = (storyId: string, viewport: Viewport = 'desktop'): CheckedShot => ({ storyId, viewport, brand: BRAND, mode: 'light', language: 'EN' });

describe('visual runner story checks in a built Storybook', () => {
  it('a story as shipped passes every check, at desktop and phone size', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, errors } = await openStory(STORY, viewport);
      expect(errors).toEqual([]);
      await expect(storyChecks(page, shotOf(STORY, viewport))).resolves.toEqual([]);
      await page.context().close();
    }
  });

  it('a play function that throws fails the shot when the runner switches to the story', async () => {
    const { page, errors } = await openStory(STORY, 'desktop', (p) => replaceInStory(p, STORY, { throwingPlay: 'play failed on purpose' }));
    expect(errors.join('\n')).toContain('play function: ');
    expect(errors.join('\n')).toContain('play failed on purpose');
    await page.context().close();
  });

  it('a globals switch plays the story on screen again, and a play function that throws there fails the switch', async () => {
    const { page, errors } = await openStory(STORY, 'desktop', (p) =>
      p.evaluate(async (id) => {
        type Story = { playFunction?: (c: { globals: Record<string, unknown> }) => Promise<void> };
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { loadStory: (s: { storyId: string }) => Promise<Story> } }).__STORYBOOK_PREVIEW__;
        const story = await preview.loadStory({ storyId: id });
        const w = window as unknown as { __playedIn: string[] };
        w.__playedIn = [];
        story.playFunction = (context) => {
          w.__playedIn.push(String(context.globals.brand));
          return context.globals.brand === 'pebble' ? Promise.reject(new Error('play failed in pebble on purpose')) : Promise.resolve();
        };
      }, STORY),
    );
    expect(errors).toEqual([]);
    const switchTo = (brand: string): Promise<{ ok: boolean; error?: string }> =>
      page.evaluate(([id, g, t]) => (window as unknown as VrWindow).__vr.globals(id, g, t), [STORY, { brand }, TIMEOUT_MS] as const);
    await expect(switchTo('aurora')).resolves.toEqual({ ok: true });
    expect(await page.evaluate(() => (window as unknown as { __playedIn: string[] }).__playedIn)).toEqual([BRAND, 'aurora']);
    const failed = await switchTo('pebble');
    expect(failed.ok).toBe(false);
    expect(failed.error).toContain('play failed in pebble on purpose');
    await page.context().close();
  });

  it('a play function that throws in the story a page opens on reaches the console the runner listens to', async () => {
    // The runner waits for the page's first story without the helper's channel events. The built Storybook does
    // not rethrow a play function's error (the story even finishes as a success): it logs it with console.error,
    // which the runner records for that shot. Rendered here without the helper, as the page load renders it.
    const { page, errors } = await openStory(OTHER, 'desktop');
    await replaceInStory(page, STORY, { throwingPlay: 'first story failed on purpose' });
    await page.evaluate((id) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, a: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, STORY);
    await page.waitForFunction(
      (id) => {
        const r = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
        return r?.id === id && r.phase === 'finished';
      },
      STORY,
      { timeout: TIMEOUT_MS },
    );
    expect(errors.join('\n')).toContain('first story failed on purpose');
    await page.context().close();
  });

  it('a serious axe violation fails the shot, naming the rule and the element', async () => {
    const { page } = await openStory(STORY, 'desktop');
    await addUnnamedButton(page);
    const failures = await storyChecks(page, shotOf(STORY));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^a11y button-name \(critical\): .*#unnamed-on-purpose/);
    await page.context().close();
  });

  it("passes a story whose a11y test is off (or only todo, or disabled) in its parameters, as the addon does", async () => {
    for (const a11y of [{ test: 'off' }, { test: 'todo' }, { disable: true }]) {
      const { page } = await openStory(STORY, 'desktop', (p) => replaceInStory(p, STORY, { a11y }));
      await addUnnamedButton(page);
      await expect(storyChecks(page, shotOf(STORY)), JSON.stringify(a11y)).resolves.toEqual([]);
      await page.context().close();
    }
  });

  it("honours a rule the story's a11y config disables", async () => {
    const { page } = await openStory(STORY, 'desktop', (p) => replaceInStory(p, STORY, { a11y: { config: { rules: [{ id: 'button-name', enabled: false }] } } }));
    await addUnnamedButton(page);
    await expect(storyChecks(page, shotOf(STORY))).resolves.toEqual([]);
    await page.context().close();
  });

  it("finds exactly what @storybook/addon-a11y's own run finds", async () => {
    const { page } = await openStory(STORY, 'desktop');
    await addUnnamedButton(page);
    // low contrast too (color-contrast, serious), and a moderate finding the project's reporter leaves out
    await addFaintText(page);
    const ours = await page.evaluate(runStoryA11y, null);
    const addons = await page.evaluate(
      ([id, t]) =>
        new Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>((resolve, reject) => {
          type Channel = { on: (e: string, f: (...a: unknown[]) => void) => void; emit: (e: string, ...a: unknown[]) => void };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { story: { parameters: { a11y: unknown } } } } }).__STORYBOOK_PREVIEW__;
          setTimeout(() => reject(new Error('no result from the addon')), t);
          channel.on('storybook/a11y/result', (...a: unknown[]) => resolve(a[0] as { violations: { id: string; nodes: { target: unknown[] }[] }[] }));
          channel.emit('storybook/a11y/manual', id, preview.currentRender.story.parameters.a11y);
        }),
      [STORY, TIMEOUT_MS] as const,
    );
    const summary = (vs: { id: string; nodes: { target: unknown[] }[] }[]): string[] => vs.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`).sort();
    expect(ours.ok).toBe(true);
    if (!ours.ok) return;
    expect(summary(ours.results.violations)).toEqual(summary(addons.violations));
    expect(ours.results.violations.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast']);
    await page.context().close();
  });

  it('runs only the colour rules on a story, brand, viewport and language it has fully checked in the other mode', async () => {
    const { page } = await openStory(STORY, 'desktop');
    await addUnnamedButton(page);
    const shot: CheckedShot = { ...shotOf(STORY), brand: `${BRAND}-colour-rules` };
    expect((await storyChecks(page, shot)).join('\n')).toContain('button-name');
    // the same story in the other mode: a missing name is no colour matter, a contrast failure is
    expect(await storyChecks(page, { ...shot, mode: 'dark' })).toEqual([]);
    await addFaintText(page);
    expect((await storyChecks(page, { ...shot, mode: 'dark' })).join('\n')).toMatch(/^a11y color-contrast \(serious\)/);
    await page.context().close();
  });

  it('a page wider than the phone fails the phone shot, on either side, and not the desktop one', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { page } = await openStory(STORY, 'phone');
      await expect(storyChecks(page, shotOf(STORY, 'phone'))).resolves.toEqual([]);
      await page.evaluate((d) => {
        // right to left, a too wide element sticks out on the left, and the document scrolls just the same
        document.documentElement.setAttribute('dir', d);
        const wide = document.createElement('div');
        wide.setAttribute('data-testid', 'too-wide');
        wide.style.width = '600px';
        wide.style.height = '10px';
        document.getElementById('storybook-root')!.appendChild(wide);
      }, dir);
      const failures = await storyChecks(page, shotOf(STORY, 'phone'));
      expect(failures, dir).toHaveLength(1);
      expect(failures[0], dir).toMatch(/^scrolls sideways at 390 px: document \d+ px wide; sticking out: .*\[data-testid=too-wide\]/);
      expect(failures[0], dir).toMatch(dir === 'rtl' ? /too-wide\] left=-\d+/ : /too-wide\] left=\d+ right=\d+/);
      await expect(storyChecks(page, shotOf(STORY, 'desktop'))).resolves.toEqual([]);
      await page.context().close();
    }
  });
});
