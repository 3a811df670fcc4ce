import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

/**
 * Writes sw.js (pwa/sw.js with its file list) beside index.html. It keeps every file of the build, as
 * Workbox's precache does by default: any screen then opens offline, also one never opened online
 * (~0.5 MB gzip, fetched in the background once per build).
 */
function serviceWorker(): Plugin {
  return {
    name: 'clubhuis-service-worker',
    apply: 'build',
    // After writing: Vite drops the JS files of CSS-only chunks late, so the folder is the truth.
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      // Not the compressed copies (precompressed below): the browser asks for a file, never for those.
      const built = readdirSync(join(dir, 'assets'))
        .filter((file) => !/\.(br|gz)$/.test(file))
        .map((file) => `assets/${file}`);
      const files = ['./', 'settings.json', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'favicon.svg', ...built.sort()];
      const version = createHash('sha256').update(built.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./pwa/sw.js', import.meta.url), 'utf8')
        .replace('__VERSION__', JSON.stringify(version))
        .replace('__SHELL__', JSON.stringify(files));
      writeFileSync(join(dir, 'sw.js'), source);
    },
  };
}

/**
 * Puts the shell's CSS into index.html as a <style>: with a stylesheet to wait for, the browser paints
 * nothing (not even 'Clubhuis wordt geladen…') until that file arrives, one round trip after the page;
 * inline, the first paint comes with the page itself (issue 16). The CSP allows inline styles
 * (Mantine's own variables are one). Lazy screens keep their CSS files.
 */
function inlineShellCss(): Plugin {
  return {
    name: 'clubhuis-inline-shell-css',
    apply: 'build',
    // A lazy chunk lists the shell's CSS file among the files to load before it runs (it imports the
    // shell chunk). Vite's preload helper looks for that file among the <link>s, does not find the
    // inlined copy, and appends it after the lazy screens' stylesheets, where its rules (UnstyledButton's
    // padding: 0, border: 0) win over theirs at equal specificity: tab bars lost their look at the
    // first tap that loaded a chunk (issue 28). The shell's CSS is always there already, so it is taken
    // out of every chunk's list (after Vite wrote the lists: order 'post'); so is the shell's own JS
    // file, which index.html loads (each asked file costs a phone's main thread, issue 30).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const shellFiles = new Set(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' && file.isEntry ? [file.fileName, ...file.viteMetadata!.importedCss] : [],
          ),
        );
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withoutPreloadOf(shellFiles, file.fileName, file.code);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file];
          if (!asset || asset.type !== 'asset') return link;
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}

// A lazy stylesheet's module id: the stylesheet's own id between these (ending in .js, so that Vite's
// CSS plugin leaves the module alone).
const STYLE_PREFIX = '\0clubhuis-style:';
const STYLE_SUFFIX = '.js';
// The modules whose stylesheets make the shell's CSS (inlined into index.html by inlineShellCss).
const SHELL_CSS_IMPORTERS = ['./src/main.tsx', './src/app/Shell.tsx'];

/**
 * A lazy chunk's CSS travels inside its JS: every stylesheet imported outside the shell becomes a module
 * that adds the minified CSS as a <style> when it runs, before the components that use it render. As
 * files, /teams' eight small stylesheets (0.2-0.9 kB gzip each) were eight of the ~45 requests before its
 * first card; on HTTP/1.1 a phone asks six files at a time, a round trip per six (issue 30). The <style>s
 * are appended after the shell's, in the order the modules run, as the <link>s were before. A stylesheet
 * the shell imports stays the shell's: a second copy, added later, would win over lazy rules (issue 28).
 */
function lazyCssInJs(): Plugin {
  const shellSheets = new Set<string>();
  return {
    name: 'clubhuis-lazy-css-in-js',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      for (const importer of SHELL_CSS_IMPORTERS) {
        const file = fileURLToPath(new URL(importer, import.meta.url));
        for (const [, sheet] of readFileSync(file, 'utf8').matchAll(/^import ['"]([^'"]+\.css)['"];?$/gm)) {
          const resolved = await this.resolve(sheet!, file);
          if (resolved) shellSheets.add(resolved.id);
        }
      }
    },
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || resolved.external || shellSheets.has(resolved.id)) return null;
      return STYLE_PREFIX + resolved.id + STYLE_SUFFIX;
    },
    // A Vite that resolved stylesheets before this plugin would quietly bring the files back: the build
    // says so instead (the shell's own CSS is the one file left).
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (sheets.length > 1) this.error(`lazyCssInJs: ${sheets.length} CSS files, the shell's only expected`);
    },
    load(id) {
      if (!id.startsWith(STYLE_PREFIX)) return null;
      const sheet = JSON.stringify(`${id.slice(STYLE_PREFIX.length, -STYLE_SUFFIX.length)}?inline`);
      return `import css from ${sheet};\nconst style = document.createElement('style');\nstyle.textContent = css;\ndocument.head.appendChild(style);\n`;
    },
  };
}

