/**
 * Message areas loaded on demand. Messages defined in these source files are not in the catalog the first
 * page loads (src/i18n/compiled/<lang>.json) but in src/i18n/compiled/<area>/<lang>.json, which the feature
 * loads with its own code (<AreaMessages area="…">), so `/` keeps its JS budget as features grow.
 * A message id also defined outside an area stays in the first catalog.
 */
export const MESSAGE_AREAS = {
  /** Login, register, passwords, second factor, logged-in header, agent landing (issue #3). */
  auth: [
    'src/app/features/auth/**/*.{ts,tsx}',
    'src/app/features/agent/**/*.{ts,tsx}',
    'src/app/layout/HeaderAccount*.{ts,tsx}',
    'src/app/i18n/registerPatternMessages.ts',
  ],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof MESSAGE_AREAS;
