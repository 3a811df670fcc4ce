import { navigate } from '../router/location';

/**
 * The installable app's service worker (pwa/sw.js, written into the build by vite.config.ts): it keeps
 * the app's files so the app opens offline, and shows push notifications. Not there (the dev server,
 * tests): nothing happens.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => console.warn('service worker', error));
  });
  // A tapped notification names the screen it is about: the open app goes there (hash routing).
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === 'clubhuis:open' && typeof event.data.url === 'string' && event.data.url.startsWith('/')) navigate(event.data.url);
  });
  navigator.serviceWorker.startMessages();
}
