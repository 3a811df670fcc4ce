import type { Path } from '@clubhuis/contract/catalogue';
import { callTraits } from '@clubhuis/contract/callTraits';
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The answers the app shows without a network (issue 16): the config and the session's members and
 * options, so the shell starts; the line-ups and the team calendar last seen; the first screen of
 * each area a member opens offline (issue 28: the directory, my results, the statistics' first tab,
 * the league and its information); any other screen says it needs the network (ui/Spinner). They are
 * kept in the browser's Cache Storage (not localStorage, which holds the session and the config's
 * branding only), and dropped at login and logout with the user's other answers.
 */
const KEPT: ReadonlySet<Path> = new Set<Path>([
  'general/config.php',
  'member/getList.php',
  'teamcomposition/confirmationOptionList',
  'teamcomposition/list',
  'teamcomposition/absenceList',
  'teamcomposition/confirmationList',
  'competition/rankingList',
  'team/calendar',
  'frenoy/individualResults.php',
  'league/list.php',
  'league/information.php',
]);
const STORE = 'clubhuis-answers';

interface Kept {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

const available = () => typeof caches !== 'undefined';
/** One entry per cache key, named by the key itself (Cache Storage wants a URL). */
const entryUrl = (key: QueryKey) => new URL(`answers/${encodeURIComponent(JSON.stringify(key))}`, document.baseURI).href;

/** Answers waiting to be written, by cache entry. */
const pending = new Map<string, Kept>();
let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> = Promise.resolve();
/** Written this long after the last kept answer arrived: a screen's answers come together, once. */
const QUIET_MS = 2000;

/**
 * Keeps every successful answer of the kept paths. They are written once the answers stop coming
 * (QUIET_MS), not as each arrives: Cache Storage's first use in a page costs a slow phone ~60 ms of
 * main thread, which then fell in the middle of the first screen's rendering (issue 16). A page that
 * is hidden, closed or goes offline writes at once.
 */
export function keepAnswers(client: QueryClient): void {
  if (!available()) return;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (!KEPT.has(queryKey[0] as Path)) return;
    pending.set(entryUrl(queryKey), { key: queryKey, data: state.data, updatedAt: state.dataUpdatedAt });
    clearTimeout(timer);
    timer = setTimeout(writePending, QUIET_MS);
  });
  const now = () => void writePending();
  addEventListener('pagehide', now);
  addEventListener('offline', now);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && now());
}

function writePending(): Promise<void> {
  clearTimeout(timer);
  const entries = [...pending];
  pending.clear();
  if (entries.length === 0) return writing;
  writing = writing.then(async () => {
    try {
      const store = await caches.open(STORE);
      // One answer per task: no long task for a screen with many kept answers.
      for (const [url, kept] of entries) await store.put(url, new Response(JSON.stringify(kept)));
    } catch {
      // full or refused storage: the app just has less offline
    }
  });
  return writing;
}

/**
 * Without a network at start: the kept answers go into the query cache (with their own age, so
 * they are reloaded once the network is back), and queries wait for the network instead of failing.
 */
export async function restoreAnswersWhenOffline(client: QueryClient): Promise<void> {
  onlineManager.setOnline(navigator.onLine);
  if (navigator.onLine || !available()) return;
  try {
    const store = await caches.open(STORE);
    for (const request of await store.keys()) {
      const kept = (await (await store.match(request))?.json()) as Kept | undefined;
      if (kept) client.setQueryData(kept.key, kept.data, { updatedAt: kept.updatedAt });
    }
  } catch {
    // nothing kept, or storage refused: the app starts as it would online
  }
}

/** Drops the kept answers that belong to a user (all but the tokenless ones, the config). */
export async function forgetUserAnswers(): Promise<void> {
  if (!available()) return;
  // Not yet written: dropped; being written: finished first, then deleted with the rest.
  for (const [url, kept] of pending) if (!callTraits(String(kept.key[0])).tokenless) pending.delete(url);
  await writing;
  try {
    const store = await caches.open(STORE);
    for (const request of await store.keys()) {
      const kept = (await (await store.match(request))?.json()) as Kept | undefined;
      if (!kept || !callTraits(String(kept.key[0])).tokenless) await store.delete(request);
    }
  } catch {
    // storage refused: nothing was kept either
  }
}
