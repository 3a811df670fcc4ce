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
  if (startup.status === 'failed') return <ConfigErrorScreen onRetry={startup.retry} />;
  if (startup.status === 'loading') return <Spinner fullScreen />;
  return <Shell />;
}
