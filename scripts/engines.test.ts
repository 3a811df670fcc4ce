// The README promises Node 20: every installed package must accept the oldest Node the root's engines allow,
// or npm warns EBADENGINE and the package may use APIs Node 20 lacks (issue 14 item 19: cookie 2 wants Node 22).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', file), 'utf8'));

test('every package in the lock file accepts the oldest Node version the project supports', () => {
  const oldest = semver.minVersion(read('package.json').engines.node)!.version;
  const packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> = read('package-lock.json').packages;
  const refusing = Object.entries(packages)
    .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
    .filter(([, p]) => !semver.satisfies(oldest, (p.engines as { node: string }).node))
    .map(([path, p]) => `${path}@${p.version} (node ${(p.engines as { node: string }).node})`);
  expect(refusing).toEqual([]);
});
