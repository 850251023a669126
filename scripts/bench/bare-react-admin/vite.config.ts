import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Built by scripts/bench-bundle.ts into test-results/bench/bare-react-admin, with the same Vite and React plugin: the
 * size baseline (index.html) and the timing benchmarks' screens (screens.html), two pages of one build.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '../../../test-results/bench/bare-react-admin'),
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: { index: path.join(import.meta.dirname, 'index.html'), screens: path.join(import.meta.dirname, 'screens.html') },
    },
  },
});
