import { Suspense, useEffect, useMemo } from 'react';
import { ChunkErrorBoundary } from '../router/ChunkErrorBoundary';
import { Redirect } from '../router/Redirect';
import { useCurrentPath } from '../router/useCurrentPath';
import { useSession } from '../session/sessionStore';
import { Spinner } from '../ui/Spinner';
import { matchRoute, NotFoundPage } from './routes';

/** Renders the screen of the current route; member-only routes send a visitor to '/'. */
export function RouteView() {
  const path = useCurrentPath();
  const { route, params } = useMemo(() => matchRoute(path), [path]);
  const { user } = useSession();

  useEffect(() => {
    window.scrollTo(0, 0); // block body: Chromium's scrollTo now returns a promise, not a cleanup
  }, [path]);

  if (route?.access === 'member' && !user) return <Redirect to="/" />;
  return (
    // Keyed by path: a failed chunk does not stick to the next screen, and each screen starts fresh.
    <ChunkErrorBoundary key={path}>
      <Suspense fallback={<Spinner />}>{route ? route.render(params) : <NotFoundPage />}</Suspense>
    </ChunkErrorBoundary>
  );
}
