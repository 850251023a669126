/**
 * `npm run screenshots`: the key screens at 1440 and 390 px into docs/screenshots/, with the browser journeys'
 * servers and helpers (the same global setup: production build, nginx or vite preview, sandbox reset before the file).
 */
import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

export default defineConfig({
  test: { ...e2e.test, name: 'screenshots', include: ['tests/e2e/screenshots/*.shots.ts'] },
});
