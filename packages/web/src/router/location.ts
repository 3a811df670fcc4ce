/** The hash location: '#/results/12?x' is the path '/results/12' (a query part is ignored). */
export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  const path = hash.split('?')[0];
  return path.startsWith('/') ? path : `/${path}`;
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The href of an in-app link: plain '#/path' so links work without JavaScript handlers. */
export function hrefOf(to: string): string {
  return `#${to}`;
}

/** Goes to a route; replace keeps redirects (guards, login) out of the back-button history. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (currentPath() === to) return;
  if (options.replace) window.location.replace(hrefOf(to));
  else window.location.hash = to;
}
