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

// Push notifications (issue 31): the server sends JSON { title, body, url, tag, icon? } in Dutch
// (server modules/notifications/messages.ts); url is the app's hash route the notification is about.
self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = message.title || 'Clubhuis';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      // The club's own image when the server names one, else the app's icon (the installed app's).
      icon: message.icon || new URL('icon-192.png', self.registration.scope).href,
      badge: new URL('icon-192.png', self.registration.scope).href,
      lang: 'nl',
      tag: message.tag || undefined,
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/home' },
    }),
  );
});

/** The push message's JSON; a message that is plain text becomes the body. */
function readMessage(data) {
  try {
    return data ? data.json() : {};
  } catch {
    return { body: data.text() };
  }
}

// A tap opens the screen the notification is about: in the app's open window when there is one (no
// second app; the app moves to the screen itself, app/serviceWorker.ts), else in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const done = openScreen(event.notification.data?.url ?? '/home');
  // A test's own notificationclick (not the browser's) cannot extend its life: the work runs anyway.
  if (event.isTrusted) event.waitUntil(done);
});

async function openScreen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url.startsWith(self.registration.scope));
  if (!open) return self.clients.openWindow(new URL(`#${url}`, self.registration.scope).href);
  open.postMessage({ type: 'clubhuis:open', url });
  // focus() needs the tap itself (a user's click); without it the window still moves to the screen.
  return open.focus().catch(() => open);
}
