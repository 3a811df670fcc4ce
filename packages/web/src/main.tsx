import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/queryClient';
import { keepAnswers, restoreAnswersWhenOffline } from './api/offlineAnswers';
import { registerServiceWorker } from './app/serviceWorker';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { prefetchStartup } from './app/startupQueries';
import { currentPath } from './router/location';
import { applyBranding, readBranding } from './config/branding';
import { ErrorDialogProvider } from './errors/ErrorDialogProvider';
import { ClubTheme } from './app/ClubTheme';
import { LanguageRoot } from './app/LanguageRoot';
import { activeLanguage } from './i18n/language';
import { textsReady } from './i18n/localized';
// Per-component Mantine CSS (not the full styles.css): only what the shell and home need up front;
// lazy screens import their own.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Center.css';

// The club's title and icon from the last visit, before the config call answers; in a task after this
// one, as the first screen's files below: a slow phone's start is then not one long task (issue 30).
setTimeout(() => {
  const branding = readBranding();
  if (branding) applyBranding(branding);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

keepAnswers(queryClient);
setTimeout(() => preloadScreen(currentPath()));
registerServiceWorker();

function render(into: HTMLElement) {
  const root = createRoot(into);
  // A transition: React renders the first screen in slices of a few ms, so a slow phone's main thread
  // stays free for input (no long task from the first render).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ClubTheme>
            <LanguageRoot>
              <ErrorDialogProvider>
                <App />
              </ErrorDialogProvider>
            </LanguageRoot>
          </ClubTheme>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

document.documentElement.lang = activeLanguage();
// Offline, the answers kept from the last visit are put in place before the first render; in French,
// the first screen's French texts too (their chunks are fetched only then, issue 33). The startup calls
// and React's root each in a task of their own: after the shell's evaluation in the same task, they
// made it ~20 ms longer on a slow phone (issue 30).
void Promise.all([restoreAnswersWhenOffline(queryClient), textsReady()]).then(() => {
  setTimeout(() => void prefetchStartup(queryClient));
  setTimeout(() => render(root));
});
// Live updates while signed in (app/liveUpdates.ts), loaded after the page: no part of the first screen.
window.addEventListener('load', () => void import('./app/liveUpdates').then((live) => live.keepLiveWithSession(queryClient)), { once: true });
