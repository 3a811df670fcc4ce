// npm start: builds the web app only when a source is newer than the build (or there is none), so a
// restart serves at once. Sources: the web package's src, public files, build plugins, index.html,
// config and package.json, and the contract (the web imports its types and rules).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** True when there is no build, or any source changed after it. */
export function isStale(sourceTimes, builtTime) {
  return builtTime === null || sourceTimes.some((t) => t > builtTime);
}

function times(path) {
  if (!existsSync(path)) return [];
  const stat = statSync(path);
  if (!stat.isDirectory()) return [stat.mtimeMs];
  return readdirSync(path).flatMap((name) => (name === 'node_modules' || name === 'dist' ? [] : times(join(path, name))));
}

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'packages/web');
if (process.argv[1] === import.meta.filename) {
  const built = join(web, 'dist/index.html');
  const sources = [join(web, 'src'), join(web, 'public'), join(web, 'build'), join(web, 'index.html'), join(web, 'vite.config.ts'), join(web, 'package.json'), join(root, 'packages/contract/src')].flatMap(times);
  if (isStale(sources, existsSync(built) ? statSync(built).mtimeMs : null)) {
    const run = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
    process.exit(run.status ?? 1);
  }
  console.log('De webapp is al gebouwd en niet gewijzigd: geen nieuwe build.');
}
