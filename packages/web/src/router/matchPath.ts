export type RouteParams = Record<string, string>;

/**
 * Matches a path such as '/results/12' against a pattern such as '/results/:memberId'.
 * Returns the decoded params, or null when the path does not fit. A trailing slash is ignored.
 */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    const h = have[i];
    if (w.startsWith(':')) {
      const value = safeDecode(h);
      if (value === null || value === '') return null;
      params[w.slice(1)] = value;
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed %-escape is simply no match
  }
}
