import { lazy, Suspense, type ReactNode } from 'react';
import { useBoot } from './boot/BootContext.tsx';
import { ContractOfferGate } from './features/agent/contracts/ContractOfferGate.tsx';
import { ModalHost } from './features/auth/ModalHost.tsx';
import { DemoRibbon } from './layout/DemoRibbon.tsx';
import { AppRoutes, preloadRoute } from './router/AppRoutes.tsx';
import { preloadable } from './router/preloadable.ts';
import { ScrollManager } from './router/ScrollManager.tsx';

const MaintenancePage = preloadable(() =>
  import('./features/status/MaintenancePage.tsx').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = preloadable(() =>
  import('./features/status/RegionBlockedPage.tsx').then((m) => ({ default: m.RegionBlockedPage })),
);
// Session restore (token, remember-me cookie) runs after the first paint, from its own chunk.
const SessionBoot = lazy(() => import('./features/auth/session/SessionBoot.tsx'));

/** The chunks of the screen the server rendered for this address, loaded before the app hydrates it. */
export function preloadFirstScreen(pathname: string, statusCode: number, language: string): Promise<void> {
  if (statusCode === 1) return MaintenancePage.preload();
  if (statusCode === 2) return RegionBlockedPage.preload();
  return preloadRoute(pathname, language);
}

/** System status decides the whole screen: 0 the site, 1 maintenance, 2 region blocked (docs/spec/routes.md). */
export function App(): ReactNode {
  const { statusCode } = useBoot();
  if (statusCode !== 0)
    return (
      <>
        <DemoRibbon />
        <Suspense fallback={null}>{statusCode === 1 ? <MaintenancePage /> : <RegionBlockedPage />}</Suspense>
      </>
    );
  return (
    <>
      <DemoRibbon />
      <ScrollManager />
      <AppRoutes />
      <ModalHost />
      <ContractOfferGate />
      <Suspense fallback={null}>
        <SessionBoot />
      </Suspense>
    </>
  );
}
