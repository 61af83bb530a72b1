import { lazy, Suspense, type ReactNode } from 'react';
import { useBoot } from './boot/BootContext.tsx';
import { ModalHost } from './features/auth/ModalHost.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';
import { ScrollManager } from './router/ScrollManager.tsx';

const MaintenancePage = lazy(() =>
  import('./features/status/MaintenancePage.tsx').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('./features/status/RegionBlockedPage.tsx').then((m) => ({ default: m.RegionBlockedPage })),
);
// Session restore (token, remember-me cookie) runs after the first paint, from its own chunk.
const SessionBoot = lazy(() => import('./features/auth/session/SessionBoot.tsx'));

/** System status decides the whole screen (seed §2): 0 the site, 1 maintenance, 2 region blocked. */
export function App(): ReactNode {
  const { statusCode } = useBoot();
  if (statusCode !== 0)
    return <Suspense fallback={null}>{statusCode === 1 ? <MaintenancePage /> : <RegionBlockedPage />}</Suspense>;
  return (
    <>
      <ScrollManager />
      <AppRoutes />
      <ModalHost />
      <Suspense fallback={null}>
        <SessionBoot />
      </Suspense>
    </>
  );
}
