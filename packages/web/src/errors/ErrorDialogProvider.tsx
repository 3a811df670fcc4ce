import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../router/lazyPage';
import { useCurrentPath } from '../router/useCurrentPath';
import { ErrorDialogContext } from './useShowError';

const loadDialog = () => import('../ui/ErrorDialog');
// The dialog (Modal and its CSS) stays out of the first screen's code.
const ErrorDialog = lazyPage(loadDialog, 'ErrorDialog');
/** Fetch the dialog's chunk soon after start, so it can still open once the network is gone. */
const PREFETCH_DELAY_MS = 2_000;

interface ShownError {
  title: string;
  message: string;
}

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<ShownError | null>(null);
  const [opened, setOpened] = useState(false);
  const show = useCallback((title: string, message: string) => {
    setError({ title, message });
    setOpened(true);
  }, []);

  // A dialog belongs to the screen it was opened on: going elsewhere closes it.
  const path = useCurrentPath();
  useEffect(() => setOpened(false), [path]);

  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => undefined), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ErrorDialogContext value={show}>
      {children}
      {error && (
        <Suspense fallback={null}>
          {/* Kept mounted after closing (the last text stays) so the Modal can play its exit transition. */}
          <ErrorDialog opened={opened} title={error.title} message={error.message} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </ErrorDialogContext>
  );
}
