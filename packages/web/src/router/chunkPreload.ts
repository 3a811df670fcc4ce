/**
 * Vite's preload helper, replaced by this one (vite.config.ts, batchedPreload): every lazy import()
 * of the build goes through it. A chunk's JS files are asked for with <link rel=modulepreload>, so
 * they download beside the chunk instead of one import level after another. A lazy chunk has no
 * stylesheets to wait for: its CSS is inside its JS (vite.config.ts, lazyCssInJs; the build fails
 * when a CSS file other than the shell's is left).
 *
 * Vite's own helper appends all of a screen's links in one go (/teams: 33). Starting a request costs a
 * slow phone's main thread ~1 ms, so that was one long task of its own, twice per first screen (issue
 * 30). Here the links go in batches of BATCH, each in a task of its own; the chunk's import() starts
 * at once, and the batches are done long before its file has arrived.
 */
const BATCH = 6;

/** JS files asked for once per page: a second import of the same screen asks nothing again. */
const asked = new Set<string>();
const waiting: string[] = [];

function appendBatch(): void {
  for (const href of waiting.splice(0, BATCH)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  if (waiting.length > 0) setTimeout(appendBatch);
}

function preloadScript(href: string): void {
  if (asked.has(href)) return;
  asked.add(href);
  if (waiting.push(href) === 1) setTimeout(appendBatch);
}

/**
 * Vite's call: `load` is the chunk's import(), `deps` its files relative to `importerUrl` (the calling
 * chunk's address; the build's base is './').
 * @public (called by the code Vite writes around each import(), not by ours)
 */
export function __vitePreload<T>(load: () => Promise<T>, deps: readonly string[] | undefined, importerUrl: string): Promise<T> {
  for (const dep of deps ?? []) preloadScript(new URL(dep, importerUrl).href);
  return load();
}
