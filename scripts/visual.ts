// npm run test:visual [-- --update] [--no-build] [--filter=text[,text…]] [--brand=id] [--workers=n] [--json=file]
//                      [--brands-dir=dir --out=dir] [--render-only] [--modes=light,dark|default]
//                      [--viewports=desktop,phone] [--languages=TH,UR|none] [--language-brand=id] [--config-driven]
//                      [--all] [--record-fingerprints] [--fingerprints=file]
//
// Shoots only what can have changed (scripts/visual/selection.ts): every shot has a fingerprint of everything its
// pixels can depend on (its story's files in the Storybook build and all they load, the preview runtime, its brand's
// folder and data and those of any brand its page read, the runner's settings, the browser environment;
// scripts/visual/fingerprint.ts), recorded when it passes in tests/visual/baselines/<brand>/fingerprints.json. A run
// shoots the shots whose fingerprint changed or has no record or no baseline, plus a rotating sample of at least 5 %
// of the others: bucket (git rev-list --count HEAD) mod 20 of 20 fixed buckets (VISUAL_SAMPLE_BUCKET overrides), so
// every shot is shot again within any 20 consecutive commits. It prints how many it shot and skipped, and why.
// --all shoots the whole matrix; a shot that passes has its fingerprint recorded (with --update too, beside its new
// baseline); --record-fingerprints records every shot that has a baseline without shooting anything (for baselines
// known to pass at this commit). --fingerprints=file keeps the records in one file (a --render-only run over another
// brands folder: the synthetic brands); without it such a run shoots everything. VISUAL_BASELINES_DIR and
// VISUAL_DIFF_DIR move the baselines and the report (the selection tests use their own).
// Visual regression of every story × every brand × light/dark against committed lossless WebP baselines in
// tests/visual/baselines/<brand>/<mode>/<story-id>.webp (the format: docs/testing/baselines.md).
// Storybook is built (unless --no-build),
// served from storybook-static on a loopback port, and loaded once per worker in Chromium; stories and globals
// are then switched through the Storybook channel (~0.1 s a shot instead of ~1.5 s for a fresh page).
// Stories tagged `phone` (pages and layout) are also shot at 390×844 with touch, as <story-id>--phone.webp, in each
// brand's default mode.
// The language matrix: stories tagged `language-matrix` (a representative set of pages, chosen in the stories)
// are also shot for one brand (LANGUAGE_MATRIX_BRAND in scripts/visual/matrix.ts, aurora) in every other platform
// language, desktop, its default mode, as tests/visual/baselines/<brand>/languages/<LANG>/<story-id>.webp
// (--languages narrows it or turns it off with none; it is left out when --viewports has no desktop).
// Comparison is strict: pixelmatch threshold 0 with anti-aliased pixels included, zero differing pixels.
// A page error, console error, failed or non-loopback request during a render fails that shot, so this also
// proves every story renders in every brand × mode without errors.
// --brands-dir builds and serves Storybook over another brands folder (in --out, default .cache/storybook-<name>);
// --render-only renders every shot and fails on errors without comparing or writing baselines (synthetic brands).
// --config-driven keeps only the stories a brand's config can change: the app's and Storybook's, and design-system
// stories tagged brand-config. Other src/ui stories read only theme tokens, which the engine completes for any brand.
// Hermetic: the browser sees only the project's own font files (scripts/visual/fonts.ts); nothing is left focused
// unless a story is tagged focus-state; tests/visual/baselines/environment.json records what the pixels depend on
// (written by a full --update) and any difference from it is printed first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BRAND_DIRECTORY_FIELDS, BRAND_READS_GLOBAL, discoverBrands, MODES, type Mode } from '../.storybook/brands.ts';
import { PHONE_TAG, PHONE_VIEWPORT } from '../.storybook/viewports.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SCREENSHOT_ARGS } from './visual/chromium.ts';
import { baselineNameOf, findBaseline, isBaselineFile } from './visual/baseline-format-names.ts';
import { writeBaseline } from './visual/baseline-format.ts';
import { asPng, compareImages } from './visual/compare.ts';
import { diffEnvironment, readEnvironment, systemLibraryVersions, writeEnvironment, type VisualEnvironment } from './visual/environment.ts';
import { prepareHermeticFonts } from './visual/fonts.ts';
import {
  ALL_LANGUAGES,
  baselinePath,
  CONTEXT_OF,
  DESKTOP_VIEWPORT,
  isConfigDriven,
  LANGUAGE_MATRIX_BRAND,
  LANGUAGE_TAG,
  parseLanguages,
  parseViewports,
  shareWork,
  shotName,
  VIEWPORTS,
  type Viewport,
  type WorkUnit,
} from './visual/matrix.ts';
import { installHelper, installProbes, type VrWindow } from './visual/page-scripts.ts';
import { storyChecks } from './visual/story-checks.ts';
import { FingerprintManifest, perBrandLayout, singleFileLayout } from './visual/fingerprint-manifest.ts';
import { describePlan, planRun, type Plan } from './visual/selection.ts';
import { writeReport, type ReportEntry } from './visual/report.ts';
import { serveStatic } from './visual/server.ts';

