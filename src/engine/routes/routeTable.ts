import type { FlagName } from '../../generated/mod-ids.ts';

/** How much of the real layout a route gets (every screen's chrome: docs/spec/routes.md). */
export type Chrome = 'full' | 'headerOnly' | 'bare';

/** Features that later issues build; until then their routes show a branded coming-soon panel. */
export type Feature =
  | 'home'
  | 'login'
  | 'register'
  | 'agent'
  | 'agentHome'
  | 'member'
  | 'help'
  | 'helpModal'
  | 'appDownload'
  | 'gameCenter'
  | 'gameList'
  | 'accountGames'
  | 'lottery'
  | 'promotions'
  | 'pointMall'
  | 'seamless'
  | 'inhouse'
  | 'chat'
  | 'chatRoom';

export interface RouteSpec {
  path: string;
  feature: Feature;
  chrome: Chrome;
  /** The guard sends guests to /login ('You are not logged in, please login'); roles in docs/spec/rules.md. */
  requiresLogin?: boolean;
  /** Shown only when this whitelabel flag is on. */
  flag?: FlagName;
}

/** Every route of the site (docs/spec/routes.md). */
export const ROUTES: RouteSpec[] = [
  ...['/', '/index', '/index.html', '/home'].map((path): RouteSpec => ({ path, feature: 'home', chrome: 'full' })),
  { path: '/login', feature: 'login', chrome: 'full' },
  { path: '/register', feature: 'register', chrome: 'full' },
  { path: '/agent', feature: 'agent', chrome: 'bare' },
  { path: '/agentHome', feature: 'agentHome', chrome: 'bare' },
  { path: '/member', feature: 'member', chrome: 'full', requiresLogin: true },
  { path: '/help', feature: 'help', chrome: 'full' },
  { path: '/helpmc', feature: 'helpModal', chrome: 'full' },
  { path: '/m/appDownload', feature: 'appDownload', chrome: 'full' },
  ...['/sports', '/esports', '/lott', '/elott', '/cockfight'].map(
    (path): RouteSpec => ({ path, feature: 'gameCenter', chrome: 'full' }),
  ),
  ...['/live', '/fish', '/rng', '/pvp', '/bgs'].map((path): RouteSpec => ({ path, feature: 'gameList', chrome: 'full' })),
  ...['/favorite', '/recent'].map((path): RouteSpec => ({ path, feature: 'accountGames', chrome: 'full' })),
  ...['/lottery', '/seaLottery', '/vnLottery'].map(
    (path): RouteSpec => ({ path, feature: 'lottery', chrome: 'full', requiresLogin: true }),
  ),
  { path: '/promotions', feature: 'promotions', chrome: 'full' },
  { path: '/pointMall', feature: 'pointMall', chrome: 'full', flag: 'pointsMall' },
  { path: '/seamless', feature: 'seamless', chrome: 'headerOnly' },
  // Live chat (the page CBS_launchChat answers) and the players' room: members only, each behind its flag.
  { path: '/chat/support', feature: 'chat', chrome: 'full', requiresLogin: true, flag: 'liveChat' },
  { path: '/chat/room', feature: 'chatRoom', chrome: 'full', requiresLogin: true, flag: 'chatRoom' },
  // Our provably fair games (launchGame of INHOUSE dice/crash) and their public verification page.
  { path: '/inhouse/verify', feature: 'inhouse', chrome: 'full' },
  { path: '/inhouse/:game', feature: 'inhouse', chrome: 'full', requiresLogin: true },
];

/** The side menu is hidden on /seamless and the lottery pages (matched case-insensitively). */
const NO_SIDE_MENU = ['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery'];

export function showsSideMenu(pathname: string): boolean {
  return !NO_SIDE_MENU.includes(pathname.toLowerCase());
}
