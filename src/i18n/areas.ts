/**
 * Message areas loaded on demand. Messages defined in these source files are not in the catalog the first
 * page loads (src/i18n/compiled/<lang>.json) but in src/i18n/compiled/<area>/<lang>.json, which the feature
 * loads with its own code (<AreaMessages area="…">), so `/` keeps its JS budget as features grow.
 * A message id also defined outside an area stays in the first catalog.
 */
export const MESSAGE_AREAS = {
  /** Login, register, passwords, second factor, logged-in header, agent landing. */
  auth: [
    'src/app/features/auth/**/*.{ts,tsx}',
    'src/app/features/agent/*.{ts,tsx}',
    'src/app/layout/HeaderAccount*.{ts,tsx}',
    'src/app/i18n/registerPatternMessages.ts',
    'src/app/features/feedback/**/*.{ts,tsx}',
  ],
  /** Home page, notice modal and announcement popup. */
  home: ['src/app/features/home/**/*.{ts,tsx}', 'src/app/features/announcements/**/*.{ts,tsx}'],
  /** Game pages, launch, favourites, lottery, game and vendor cards, header game menu. */
  games: [
    'src/app/features/games/**/*.{ts,tsx}',
    'src/ui/GameCard/**/*.{ts,tsx}',
    'src/ui/VendorCard/**/*.{ts,tsx}',
    'src/app/layout/GameMenu*.{ts,tsx}',
    'src/app/features/inhouse/**/*.{ts,tsx}',
  ],
  /** The member center overlay and every page of it (wallet, deposit, withdraw, records, security, inbox). */
  member: ['src/app/features/member/**/*.{ts,tsx}', 'src/app/features/vip/**/*.{ts,tsx}'],
  /** The points mall page, its redeem dialog, conversion and history. */
  pointMall: ['src/app/features/pointMall/**/*.{ts,tsx}'],
  /** The promotions page, its details and the application dialog. */
  promotions: ['src/app/features/promotions/**/*.{ts,tsx}'],
  /** The agent center (/agentHome) and every page of it, and the contract offer popup. */
  agent: ['src/app/features/agent/center/**/*.{ts,tsx}', 'src/app/features/agent/contracts/**/*.{ts,tsx}'],
  /** Live chat and the players' chat room. */
  chat: ['src/app/features/chat/**/*.{ts,tsx}'],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof MESSAGE_AREAS;
