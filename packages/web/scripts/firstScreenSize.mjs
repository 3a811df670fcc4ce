// Gzip size of the first screen: the entry chunk with everything it imports statically, plus the
// home page's lazy chunk and its imports, and all their CSS (budget: 150 kB, see the web brief).
// Run after `vite build`: node packages/web/scripts/firstScreenSize.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 150;

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect(Object.keys(manifest).find((key) => key.endsWith('features/home/HomePage.tsx')));

const kb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000; // kB, as vite prints them
const rows = [...files].map((file) => ({ file, kb: kb(file) }));
const sum = (ext) => rows.filter((r) => r.file.endsWith(ext)).reduce((total, r) => total + r.kb, 0);
for (const r of rows) console.log(`${r.kb.toFixed(2).padStart(8)} kB  ${r.file}`);
const js = sum('.js');
const css = sum('.css');
console.log(`first screen gzip: JS ${js.toFixed(1)} kB + CSS ${css.toFixed(1)} kB = ${(js + css).toFixed(1)} kB (budget ${BUDGET_KB} kB)`);