// The module id under which Vite serves its own preload helper.
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Every lazy import() goes through src/router/chunkPreload.ts instead of Vite's preload helper: the same
 * call, with a screen's JS files asked for in small batches, each in a task of its own (issue 30).
 */
function batchedPreload(): Plugin {
  const helper = fileURLToPath(new URL('./src/router/chunkPreload.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'clubhuis-batched-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== HELPER_ID) return;
      replaced = true;
      return `export { __vitePreload } from ${JSON.stringify(helper)};`;
    },
    // A Vite that names its helper otherwise would quietly bring its own back: the build says so instead.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const preloads = Object.values(bundle).some((file) => file.type === 'chunk' && file.code.includes('__vite__mapDeps'));
        if (preloads && !replaced) this.error("Vite's preload helper was not replaced by src/router/chunkPreload.ts");
      },
    },
  };
}

const MAP_DEPS = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/;

/**
 * Removes the given files from a chunk's preload list (Vite's `__vite__mapDeps` prelude: one array of
 * paths relative to the chunk, and `__vite__mapDeps([i, …])` at each dynamic import, by index).
 */
function withoutPreloadOf(files: ReadonlySet<string>, chunkFile: string, code: string): string {
  const prelude = MAP_DEPS.exec(code);
  if (!prelude) return code;
  const deps = JSON.parse(prelude[1]!) as string[];
  const kept = deps.filter((dep) => !files.has(posix.join(posix.dirname(chunkFile), dep)));
  if (kept.length === deps.length) return code;
  const newIndex = deps.map((dep) => kept.indexOf(dep));
  return code
    .replace(prelude[1]!, JSON.stringify(kept))
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, list: string) => {
      const indexes = list === '' ? [] : list.split(',').map((i) => newIndex[Number(i)]!);
      return `__vite__mapDeps([${indexes.filter((i) => i >= 0).join(',')}])`;
    });
}

/**
 * The tab's icon inside index.html (a data: URL of public/favicon.svg): asked for as a file, it took
 * one of a phone's six HTTP/1.1 connections and a share of the bandwidth while the shell's code
 * loaded (Lighthouse, /teams, issue 30). A club's own favicon replaces it at start (config/branding.ts).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'clubhuis-inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      return html.replace('<link rel="icon" href="favicon.svg" />', `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" />`);
    },
  };
}

/** The compressed copies of the build's files, once everything is written (sw.js too). */
function precompressed(): Plugin {
  let dir = 'dist';
  return {
    name: 'clubhuis-precompressed',
    apply: 'build',
    writeBundle(options) {
      dir = options.dir ?? dir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: async () => void (await precompress(dir)),
    },
  };
}

/** The list skeleton, the date helpers with their clock and the error dialog's hook: on ~30 screens each. */
const KERNEL_PARTS = /\/(web\/src\/ui\/(ListSkeleton|dates)|web\/src\/errors\/useErrorDialogFor|contract\/src\/rules\/clock)\.tsx?$/;
/** Mantine's Button with its Transition and their two hooks: four files on the same 32 screens. */
const MANTINE_BUTTON = /node_modules\/@mantine\/(core\/esm\/components\/(Button|Transition)\/|hooks\/esm\/use-(did-update|reduced-motion)\/)/;

// base './': the built app works from any folder the server mounts it on (settings.json sits beside it).
export default defineConfig({
  plugins: [react(), serviceWorker(), inlineShellCss(), batchedPreload(), lazyCssInJs(), inlineFavicon(), precompressed()],
  base: './',
  // The manifest lets scripts/firstScreenSize.mjs follow which files the first screen loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Everything the entry imports statically goes in one chunk with it: those modules load at every
    // start anyway, and as 8 separate files they cost a phone 8 requests (and 4 kB more gzip).
    // Chunks are named by their hash only: the shell lists every lazy chunk's file (the preload map of
    // the route table), and names such as 'use-resolved-styles-api-' cost the first screen ~1 kB gzip.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // Small parts most screens load, which rolldown split into a file each: on HTTP/1.1 a phone
            // fetches six files at a time, so each group is a round trip's share less (issue 30: /teams
            // 25 → 19 files). Chosen so that no screen passes its budget (scripts/firstScreenSize.mjs).
            { name: 'kernel', test: KERNEL_PARTS },
            { name: 'button', test: MANTINE_BUTTON },
          ],
        },
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
