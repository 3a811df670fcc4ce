/**
 * Runs `run` when the browser is idle, at the latest after `timeoutMs`; Safari before 18 has no
 * requestIdleCallback, there it runs after 200 ms. Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
