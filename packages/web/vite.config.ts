import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
      const built = readdirSync(join(dir, 'assets')).map((file) => `assets/${file}`);
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

// base './': the built app works from any folder the server mounts it on (settings.json sits beside it).
export default defineConfig({
  plugins: [react(), serviceWorker(), inlineShellCss()],
  base: './',
  // The manifest lets scripts/firstScreenSize.mjs follow which files the first screen loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Everything the entry imports statically goes in one chunk with it: those modules load at every
    // start anyway, and as 8 separate files they cost a phone 8 requests (and 4 kB more gzip).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
