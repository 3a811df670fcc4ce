import { useDeferredValue, useMemo } from 'react';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { Shell } from './Shell';
import { useStartup } from './useStartup';
import { Spinner } from '../ui/Spinner';
import { connectApiToSession } from '../session/connectSession';

// Once, before any call: the api reads address and token from the session, and a 401 logs out.
connectApiToSession();

/** Startup gate: a spinner while loading, the configuration error screen, then the shell. */
export function App() {
  const startup = useStartup();
  // The shell mounts in a transition: React renders it in slices of a few ms, not in one long task
  // that keeps a slow phone from answering a tap (the startup answers arrive as a store update,
  // which React would otherwise render in one go).
  const ready = useDeferredValue(startup.status === 'ready');
  // One element for good: a startup answer that arrives after the shell is up (my members, the
  // options) renders App again, and React then leaves the shell and the screen under it alone.
  const shell = useMemo(() => <Shell />, []);
  if (startup.status === 'failed') return <ConfigErrorScreen onRetry={startup.retry} />;
  if (!ready) return <Spinner fullScreen />;
  return shell;
}
