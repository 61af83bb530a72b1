// The per-shot story checks' decisions and messages (the checks in a built Storybook: tests/e2e/storybook/story-checks.test.ts).
import { describe, expect, it } from 'vitest';
import { a11yParameters } from '../../../../.storybook/a11y.ts';
import { runStoryA11y } from '../../../../scripts/visual/story-checks-page.ts';
import { a11yGate, a11yRulesFor, MODE_DEPENDENT_RULES, overflowMessage, storyChecksCode, violationMessages, type CheckedShot } from '../../../../scripts/visual/story-checks.ts';

describe('a11yGate: whether axe runs and fails a story, as @storybook/addon-a11y decides after each story', () => {
  it("fails on violations under the project's preview parameters", () => {
    expect(a11yGate(a11yParameters, undefined)).toBe('error');
  });

  it('runs no axe when the story turns the test off or disables the addon, nor for a ghost story', () => {
    expect(a11yGate({ ...a11yParameters, test: 'off' }, undefined)).toBe('off');
    expect(a11yGate({ ...a11yParameters, disable: true }, undefined)).toBe('off');
    expect(a11yGate(a11yParameters, true)).toBe('off');
  });

  it("only reports under test 'todo', and fails when nothing says otherwise", () => {
    expect(a11yGate({ test: 'todo' }, undefined)).toBe('todo');
    expect(a11yGate({}, undefined)).toBe('error');
    expect(a11yGate({ disable: false, test: 'error' }, false)).toBe('error');
  });
});

describe('violationMessages', () => {
  it('names the rule, its impact, what it asks and the elements', () => {
    const messages = violationMessages({
      violations: [
        { id: 'button-name', impact: 'critical', help: 'Buttons must have discernible text', nodes: [{ target: ['#a'] }, { target: ['iframe', '#b'] }] },
        { id: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds', nodes: [{ target: [['#host', '.in-shadow']] }] },
      ],
    });
    expect(messages).toEqual([
      'a11y button-name (critical): Buttons must have discernible text: #a, iframe → #b',
      'a11y color-contrast (serious): Elements must meet minimum color contrast ratio thresholds: #host >> .in-shadow',
    ]);
  });

  it('names five elements and counts the rest', () => {
    const nodes = Array.from({ length: 8 }, (_, i) => ({ target: [`#n${i}`] }));
    const [message] = violationMessages({ violations: [{ id: 'target-size', impact: 'serious', help: 'Targets', nodes }] });
    expect(message).toBe('a11y target-size (serious): Targets: #n0, #n1, #n2, #n3, #n4 and 3 more');
  });
});

describe('overflowMessage', () => {
  it('passes a document no wider than the viewport', () => {
    expect(overflowMessage({ scrollWidth: 390, viewportWidth: 390, offenders: [] })).toBeNull();
  });

  it('fails a wider one, naming what sticks out once', () => {
    expect(overflowMessage({ scrollWidth: 412, viewportWidth: 390, offenders: ['header … div left=0 right=412', 'header … div left=0 right=412', 'footer left=-3 right=390'] })).toBe(
      'scrolls sideways at 390 px: document 412 px wide; sticking out: header … div left=0 right=412 | footer left=-3 right=390',
    );
  });
});

describe('a11yRulesFor', () => {
  const shot: CheckedShot = { storyId: 'app-home--default', viewport: 'desktop', brand: 'lotus', mode: 'light', language: 'EN' };

  it('runs every rule the first time, and again for the same shot', () => {
    const seen = new Map<string, string>();
    expect(a11yRulesFor(shot, seen)).toBeNull();
    expect(a11yRulesFor(shot, seen)).toBeNull();
  });

  it('runs only the colour rules for the same story, brand, viewport and language in the other mode', () => {
    const seen = new Map<string, string>();
    a11yRulesFor(shot, seen);
    expect(a11yRulesFor({ ...shot, mode: 'dark' }, seen)).toEqual(MODE_DEPENDENT_RULES);
    expect(a11yRulesFor({ ...shot, mode: 'dark', brand: 'aurora' }, seen)).toBeNull();
    expect(a11yRulesFor({ ...shot, mode: 'dark', viewport: 'phone' }, seen)).toBeNull();
    expect(a11yRulesFor({ ...shot, mode: 'dark', language: 'TH' }, seen)).toBeNull();
    expect(a11yRulesFor({ ...shot, mode: 'dark', storyId: 'app-home--other' }, seen)).toBeNull();
  });

  it("names rules axe has, among those the project's a11y tags run", async () => {
    const axe = (await import('axe-core')).default;
    const tags = new Set(a11yParameters.options.runOnly.values);
    for (const id of MODE_DEPENDENT_RULES) {
      const rule = axe.getRules().find((r) => r.ruleId === id);
      expect(rule, id).toBeDefined();
      expect(rule!.tags.some((t) => tags.has(t)), id).toBe(true);
    }
  });
});

describe('storyChecksCode', () => {
  it("holds the page-side axe run and the second mode's rules, so a change to either changes a shot's fingerprint", () => {
    const code = storyChecksCode().join('\n');
    expect(code).toContain(String(runStoryA11y));
    for (const rule of MODE_DEPENDENT_RULES) expect(code).toContain(rule);
  });
});
