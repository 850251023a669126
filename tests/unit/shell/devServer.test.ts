// @vitest-environment node
/**
 * `npm start`'s dependency pre-bundling (issue 25, goal 4): Vite's scan must start from the app's one entry. Left to
 * find entries itself it reads every .html in the tree, fails on the generated API reference pages, skips
 * pre-bundling, and the dev server then reloads the page each time a screen first imports a dependency.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../../../vite.config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the dev server', () => {
  it('scans dependencies from index.html only, though other .html files sit in the tree', () => {
    const config = (viteConfig as (env: { command: 'serve'; mode: string }) => UserConfig)({ command: 'serve', mode: 'development' });
    expect(config.optimizeDeps?.entries).toEqual(['index.html']);
    expect(readdirSync(path.join(ROOT, 'docs', 'api-reference')).some((file) => file.endsWith('.html'))).toBe(true);
  });
});
