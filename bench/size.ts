import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of what the first screen loads: index.html's entry script, its modulepreloads and stylesheets. */
export function firstScreenSize(dist: string): { js: number; css: number; files: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const file of refs) {
    const size = gzipSync(readFileSync(join(dist, file))).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: refs };
}
