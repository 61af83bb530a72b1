import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui/index.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { ComingSoonRoute } from '../features/comingSoon/ComingSoonRoute.tsx';
import { NotFoundPage } from '../features/notFound/NotFoundPage.tsx';
import { HelpModalRoute } from '../features/help/HelpModalRoute.tsx';
import { Layout, preloadChrome } from '../layout/Layout.tsx';
import { areaCatalog } from '../i18n/AreaMessages.tsx';
import { preloadable } from './preloadable.ts';
import { hasPendingHandover } from '../features/auth/session/startUrl.ts';
import { readToken } from '../state/token.ts';
import { ROUTES, type Feature, type RouteSpec } from '../../engine/routes/routeTable.ts';
import { guardMessage } from './guard.ts';

// Features beyond the shell load on demand so `/` stays within its JS budget.
const HomePage = preloadable(() => import('../features/home/HomePage.tsx'));
const HelpCenterPage = preloadable(() => import('../features/help/HelpCenterPage.tsx'));
const AppDownloadPage = preloadable(() => import('../features/appDownload/AppDownloadPage.tsx'));
const AgentLandingPage = preloadable(() => import('../features/agent/AgentLandingPage.tsx'));
const SessionRoute = preloadable(() => import('./sessionRoutes.tsx'));
const GamesRoute = preloadable(() => import('../features/games/GamesRoute.tsx'));
const InhouseRoute = preloadable(() => import('../features/inhouse/InhouseRoute.tsx'));
const PromotionsPage = preloadable(() => import('../features/promotions/PromotionsPage.tsx'));
const PointMallPage = preloadable(() => import('../features/pointMall/PointMallPage.tsx'));
const SupportChatPage = preloadable(() => import('../features/chat/ChatPages.tsx'));
const ChatRoomPage = preloadable(() => import('../features/chat/ChatPages.tsx').then((x) => ({ default: x.ChatRoomPage })));

const both = (...loads: Promise<unknown>[]): Promise<unknown> => Promise.all(loads);

/** What each server-rendered page needs before it can hydrate in one pass: its chunk and its message area. */
const CHUNKS: Partial<Record<Feature, (language: string) => Promise<unknown>>> = {
  home: (l) => both(HomePage.preload(), areaCatalog('home', l)),
  login: (l) => both(HomePage.preload(), SessionRoute.preload(), areaCatalog('home', l)),
  register: (l) => both(HomePage.preload(), SessionRoute.preload(), areaCatalog('home', l)),
  help: () => HelpCenterPage.preload(),
  promotions: (l) => both(PromotionsPage.preload(), areaCatalog('promotions', l)),
  pointMall: (l) => both(PointMallPage.preload(), areaCatalog('pointMall', l)),
  helpModal: (l) => both(HomePage.preload(), areaCatalog('home', l)),
  appDownload: () => AppDownloadPage.preload(),
  agent: (l) => both(AgentLandingPage.preload(), areaCatalog('auth', l)),
  gameList: (l) => both(GamesRoute.preload(), areaCatalog('games', l)),
  gameCenter: (l) => both(GamesRoute.preload(), areaCatalog('games', l)),
};

/** The chunks a route's page and chrome need (routes matched like the router: ignoring case). */
export function preloadRoute(pathname: string, language: string): Promise<void> {
  const spec = ROUTES.find((r) => r.path.toLowerCase() === pathname.toLowerCase());
  const page = spec ? CHUNKS[spec.feature]?.(language) : undefined;
  return Promise.all([page, spec?.chrome === 'full' ? preloadChrome() : undefined]).then(() => undefined);
}

/**
 * The home page, and /login or /register: the home page with that modal opening over it. One element type
 * for the three, so replacing /register by / keeps the page (and the server-rendered HTML it hydrated) mounted.
 */
function HomeRoute({ modal }: { modal?: 'login' | 'register' }): ReactNode {
  return (
    <>
      <HomePage />
      {modal && <SessionRoute route={modal} />}
    </>
  );
}

const BUILT: Partial<Record<Feature, () => ReactNode>> = {
  home: () => <HomeRoute />,
  help: () => <HelpCenterPage />,
  helpModal: () => (
    <>
      <HomePage />
      <HelpModalRoute />
    </>
  ),
  appDownload: () => <AppDownloadPage />,
  agent: () => <AgentLandingPage />,
  login: () => <HomeRoute modal="login" />,
  register: () => <HomeRoute modal="register" />,
  agentHome: () => <SessionRoute route="agentHome" />,
  member: () => <SessionRoute route="member" />,
  gameList: () => <GamesRoute feature="gameList" />,
  gameCenter: () => <GamesRoute feature="gameCenter" />,
  accountGames: () => <GamesRoute feature="accountGames" />,
  lottery: () => <GamesRoute feature="lottery" />,
  seamless: () => <GamesRoute feature="seamless" />,
  inhouse: () => <InhouseRoute />,
  promotions: () => <PromotionsPage />,
  pointMall: () => <PointMallPage />,
  chat: () => <SupportChatPage />,
  chatRoom: () => <ChatRoomPage />,
};

function RouteElement({ spec }: { spec: RouteSpec }): ReactNode {
  const { flags } = useBoot();
  const location = useLocation();
  if (spec.flag && !flags[spec.flag]) return <NotFoundPage />;
  // a page opened with a one-time ?handover= code is signed in by session restore right after the first render
  if (spec.requiresLogin && !readToken() && !hasPendingHandover())
    return <Navigate to="/login" replace state={{ reason: guardMessage.id, from: location.pathname + location.search }} />;
  const built = BUILT[spec.feature];
  return built ? built() : <ComingSoonRoute feature={spec.feature} />;
}

/** Every route (docs/spec/routes.md), each inside the chrome it calls for. */
export function AppRoutes(): ReactNode {
  return (
    <Routes>
      {ROUTES.map((spec) => (
        <Route
          key={spec.path}
          path={spec.path}
          element={
            <Layout chrome={spec.chrome}>
              <Suspense fallback={<Spinner />}>
                <RouteElement spec={spec} />
              </Suspense>
            </Layout>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Layout chrome="full">
            <NotFoundPage />
          </Layout>
        }
      />
    </Routes>
  );
}
