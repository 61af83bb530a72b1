import axe from 'axe-core';

/**
 * The a11y gate: no serious or critical axe violation, in WCAG 2.x A/AA (+ 2.2 AA) and best-practice rules.
 * axe has no impact filter, so a named reporter wraps v2 and keeps only serious/critical violations; it is
 * registered on the same axe instance @storybook/addon-a11y imports, and named (not a function) so manual
 * runs from the a11y panel use it too.
 */
export const A11Y_REPORTER = 'serious-or-critical';
const KEEP = new Set(['serious', 'critical']);

if (!axe.hasReporter(A11Y_REPORTER)) {
  const v2 = axe.getReporter<axe.AxeResults>('v2');
  axe.addReporter<axe.AxeResults>(A11Y_REPORTER, (raw, options, resolve, reject) => {
    v2(
      raw,
      options,
      (results: axe.AxeResults) => {
        const dropped = results.violations.filter((v) => !KEEP.has(v.impact ?? ''));
        resolve({
          ...results,
          violations: results.violations.filter((v) => KEEP.has(v.impact ?? '')),
          // minor/moderate findings stay visible in the panel as "incomplete" instead of vanishing
          incomplete: [...results.incomplete, ...dropped],
        });
      },
      reject,
    );
  });
}

export const a11yParameters = {
  test: 'error' as const,
  options: {
    reporter: A11Y_REPORTER,
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  },
};
