/**
 * The installable app's service worker (pwa/sw.js, written into the build by vite.config.ts): it keeps
 * the app's files so the app opens offline. Not there (the dev server, tests): nothing happens.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => console.warn('service worker', error));
  });
}
