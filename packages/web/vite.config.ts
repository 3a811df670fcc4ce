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

// base './': the built app works from any folder the server mounts it on (settings.json sits beside it).
export default defineConfig({
  plugins: [react(), serviceWorker()],
  base: './',
  // The manifest lets scripts/firstScreenSize.mjs follow which files the first screen loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
