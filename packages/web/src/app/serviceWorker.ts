import { navigate } from '../router/location';
import { whenIdle } from '../ui/whenIdle';

const REGISTER_AFTER_LOAD_MS = 3000;

function register(): void {
  navigator.serviceWorker.register('./sw.js').catch((error: unknown) => console.warn('service worker', error));
}

/**
 * The installable app's service worker (pwa/sw.js, written into the build by vite.config.ts): it keeps
 * the app's files so the app opens offline, and shows push notifications. Not there (the dev server,
 * tests): nothing happens.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Installing fetches every file of the build (~250 files, ~0.5 MB): a few seconds after the page
  // loaded and when the phone is idle, so the first visit's screen does not share the network and the
  // CPU with it (issue 30). Later visits find the worker registered already.
  window.addEventListener('load', () => setTimeout(() => whenIdle(register, 5000), REGISTER_AFTER_LOAD_MS), { once: true });
  // A tapped notification names the screen it is about: the open app goes there (hash routing).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === 'clubhuis:open' && typeof event.data.url === 'string' && event.data.url.startsWith('/')) navigate(event.data.url);
  });
  navigator.serviceWorker.startMessages();
}
