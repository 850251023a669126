/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Logos uploaded to the sandbox are relative paths under /__sandbox/files (the portal shows only relative or https
// logos): the dev and preview servers hand those to the sandbox. Nothing of this reaches the production bundle.
const sandboxFiles = { '/__sandbox/files': `http://localhost:${process.env.SANDBOX_PORT ?? 4010}` };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, open: false, proxy: sandboxFiles },
  preview: { port: 5173, strictPort: true, proxy: sandboxFiles },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The admin chunk is large by nature; the bench script watches sizes instead.
    chunkSizeWarningLimit: 1500,
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // react-admin screens driven by userEvent are slow in jsdom on a 2-core runner; a wall-clock limit is not
    // what these tests are about.
    testTimeout: 60000,
    pool: 'threads',
  },
});
