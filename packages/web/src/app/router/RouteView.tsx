import { Suspense, useEffect } from 'react';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../session/sessionStore';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { Redirect } from './Redirect';
import { NotFoundPage } from './routes';
import { useRoute } from './useRoute';

/** Renders the screen of the current route; member-only routes send a visitor to '/'. */
export function RouteView() {
  const { path, route } = useRoute();
  const { user } = useSession();

  useEffect(() => {
    window.scrollTo(0, 0); // block body: Chromium's scrollTo now returns a promise, not a cleanup
  }, [path]);

  if (route?.access === 'member' && !user) return <Redirect to="/" />;
  const Page = route?.page ?? NotFoundPage;
  return (
    // Keyed by path: a failed chunk does not stick to the next screen, and each screen starts fresh.
    <ChunkErrorBoundary key={path}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
