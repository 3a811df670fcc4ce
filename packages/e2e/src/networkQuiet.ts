import type { Page, Request } from 'playwright-core';

// The live stream (POST /api/live, issue 31) stays open as long as the app does, so Playwright's
// 'networkidle' never comes on a logged-in page. "Quiet" here is: no other request in flight for a while.
const inFlight = new WeakMap<Page, Set<Request>>();
const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/api/live');

/** Counts the page's requests from now on (phonePage does it for every page it makes). */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!isLiveStream(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits until the page has loaded and no request but the live stream has been in flight for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  trackRequests(page);
  await page.waitForLoadState('load');
  const open = inFlight.get(page)!;
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`network not quiet after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
}

/** No transition running (a drawer opening, a section unfolding); endless ones (a spinner) aside. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** The screen once its data is there: no loading status left (Dutch or French), the network quiet, no transition running. */
export async function settled(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.getByRole('status', { name: /^(Laden|Chargement)/ }).first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  await networkQuiet(page);
  await animationsDone(page);
}
