import type { Page } from 'playwright-core';

/**
 * A raw call from the page with its own token: what the server answers whatever the screen offers.
 * `T` is what the test reads of the answer (a browser test does not check it against the contract).
 */
export async function callFromPage<T = unknown>(page: Page, path: string, body: object = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([p, b]) => {
      const token = JSON.parse(localStorage.getItem('clubhuis.session')!).user.token as string;
      const res = await fetch(`api/${p}`, { method: 'POST', body: JSON.stringify({ jwt: token, ...b }) });
      return { status: res.status, body: await res.json() };
    },
    [path, body] as const,
  );
}
