/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, open: false },
  preview: { port: 5173, strictPort: true },
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
