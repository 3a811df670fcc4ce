// The service worker of the installable app. vite.config.ts fills in VERSION (changes with every
// build) and SHELL (index.html and every file of the build) and writes it as sw.js next to index.html.
// The API is never cached here: its calls are POSTs; the app keeps the answers it needs offline itself
// (src/api/offlineAnswers.ts).
const VERSION = __VERSION__;
const SHELL = __SHELL__;
const CACHE = `clubhuis-app-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

// A new build's worker takes over at once and drops the files of the builds before it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('clubhuis-app-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.includes('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, new URL('./', self.location.href).href));
  // Content-hashed files never change: a screen opened once opens offline too.
  else if (url.pathname.includes('/assets/')) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, request.url));
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

/** The network's answer while there is one (index.html and settings.json are never stale); else the last one kept. */
async function networkFirst(request, key) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHE)).put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}