const ROOT = join(import.meta.dirname, '..');
const BASELINES = resolve(ROOT, process.env.VISUAL_BASELINES_DIR ?? 'tests/visual/baselines');
const DIFF = resolve(ROOT, process.env.VISUAL_DIFF_DIR ?? 'tests/visual/__diff__');
const ENVIRONMENT_FILE = join(BASELINES, 'environment.json');
const FONTS_DIR = join(ROOT, '.cache/visual-fonts');
const DEVICE_SCALE_FACTOR = 1;
const VIEWPORT = DESKTOP_VIEWPORT;
const FIXED_TIME = new Date('2026-01-15T12:00:00Z');
const RENDER_TIMEOUT_MS = 20_000;
/** Quiet time required after a render that made requests (lazy chunks, data, images). */
const CALM_MS = 250;
/** A fixed origin keeps stories that encode location.origin (QR codes of absolute links) stable. */
const PORT = Number(process.env.VISUAL_PORT ?? 6199);
/** Stories tagged with this are left out of the matrix (e.g. a story that is about motion itself). */
const SKIP_TAG = 'no-visual';
/** Stories whose point is a focus state: their focused element is shot with its focus ring; others are blurred. */
const FOCUS_TAG = 'focus-state';

// Injected once per page: nothing moves, no caret blinks. Shots are full-page (content below the fold counts).
const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
html { scroll-behavior: auto !important; }
`;

/** Summed per-phase milliseconds over all shots (printed with --profile). */
const timing = { render: 0, settle: 0, screenshot: 0, compare: 0 };
/** Each shot's milliseconds, from its story switch to its comparison (--profile prints the slowest). */
const shotTimes: { shot: string; ms: number }[] = [];

interface Options {
  update: boolean;
  build: boolean;
  filter: string | undefined;
  brand: string | undefined;
  workers: number;
  json: string | undefined;
  profile: boolean;
  /** The brands folder Storybook is built over and whose brands are shot. */
  brandsDir: string;
  /** Where that Storybook build lives. */
  staticDir: string;
  renderOnly: boolean;
  /** Modes shot per brand: both by default; `default` = each brand's own default mode only. */
  modes: readonly Mode[] | 'default';
  /** Viewports shot: desktop (every story) and phone (stories tagged phone). */
  viewports: readonly Viewport[];
  /** Languages of the language matrix (none: no language matrix). */
  languages: readonly string[];
  /** The brand shot in every language. */
  languageBrand: string;
  /** Only the stories a brand's config can change. */
  configDriven: boolean;
  /** Shoot every shot, whatever the fingerprints say. */
  all: boolean;
  /** Record every shot's fingerprint without shooting. */
  recordFingerprints: boolean;
  /** One fingerprint file for every shot (instead of one per brand beside the baselines). */
  fingerprints: string | undefined;
}

const DEFAULT_BRANDS = join(ROOT, 'brands');

function parseModes(value: string | undefined): Options['modes'] {
  if (value === undefined) return MODES;
  if (value === 'default') return 'default';
  const modes = value.split(',');
  const unknown = modes.filter((m) => !(MODES as readonly string[]).includes(m));
  if (unknown.length) throw new Error(`--modes: unknown mode ${unknown.join(', ')} (light, dark, or default)`);
  return modes as Mode[];
}

function parseArgs(argv: string[]): Options {
  const value = (name: string): string | undefined =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const brandsDir = resolve(ROOT, value('brands-dir') ?? 'brands');
  return {
    update: argv.includes('--update') || argv.includes('-u'),
    build: !argv.includes('--no-build'),
    filter: value('filter'),
    brand: value('brand'),
    workers: Math.max(1, Number(value('workers') ?? 2)),
    json: value('json'),
    profile: argv.includes('--profile'),
    brandsDir,
    staticDir: resolve(ROOT, value('out') ?? (brandsDir === DEFAULT_BRANDS ? 'storybook-static' : join('.cache', `storybook-${basename(brandsDir)}`))),
    renderOnly: argv.includes('--render-only'),
    modes: parseModes(value('modes')),
    viewports: parseViewports(value('viewports')),
    languages: parseLanguages(value('languages')),
    languageBrand: value('language-brand') ?? LANGUAGE_MATRIX_BRAND,
    configDriven: argv.includes('--config-driven'),
    all: argv.includes('--all'),
    recordFingerprints: argv.includes('--record-fingerprints'),
    fingerprints: value('fingerprints') === undefined ? undefined : resolve(ROOT, value('fingerprints')!),
  };
}

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  tags?: string[];
}

interface Shot {
  storyId: string;
  viewport: Viewport;
  brand: string;
  mode: Mode;
  language: string;
}

type Outcome =
  | { kind: 'pass' }
  | { kind: 'new' }
  | { kind: 'updated' }
  | { kind: 'fail'; entry: ReportEntry };

const rel = (p: string): string => relative(ROOT, p);

function readStories(
  staticDir: string,
  filter: string | undefined,
  configDriven: boolean,
): { ids: string[]; phoneIds: string[]; languageIds: string[]; focusStates: Set<string> } {
  const indexFile = join(staticDir, 'index.json');
  if (!existsSync(indexFile)) throw new Error(`${rel(indexFile)} not found: build Storybook first (drop --no-build)`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  const entries = Object.values(index.entries).filter(
    (e) =>
      e.type === 'story' &&
      !(e.tags ?? []).includes(SKIP_TAG) &&
      (!filter || filter.split(',').some((part) => e.id.includes(part))) &&
      (!configDriven || isConfigDriven(e)),
  );
  return {
    ids: entries.map((e) => e.id).sort(),
    phoneIds: entries
      .filter((e) => (e.tags ?? []).includes(PHONE_TAG))
      .map((e) => e.id)
      .sort(),
    languageIds: entries
      .filter((e) => (e.tags ?? []).includes(LANGUAGE_TAG))
      .map((e) => e.id)
      .sort(),
    focusStates: new Set(entries.filter((e) => (e.tags ?? []).includes(FOCUS_TAG)).map((e) => e.id)),
  };
}

function listBaselines(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isBaselineFile)
    .map((f) => join(dir, f));
}

type OnShot = (shot: Shot, png: Buffer | null, errors: string[]) => Promise<Outcome>;
/** Told when a browser page is done: the shots it took and the brands whose data it read (the selection's record). */
let pageDone: ((shots: Shot[], reads: string[]) => void) | undefined;

/**
 * One worker's share: a page per viewport (a fresh page at phone size, as a phone would load it) and brand, so what
 * a page read of other brands' data (pageDone) is what that brand's shots can have shown of them.
 */
async function runWorker(browser: Browser, baseUrl: string, units: WorkUnit[], focusStates: Set<string>, onShot: OnShot, shoot: boolean): Promise<void> {
  for (const viewport of VIEWPORTS)
    for (const brand of new Set(units.map((u) => u.combo.brand)))
      await runPage(browser, baseUrl, viewport, units.filter((u) => u.combo.viewport === viewport && u.combo.brand === brand), focusStates, onShot, shoot);
}

/** One browser page working through its share of brand × mode combinations in one viewport. */
async function runPage(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
  units: WorkUnit[],
  focusStates: Set<string>,
  onShot: OnShot,
  /** false: render and settle only (a render-only run needs no pixels). */
  shoot: boolean,
): Promise<void> {
  if (units.length === 0) return;
  const context = await browser.newContext({
    ...CONTEXT_OF[viewport],
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    // Storybook's own test-runner marker: the preview then pauses CSS animations itself instead of waiting
    // a fixed 100 ms for them after every render (our CSS already stops them).
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 StorybookTestRunner`,
  });
  await context.clock.setFixedTime(FIXED_TIME);
  // tsx (esbuild keepNames) wraps named functions in __name(); functions sent to the page need it defined.
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
  await context.addInitScript(installProbes);
  let errors: string[] = [];
  // Traffic only to our own loopback server.
  await context.route(
    (url) => url.origin !== baseUrl,
    (route) => {
      errors.push(`blocked request to ${route.request().url()}`);
      return route.abort();
    },
  );
  const page: Page = await context.newPage();
  // Requests still in flight (a lazily loaded route chunk, an image): a shot waits for them and for the DOM
  // to stop changing, so Suspense fallbacks never end up in a baseline.
  let inflight = 0;
  let requests = 0;
  page.on('request', () => {
    inflight++;
    requests++;
  });
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  // A render that loaded something (a route chunk evaluated after its download, data, an image) must also stay
  // calm for CALM_MS with nothing in flight; a render that loaded nothing settles in two frames.
  const settle = async (requestsAtStart: number): Promise<string | null> => {
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    while (Date.now() < deadline) {
      while (inflight > 0 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 10));
      const mark = requests;
      const calm = mark === requestsAtStart ? 0 : CALM_MS;
      const quiet = await page.evaluate((ms) => (window as unknown as VrWindow).__vr.settleOnce(ms), calm);
      if (quiet && inflight === 0 && requests === mark) return null;
    }
    return `page did not settle within ${RENDER_TIMEOUT_MS} ms (${inflight} requests in flight)`;
  };
  // Focus made explicit. Whether an element keeps focus (a button disabled while its request runs) and whether
  // it matches :focus-visible differ between Chromium versions and with what the page saw before, so a story
  // is shot with nothing focused. The blur is silent: its blur/focusout events stop at the window, so the app
  // does not react to it (an autofocused empty field would otherwise validate on blur and show an error).
  // A focus-state story keeps its focus and gets a trusted key press, which makes the focused element match
  // :focus-visible (keyboard modality) whatever focused it.
  const settleFocus = async (focusState: boolean): Promise<string | null> => {
    const before = requests;
    if (focusState) {
      const focused = await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);
      if (!focused) return `story tagged ${FOCUS_TAG} left nothing focused`;
      await page.keyboard.press('Shift');
    } else {
      const blurred = await page.evaluate(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLElement) || active === document.body) return false;
        const swallow = (e: Event): void => e.stopImmediatePropagation();
        for (const type of ['blur', 'focusout']) window.addEventListener(type, swallow, true);
        active.blur();
        for (const type of ['blur', 'focusout']) window.removeEventListener(type, swallow, true);
        return true;
      });
      if (!blurred) return null;
    }
    return settle(before);
  };
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  // A story switch unmounts the previous story, which aborts what it still had loading (a framed page under load):
  // that abort is no error of the story now on screen. Every other failure is.
  let storyEpoch = 0;
  const epochOf = new WeakMap<object, number>();
  page.on('request', (req) => epochOf.set(req, storyEpoch));
  page.on('requestfailed', (req) => {
    const errorText = req.failure()?.errorText ?? '?';
    if (errorText === 'net::ERR_ABORTED' && (epochOf.get(req) ?? storyEpoch) < storyEpoch) return;
    errors.push(`request failed: ${req.url()} (${errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });

  const first = units[0]!.combo;
  const firstStory = units[0]!.stories[0]!;
  const globalsParam = `brand:${first.brand};mode:${first.mode};locale:${first.language};a11y.manual:!true`;
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(firstStory)}&viewMode=story&globals=${globalsParam}`);
  await page.addStyleTag({ content: FREEZE_CSS });
  await page.waitForFunction(
    () => {
      const p = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
      return p?.currentRender?.phase === 'finished';
    },
    undefined,
    { timeout: RENDER_TIMEOUT_MS },
  );
  await page.evaluate(installHelper);
  let current = firstStory;
  let comboGlobals = `${first.brand}/${first.mode}/${first.language}`;

  let requestsAtSwitch = 0; // 0: the first story came with the page load, which made requests
  for (const { combo, stories } of units) {
    const key = `${combo.brand}/${combo.mode}/${combo.language}`;
    if (key !== comboGlobals) {
      requestsAtSwitch = requests;
      errors = [];
      storyEpoch++;
      const globals = { brand: combo.brand, mode: combo.mode, locale: combo.language, a11y: { manual: true } };
      const r = await page.evaluate(
        ([id, g, t]) => (window as unknown as VrWindow).__vr.globals(id, g, t),
        [current, globals, RENDER_TIMEOUT_MS] as const,
      );
      if (!r.ok) throw new Error(`switching globals to ${key} failed: ${r.error}`);
      comboGlobals = key;
    }
    for (const storyId of stories) {
      const shot: Shot = { storyId, viewport, brand: combo.brand, mode: combo.mode, language: combo.language };
      // errors of the page load or of a globals switch belong to the story then on screen
      if (storyId !== current) {
        errors = [];
        storyEpoch++;
      }
      // the story already on screen was re-rendered by the globals switch (or the first page load)
      const requestsAtStart = storyId === current ? requestsAtSwitch : requests;
      const t0 = performance.now();
      const r =
        storyId === current
          ? { ok: true as const }
          : await page.evaluate(([id, t]) => (window as unknown as VrWindow).__vr.show(id, t), [storyId, RENDER_TIMEOUT_MS] as const);
      current = storyId;
      if (!r.ok) errors.push(r.error ?? 'render failed');
      const t1 = performance.now();
      if (r.ok) {
        const unsettled = (await settle(requestsAtStart)) ?? (await settleFocus(focusStates.has(storyId)));
        if (unsettled) errors.push(unsettled);
      }
      const t2 = performance.now();
      const png = errors.length || !shoot ? null : await page.screenshot({ type: 'png', fullPage: true });
      // after the screenshot, so nothing a check does can reach the pixels
      if (!errors.length) errors.push(...(await storyChecks(page, shot)));
      const t3 = performance.now();
      await onShot(shot, png, errors);
      const t4 = performance.now();
      timing.render += t1 - t0;
      timing.settle += t2 - t1;
      timing.screenshot += t3 - t2;
      timing.compare += t4 - t3;
      shotTimes.push({ shot: `${combo.brand}/${combo.mode}/${shotName(storyId, viewport)}`, ms: t4 - t0 });
      if (!r.ok) {
        // a broken render can leave the preview in a state the next story inherits: start clean
        await page.evaluate(([id, t]) => (window as unknown as VrWindow).__vr.show(id, t), [stories[0]!, RENDER_TIMEOUT_MS] as const).catch(() => {});
        current = stories[0]!;
      }
    }
  }
  // What brands' data the page read (the selection's record of each shot taken on it).
  const reads = await page
    .evaluate((key) => [...(((globalThis as Record<string, unknown>)[key] as Set<string> | undefined) ?? [])], BRAND_READS_GLOBAL)
    .catch(() => undefined);
  if (reads) pageDone?.(units.flatMap(({ combo, stories }) => stories.map((storyId) => ({ storyId, ...combo }))), reads);
  await context.close();
}

/** Whether the options ask for the whole matrix over the default brands (modes aside). */
function fullMatrix(opts: Options): boolean {
  return !opts.renderOnly && !opts.configDriven && opts.brandsDir === DEFAULT_BRANDS && opts.viewports.length === VIEWPORTS.length &&
    opts.languages.length === ALL_LANGUAGES.length && opts.languageBrand === LANGUAGE_MATRIX_BRAND;
}

/**
 * The shots to take (scripts/visual/selection.ts), or undefined when this run keeps no fingerprints (a --render-only
 * run or another brands folder without --fingerprints) and so shoots everything.
 */
function selectShots(
  opts: Options,
  combos: WorkUnit[],
  focusStates: Set<string>,
  environment: VisualEnvironment,
  defaultLanguageOf: Map<string, string>,
): Plan | undefined {
  if (!opts.fingerprints && (opts.renderOnly || opts.brandsDir !== DEFAULT_BRANDS)) return undefined;
  const manifest = new FingerprintManifest(opts.fingerprints ? singleFileLayout(opts.fingerprints) : perBrandLayout(BASELINES));
  // Every brand of the folder (a page may read any), with the fields every shot shares through the toolbar.
  const brands = discoverBrands(opts.brandsDir, () => {}).map((b) => ({ ...Object.fromEntries(BRAND_DIRECTORY_FIELDS.map((f) => [f, b[f]])), id: b.id }));
  // How the runner takes a shot: its page code (the functions themselves, so any change to them counts) and settings.
  const runner = {
    freezeCss: FREEZE_CSS,
    fixedTime: FIXED_TIME.toISOString(),
    calmMs: CALM_MS,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    port: opts.renderOnly ? 0 : PORT,
    code: [runWorker, runPage, installProbes, installHelper].map(String),
  };
  const path = (shot: Shot): string => baselinePath(shot, defaultLanguageOf.get(shot.brand)!);
  return planRun(
    ROOT,
    combos,
    { staticDir: opts.staticDir, brandsDir: opts.brandsDir, brands, environment, runner, focusStates },
    manifest,
    (shot) => path(shot).replace(/\.[^./]+$/, ''),
    (shot) => opts.renderOnly || findBaseline(join(BASELINES, path(shot))) !== undefined,
    opts.all,
  );
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  const started = Date.now();

  // The browser comes first: what it renders with is printed before anything else.
  const fonts = prepareHermeticFonts(ROOT, FONTS_DIR);
  const args = [...CHROMIUM_ARGS, ...SCREENSHOT_ARGS];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args,
    headless: true,
    env: { ...process.env, FONTCONFIG_FILE: fonts.configFile },
  });
  const environment: VisualEnvironment = {
    chromium: browser.version(),
    chromiumArgs: args,
    libraries: systemLibraryVersions(),
    platform: process.platform,
    arch: process.arch,
    viewport: VIEWPORT,
    phoneViewport: PHONE_VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    fontconfigSha256: fonts.configSha256,
    fonts: fonts.fonts,
  };
  const recorded = readEnvironment(ENVIRONMENT_FILE);
  const environmentNotes = opts.renderOnly
    ? []
    : recorded
      ? diffEnvironment(recorded, environment).map((d) => `environment differs from the baselines' (${rel(ENVIRONMENT_FILE)}): ${d}`)
      : [`no ${rel(ENVIRONMENT_FILE)}: the baselines' environment is unknown (a full --update writes it)`];
  for (const note of environmentNotes) console.log(`visual: ${note}`);
  try {
    return await run(opts, started, browser, environment, environmentNotes);
  } finally {
    await browser.close();
  }
}

