// Checks of a rendered story that the visual runner makes on each shot, so that one pass per brand × mode renders
// a story, runs its play function and proves what the stories tier proved (no error, no serious or critical axe
// violation) plus what a phone needs (no sideways scroll), next to the screenshot. Each check returns failure
// messages; an empty list passes.
import type { Page } from 'playwright-core';
import type { Viewport } from './matrix.ts';
import { measureOverflow, readStoryOnScreen, runStoryA11y, type A11yResults, type OverflowMeasure, type StoryOnScreen } from './story-checks-page.ts';

/** Nodes named per violation in a message; the rest are counted. */
const TARGETS_NAMED = 5;

export interface CheckedShot {
  storyId: string;
  viewport: Viewport;
  brand: string;
  mode: string;
  language: string;
}

/**
 * What @storybook/addon-a11y does after a story, from its parameter and the globals: `off` when the story turned the
 * test off (parameters.a11y.disable or test 'off'; a ghost story), `todo` when violations are only reported
 * (test 'todo', the addon's own default), `error` when they fail the story (this project's preview default).
 * The runner's own `a11y.manual` global only stops the addon's automatic run, so it is not read here.
 */
export function a11yGate(parameter: { disable?: unknown; test?: unknown }, ghostStories: unknown): 'off' | 'todo' | 'error' {
  if (ghostStories || parameter.disable === true || parameter.test === 'off') return 'off';
  return parameter.test === 'todo' ? 'todo' : 'error';
}

/** One message per violation: rule id, impact, what it asks, and the nodes' selectors. */
export function violationMessages(results: A11yResults): string[] {
  return results.violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' → '));
    const named = targets.slice(0, TARGETS_NAMED).join(', ');
    const more = targets.length > TARGETS_NAMED ? ` and ${targets.length - TARGETS_NAMED} more` : '';
    return `a11y ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}: ${named}${more}`;
  });
}

/** The phone overflow failure: the document is wider than the viewport. */
export function overflowMessage(m: OverflowMeasure): string | null {
  if (m.scrollWidth <= m.viewportWidth) return null;
  // siblings alike (a row of cards) read the same: each is named once
  const offenders = [...new Set(m.offenders)];
  const who = offenders.length ? `; sticking out: ${offenders.join(' | ')}` : '';
  return `scrolls sideways at ${m.viewportWidth} px: document ${m.scrollWidth} px wide${who}`;
}

/** The story on screen must be the shot's, and Storybook must not show its error display in its place. */
export async function checkStoryShown(page: Page, storyId: string): Promise<{ failures: string[]; story: StoryOnScreen }> {
  const story = await page.evaluate(readStoryOnScreen);
  const failures: string[] = [];
  if (story.storyId !== storyId) failures.push(`story on screen is ${story.storyId ?? 'none'}, not ${storyId}`);
  if (story.errorShown !== null) failures.push(`Storybook shows an error instead of the story: ${story.errorShown.split('\n')[0]}`);
  return { failures, story };
}

/** Serious or critical axe violations of the story on screen, as the stories tier's a11y test reports them. */
export async function checkA11y(page: Page, story: StoryOnScreen, onlyRules: readonly string[] | null = null): Promise<string[]> {
  const gate = a11yGate(story.a11y, story.ghostStories);
  if (gate === 'off') return [];
  const r = await page.evaluate(runStoryA11y, onlyRules);
  if (!r.ok) return [`a11y: axe did not run: ${r.error}`];
  return gate === 'error' ? violationMessages(r.results) : [];
}

/** Sideways scroll of the page, measured as the phone e2e does per page. */
export async function checkOverflow(page: Page): Promise<string[]> {
  const message = overflowMessage(await page.evaluate(measureOverflow));
  return message ? [message] : [];
}

/**
 * The axe rules whose verdict depends on the colour mode: they compare colours (text on its background; a link
 * against the text around it). Light and dark render the same elements, names, roles and layout (a mode only swaps
 * the brand's colour tokens), so every other rule gives the same verdict in both.
 */
export const MODE_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Which axe rules a shot runs: all of them the first time a run meets a story in a brand, viewport and language;
 * in its other mode only the colour rules, so every brand × mode still proves its contrast at about half the cost.
 * `fullyChecked` remembers the mode each story got its full run in (the same shot again runs in full again); the
 * runner's workers share this process, so the memory is the whole run's.
 */
export function a11yRulesFor(shot: CheckedShot, fullyChecked: Map<string, string>): readonly string[] | null {
  const key = `${shot.brand}\n${shot.storyId}\n${shot.viewport}\n${shot.language}`;
  const mode = fullyChecked.get(key);
  if (mode !== undefined && mode !== shot.mode) return MODE_DEPENDENT_RULES;
  fullyChecked.set(key, shot.mode);
  return null;
}

const fullyChecked = new Map<string, string>();

/**
 * All checks of a shot, after its story rendered, its play function finished and the page settled (the screenshot
 * may already be taken: nothing here changes what is on screen).
 */
export async function storyChecks(page: Page, shot: CheckedShot): Promise<string[]> {
  const { failures, story } = await checkStoryShown(page, shot.storyId);
  if (failures.length) return failures;
  return [
    ...(await checkA11y(page, story, a11yRulesFor(shot, fullyChecked))),
    ...(shot.viewport === 'phone' ? await checkOverflow(page) : []),
  ];
}

/**
 * What decides these checks' verdicts on the runner's side, for a shot's fingerprint: the checks' own code (the
 * functions themselves, so any change to them counts) and the rules a second mode runs. axe-core, the addon and
 * .storybook/a11y.ts are part of the Storybook build's preview, which the fingerprint covers already.
 */
export function storyChecksCode(): string[] {
  return [
    ...[storyChecks, checkStoryShown, checkA11y, checkOverflow, a11yRulesFor, a11yGate, violationMessages, overflowMessage].map(String),
    ...[readStoryOnScreen, runStoryA11y, measureOverflow].map(String),
    JSON.stringify({ MODE_DEPENDENT_RULES, TARGETS_NAMED }),
  ];
}
