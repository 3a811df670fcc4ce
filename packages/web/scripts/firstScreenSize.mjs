// Gzip size of what each screen loads: the entry chunk with everything it imports statically, plus
// the screen's lazy chunk with its imports, and all their CSS. Budgets (issue 16): the first screen
// (login, home) 120 kB, every other route 150 kB. Prints numbers; budget overruns are marked.
// Run after `vite build`: node packages/web/scripts/firstScreenSize.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const FIRST_SCREEN_KB = 120;
const ROUTE_KB = 150;

/** The files a chunk brings along: itself, its CSS and its static imports, recursively. */
function filesOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
}

const sizes = new Map();
const kb = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length / 1000); // kB, as vite prints them
  return sizes.get(file);
};
const total = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + kb(f), 0);

const entry = filesOf('index.html');
const screens = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /(Page|Screen)\.tsx$/.test(key))
  .map((key) => {
    const files = filesOf(key, new Set(entry));
    const name = key.replace(/^.*\/features\//, '').replace(/\.tsx$/, '');
    const first = /home\/HomePage|session\/LoginPage/.test(key);
    return { name, js: total(files, '.js'), css: total(files, '.css'), files: files.size, budget: first ? FIRST_SCREEN_KB : ROUTE_KB };
  })
  .sort((a, b) => b.js + b.css - (a.js + a.css));

console.log(`entry (shell) gzip: JS ${total(entry, '.js').toFixed(1)} kB + CSS ${total(entry, '.css').toFixed(1)} kB in ${entry.size} files\n`);
// Files: each is a request; on a slow phone network every round of requests costs a round trip.
console.log('| screen | JS kB | CSS kB | total kB | budget kB | files |\n| --- | ---: | ---: | ---: | ---: | ---: |');
for (const s of screens) {
  const sum = s.js + s.css;
  console.log(`| ${s.name} | ${s.js.toFixed(1)} | ${s.css.toFixed(1)} | ${sum.toFixed(1)} | ${s.budget}${sum > s.budget ? ' (over)' : ''} | ${s.files} |`);
}