async function run(opts: Options, started: number, browser: Browser, environment: VisualEnvironment, environmentNotes: string[]): Promise<number> {

  if (opts.build) {
    const out = rel(opts.staticDir);
    console.log(`visual: building Storybook over ${rel(opts.brandsDir)} (storybook build -o ${out} --quiet)…`);
    const b = spawnSync('npx', ['storybook', 'build', '-o', out, '--quiet'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_BRANDS_DIR: opts.brandsDir },
    });
    if (b.status !== 0) {
      console.error('visual: storybook build failed');
      return 1;
    }
  }
  const buildDone = Date.now();

  const { ids: stories, phoneIds, languageIds, focusStates } = readStories(opts.staticDir, opts.filter, opts.configDriven);
  const brands = discoverBrands(opts.brandsDir).filter((b) => !opts.brand || b.id === opts.brand);
  // Phone shots check the phone layout, which light and dark share: each brand's default mode is enough there
  // (dark and light tokens are covered at desktop size), and it keeps npm test within its time budget.
  const modesOf = (b: (typeof brands)[number], viewport: Viewport): readonly Mode[] =>
    opts.modes === 'default' || viewport === 'phone' ? [b.defaultMode] : opts.modes;
  const storiesOf: Record<Viewport, string[]> = { desktop: stories, phone: phoneIds };
  const combos: WorkUnit[] = opts.viewports.flatMap((viewport) =>
    brands.flatMap((b) => modesOf(b, viewport).map((mode) => ({ combo: { brand: b.id, mode, language: b.defaultLanguage, viewport }, stories: storiesOf[viewport] }))),
  );
  // The language matrix: one brand's tagged pages in every other language (desktop, its default mode).
  const languageBrand = opts.viewports.includes('desktop') ? brands.find((b) => b.id === opts.languageBrand) : undefined;
  if (opts.languages.length && languageIds.length && !languageBrand && !opts.brand && opts.brandsDir === DEFAULT_BRANDS)
    console.log(`visual: no brand ${opts.languageBrand}: no language matrix (--language-brand picks another)`);
  const languageCombos: WorkUnit[] =
    languageBrand && languageIds.length
      ? opts.languages
          .filter((language) => language !== languageBrand.defaultLanguage)
          .map((language) => ({ combo: { brand: languageBrand.id, mode: languageBrand.defaultMode, language, viewport: 'desktop' as const }, stories: languageIds }))
      : [];
  combos.push(...languageCombos);
  const defaultLanguageOf = new Map(brands.map((b) => [b.id, b.defaultLanguage]));
  let shots = combos.reduce((n, c) => n + c.stories.length, 0);
  const perCombo = opts.viewports.map((v) => `${storiesOf[v].length} ${v === 'desktop' ? 'stories' : `${v}-tagged at ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}`}`).join(' + ');
  console.log(
    `visual: (${perCombo}) × ${brands.length} brands (${brands.map((b) => b.id).join(', ')}) × ${opts.modes === 'default' ? 'its default mode' : `${opts.modes.length} modes`}${
      languageCombos.length ? ` + ${languageIds.length} ${LANGUAGE_TAG} stories × ${languageCombos.length} languages of ${languageBrand!.id}` : ''
    } = ${shots} shots`,
  );
  const plan = selectShots(opts, combos, focusStates, environment, defaultLanguageOf);
  if (plan) {
    console.log(describePlan(plan, shots));
    if (opts.recordFingerprints) {
      const recorded = plan.recordAll();
      const files = plan.write(!opts.filter && !opts.brand);
      console.log(`visual: recorded the fingerprints of ${recorded} shots with a baseline, nothing shot (${files.map(rel).join(', ') || 'no file changed'})`);
      return 0;
    }
    combos.splice(0, combos.length, ...plan.combos);
    shots = combos.reduce((n, c) => n + c.stories.length, 0);
    pageDone = plan.pageDone;
  } else if (opts.recordFingerprints) throw new Error('--record-fingerprints: this run keeps no fingerprints (a --render-only run needs --fingerprints=file)');

  rmSync(DIFF, { recursive: true, force: true });
  mkdirSync(DIFF, { recursive: true });

  const failures: ReportEntry[] = [];
  let compared = 0;
  let created = 0;
  let updated = 0;
  let missing = 0;
  const seen = new Set<string>();
  // a skipped shot's baseline is as current as its record says
  for (const shot of plan?.skipped ?? []) seen.add(join(BASELINES, baselinePath(shot, defaultLanguageOf.get(shot.brand)!)));

  const onShot = async (shot: Shot, png: Buffer | null, errors: string[]): Promise<Outcome> => {
    const name = shotName(shot.storyId, shot.viewport);
    const path = baselinePath(shot, defaultLanguageOf.get(shot.brand)!);
    const base = join(BASELINES, path);
    // <brand>/<mode>, or <brand>/languages/<LANG> for the language matrix
    const group = dirname(path);
    const out = join(DIFF, group);
    seen.add(base);
    const fail = (reason: string, files: Partial<Pick<ReportEntry, 'expected' | 'actual' | 'diff'>> = {}): Outcome => {
      const entry: ReportEntry = { storyId: name, brand: shot.brand, mode: group.slice(shot.brand.length + 1), reason, ...files };
      failures.push(entry);
      console.log(`  ✘ ${group} ${name}: ${reason.split('\n')[0]}`);
      return { kind: 'fail', entry };
    };
    if (errors.length) return fail(errors.join('\n'));
    if (opts.renderOnly) return { kind: 'pass' };
    if (!png) return fail('no screenshot');
    const found = findBaseline(base);
    if (opts.update) {
      if (!found) {
        await writeBaseline(base, png);
        created++;
        return { kind: 'new' };
      }
      const cmp = await compareImages(readFileSync(found), png);
      compared++;
      if (!cmp.equal) {
        await writeBaseline(base, png);
        updated++;
        return { kind: 'updated' };
      }
      return { kind: 'pass' };
    }
    if (!found) {
      missing++;
      mkdirSync(out, { recursive: true });
      const actual = join(out, `${name}.actual.png`);
      writeFileSync(actual, png);
      return fail(`no baseline ${rel(base)}: run npm run test:visual -- --update`, { actual: relative(DIFF, actual) });
    }
    compared++;
    const expected = readFileSync(found);
    const cmp = await compareImages(expected, png);
    if (cmp.equal) return { kind: 'pass' };
    mkdirSync(out, { recursive: true });
    const files = {
      expected: join(out, `${name}.expected.png`),
      actual: join(out, `${name}.actual.png`),
      diff: cmp.diff ? join(out, `${name}.diff.png`) : undefined,
    };
    writeFileSync(files.expected, await asPng(expected));
    writeFileSync(files.actual, png);
    if (cmp.diff && files.diff) writeFileSync(files.diff, cmp.diff);
    return fail(cmp.reason, {
      expected: relative(DIFF, files.expected),
      actual: relative(DIFF, files.actual),
      ...(files.diff ? { diff: relative(DIFF, files.diff) } : {}),
    });
  };

  // Only a comparing run needs the fixed origin; a render-only run takes any free port and leaves PORT to one.
  const server = await serveStatic(opts.staticDir, opts.renderOnly ? 0 : PORT);
  if (server.preferredPortTaken)
    console.warn(`visual: port ${PORT} is taken, serving on ${server.url}; stories that show the page origin will differ (set VISUAL_PORT)`);
  try {
    const shares = shareWork(combos, opts.workers);
    const recordingOnShot: OnShot = async (shot, png, errors) => {
      const outcome = await onShot(shot, png, errors);
      if (outcome.kind !== 'fail') plan?.passed(shot);
      return outcome;
    };
    await Promise.all(shares.map((share) => runWorker(browser, server.url, share, focusStates, recordingOnShot, !opts.renderOnly)));
  } finally {
    await server.close();
  }

  if (plan) {
    const files = plan.write(!opts.filter && !opts.brand && (opts.renderOnly || fullMatrix(opts)));
    if (files.length) console.log(`visual: fingerprints of the shots that passed recorded in ${files.map(rel).join(', ')}`);
  }

  // Baselines of stories (or brands) that no longer exist.
  const fullRun = !opts.filter && !opts.brand && !opts.renderOnly && !opts.configDriven && opts.brandsDir === DEFAULT_BRANDS && opts.viewports.length === VIEWPORTS.length &&
    opts.languages.length === ALL_LANGUAGES.length && opts.languageBrand === LANGUAGE_MATRIX_BRAND;
  const stale = fullRun ? listBaselines(BASELINES).filter((f) => !seen.has(baselineNameOf(f))) : [];
  if (stale.length) {
    console.log(`visual: ${stale.length} stale baseline(s) (no such story × brand × mode any more)${opts.update ? ', removed' : ''}:`);
    for (const f of stale) {
      console.log(`  - ${rel(f)}`);
      if (opts.update) unlinkSync(f);
    }
    if (!opts.update) console.log('  remove them with npm run test:visual -- --update');
  }

  const seconds = (Date.now() - buildDone) / 1000;
  const summary = `visual: ${opts.renderOnly ? `${shots} rendered (no comparison)` : `${compared} compared`}, ${failures.length} failed, ${opts.update ? created : missing} new${
    opts.update ? `, ${updated} updated` : ''
  }${stale.length ? `, ${stale.length} stale` : ''} (${shots} shots in ${seconds.toFixed(1)} s, ${((seconds / Math.max(1, shots)) * 1000).toFixed(0)} ms/shot${
    opts.build ? `; build ${((buildDone - started) / 1000).toFixed(1)} s` : ''
  })`;
  if (opts.update && fullRun && failures.length === 0) writeEnvironment(ENVIRONMENT_FILE, environment);
  else if (opts.update && environmentNotes.length)
    console.log(`visual: ${rel(ENVIRONMENT_FILE)} not rewritten (only a full --update without failures writes it)`);
  if (failures.length) {
    const report = writeReport(DIFF, failures, summary, environmentNotes);
    console.log(`visual: report ${rel(report)}`);
  } else rmSync(DIFF, { recursive: true, force: true });
  console.log(summary);
  if (opts.profile)
    console.log(
      `visual: per shot ${Object.entries(timing)
        .map(([k, v]) => `${k} ${(v / Math.max(1, shots)).toFixed(0)} ms`)
        .join(', ')} (summed over ${opts.workers} workers)`,
    );
  if (opts.profile) {
    const slowest = [...shotTimes].sort((a, b) => b.ms - a.ms).slice(0, 20);
    console.log(`visual: slowest shots:\n${slowest.map((t) => `  ${t.ms.toFixed(0).padStart(6)} ms ${t.shot}`).join('\n')}`);
    const file = join(ROOT, '.cache/visual-profile.json');
    writeFileSync(file, JSON.stringify(shotTimes));
    console.log(`visual: every shot's time in ${rel(file)}`);
  }

  if (opts.json) {
    mkdirSync(dirname(opts.json), { recursive: true });
    writeFileSync(
      opts.json,
      JSON.stringify(
        {
          passed: shots - failures.length,
          skipped: plan?.skipped.length ?? 0,
          // what was shot and why, and how the browser differs from the baselines': npm test repeats them at its end
          plan: plan ? describePlan(plan, plan.skipped.length + shots) : null,
          environment: environmentNotes,
          failed: failures.length,
          compared,
          new: opts.update ? created : missing,
          updated,
          stale: stale.map(rel),
          failures: failures.map(({ storyId, brand, mode, reason }) => ({ storyId, brand, mode, reason })),
        },
        null,
        2,
      ),
    );
  }
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('visual:', err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
