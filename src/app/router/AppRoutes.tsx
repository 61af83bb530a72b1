import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui/index.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { ComingSoonRoute } from '../features/comingSoon/ComingSoonRoute.tsx';
import { NotFoundPage } from '../features/notFound/NotFoundPage.tsx';
import { Layout } from '../layout/Layout.tsx';
import { ROUTES, type Feature, type RouteSpec } from './routeTable.ts';
import { guardMessage } from './guard.ts';

// Features beyond the shell load on demand so `/` stays within its JS budget.
const HelpCenterPage = lazy(() => import('../features/help/HelpCenterPage.tsx'));

const BUILT: Partial<Record<Feature, () => ReactNode>> = {
  help: () => <HelpCenterPage />,
};

function RouteElement({ spec }: { spec: RouteSpec }): ReactNode {
  const { flags } = useBoot();
  const location = useLocation();
  if (spec.flag && !flags[spec.flag]) return <NotFoundPage />;
  if (spec.requiresLogin && !sessionStorage.getItem('token'))
    return <Navigate to="/login" replace state={{ reason: guardMessage.id, from: location.pathname + location.search }} />;
  const built = BUILT[spec.feature];
  return built ? built() : <ComingSoonRoute feature={spec.feature} />;
}

/** Every route of seed §2, each inside the chrome it calls for. */
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
