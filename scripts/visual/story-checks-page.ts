// Scripts the story checks run inside the Storybook preview page (sent as functions: they close over nothing).

/** What the checks need to know of the story on screen. */
export interface StoryOnScreen {
  storyId: string | undefined;
  /** The parts of parameters.a11y (merged with the preview's) that say whether and how axe runs. */
  a11y: { disable?: unknown; test?: unknown };
  /** Storybook's ghostStories global, under which the addon runs no axe either. */
  ghostStories: unknown;
  /** The message of Storybook's error display, when it shows one instead of the story. */
  errorShown: string | null;
}

type PreviewRender = {
  id?: string;
  story?: { parameters?: Record<string, unknown> };
  storyContext?: () => { globals?: Record<string, unknown> };
};

/** The story the preview shows, read from Storybook's preview object. */
export function readStoryOnScreen(): StoryOnScreen {
  const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: PreviewRender } }).__STORYBOOK_PREVIEW__?.currentRender;
  let globals: Record<string, unknown> = {};
  try {
    globals = render?.storyContext?.().globals ?? {};
  } catch {
    // not prepared: no story context (the error display then says why)
  }
  const a11y = (render?.story?.parameters?.a11y ?? {}) as { disable?: unknown; test?: unknown };
  // Storybook shows a thrown render or play function in place of the story (body class sb-show-errordisplay)
  const errorShown = document.body.classList.contains('sb-show-errordisplay')
    ? (document.getElementById('error-message')?.textContent ?? '').trim() || 'Storybook shows its error display'
    : null;
  return { storyId: render?.id, a11y: { disable: a11y.disable, test: a11y.test }, ghostStories: globals.ghostStories, errorShown };
}

/** The axe results a failure message names. */
export interface A11yResults {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * axe on the story on screen exactly as @storybook/addon-a11y runs it after each story in the stories tier (its
 * a11yRunner's run(), restated: the addon exports no way to call it but its panel's channel event, whose handler
 * first waits 100 ms for animations the runner has already stopped): the story's merged parameters.a11y
 * (context, config, options), the addon's always-disabled rules, Storybook's own elements excluded, on the axe
 * instance the preview imports (window.axe), where .storybook/a11y.ts registered its serious-or-critical reporter.
 * A test holds this equal to the addon's own run. onlyRules narrows the run to those rules (null: all of them).
 */
export async function runStoryA11y(onlyRules: readonly string[] | null): Promise<{ ok: true; results: A11yResults } | { ok: false; error: string }> {
  type AxeRule = { id?: string; enabled?: boolean };
  type Axe = {
    reset: () => void;
    configure: (c: Record<string, unknown>) => void;
    run: (context: unknown, options: Record<string, unknown>) => Promise<A11yResults>;
    getRules: () => { ruleId: string }[];
  };
  const axe = (window as unknown as { axe?: Axe }).axe;
  if (!axe) return { ok: false, error: 'no axe in the preview (window.axe)' };
  const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: PreviewRender } }).__STORYBOOK_PREVIEW__?.currentRender;
  const input = (render?.story?.parameters?.a11y ?? {}) as { element?: unknown; context?: unknown; config?: { rules?: AxeRule[] }; options?: Record<string, unknown> };
  const { config = {}, options = {} } = input;
  if (input.element) return { ok: false, error: 'parameters.a11y.element is no longer supported: use parameters.a11y.context' };
  // Internal Storybook elements that are always in the document
  const context: { include: unknown; exclude: unknown[] } = { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] };
  if (input.context) {
    const c = input.context as { include?: unknown; exclude?: unknown };
    const hasInclude = typeof c === 'object' && 'include' in c && c.include !== undefined;
    const hasExclude = typeof c === 'object' && 'exclude' in c && c.exclude !== undefined;
    if (hasInclude) context.include = c.include;
    else if (!hasExclude) context.include = input.context;
    if (hasExclude) context.exclude = context.exclude.concat(c.exclude);
  }
  // In component testing, landmarks are not always present: the addon always disables `region`
  const configWithDefault = { ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] };
  let runOptions = options;
  if (options.runOnly) {
    // runOnly would re-enable rules the config disabled: they are disabled in the run's options too
    const disabled = new Map<string, { enabled: false }>();
    for (const { id, enabled } of configWithDefault.rules) {
      if (!id || typeof enabled !== 'boolean') continue;
      if (enabled) disabled.delete(id);
      else disabled.set(id, { enabled: false });
    }
    if (disabled.size) runOptions = { ...options, rules: { ...Object.fromEntries(disabled), ...(options.rules as object | undefined) } };
  }
  // Only some rules: every other rule is disabled on top of what the story asked (which may disable these too).
  if (onlyRules) {
    const others = axe.getRules().filter((r) => !onlyRules.includes(r.ruleId));
    runOptions = { ...runOptions, rules: { ...(runOptions.rules as object | undefined), ...Object.fromEntries(others.map((r) => [r.ruleId, { enabled: false }])) } };
  }
  try {
    axe.reset();
    axe.configure(configWithDefault);
    const results = await axe.run(context, runOptions);
    return { ok: true, results: { violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })) } };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The document's width against the layout viewport's, and the outermost elements whose box leaves it. */
export interface OverflowMeasure {
  scrollWidth: number;
  viewportWidth: number;
  offenders: string[];
}

/**
 * The phone overflow measure of tests/e2e/mobile/overflow.test.ts, on both sides: a right-to-left page
 * overflows to the left, and its document then scrolls sideways just the same. The layout viewport's width
 * (clientWidth), not innerWidth: under mobile emulation a phone zooms out to show a too wide page whole, and
 * innerWidth then grows with the page.
 */
export function measureOverflow(): OverflowMeasure {
  const vw = document.documentElement.clientWidth;
  const SLACK = 0.5;
  // the page's own box spans the layout viewport wherever a zoomed-out or right-to-left page puts it on screen
  const page = document.documentElement.getBoundingClientRect();
  const outside = (r: DOMRect): boolean => r.right > page.left + vw + SLACK || r.left < page.left - SLACK;
  const name = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const test = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
    const aria = el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '';
    return `${el.tagName.toLowerCase()}${id}${test}${aria}`;
  };
  // the element and its nearest named or landmark ancestor: enough to tell whose part it is
  const describe = (el: Element): string => {
    let owner = el.parentElement;
    while (
      owner &&
      owner !== document.body &&
      !/^(HEADER|NAV|ASIDE|FOOTER|MAIN|DIALOG)$/.test(owner.tagName) &&
      !owner.id &&
      !owner.getAttribute('data-testid') &&
      !owner.getAttribute('aria-label') &&
      !owner.getAttribute('role')
    )
      owner = owner.parentElement;
    const where = owner && owner !== document.body ? `${name(owner)}${owner.getAttribute('role') ? `[role=${owner.getAttribute('role')}]` : ''} … ` : '';
    const r = el.getBoundingClientRect();
    return `${where}${name(el)} left=${Math.round(r.left - page.left)} right=${Math.round(r.right - page.left)}`;
  };
  const offenders: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || !outside(r)) continue;
    // the outermost only: an element whose parent already sticks out is part of it
    const p = el.parentElement;
    if (p && p !== document.body && outside(p.getBoundingClientRect())) continue;
    // content clipped by a scroller or hidden overflow inside the viewport does not widen the page
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') {
        clipped = !outside(a.getBoundingClientRect());
        break;
      }
    }
    if (!clipped) offenders.push(describe(el));
    if (offenders.length >= 6) break;
  }
  return { scrollWidth: document.documentElement.scrollWidth, viewportWidth: vw, offenders };
}
