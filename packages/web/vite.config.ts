import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// base './': the built app works from any folder the server mounts it on (settings.json sits beside it).
export default defineConfig({
  plugins: [react()],
  base: './',
  // The manifest lets scripts/firstScreenSize.mjs follow which files the first screen loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
