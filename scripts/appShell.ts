/**
 * index.html's shell speaks the catalogue's words: `{{portico.some.key}}` placeholders are replaced, when the dev
 * server serves the page and when the build writes it, by the English catalogue's text (HTML-escaped). A key the
 * catalogue lacks fails loudly rather than showing its name to users.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { porticoMessages } from '../providers/i18n/en';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function fillShell(html: string): string {
  return html.replace(PLACEHOLDER, (_, key: string) => {
    // The catalogue itself, not providers/i18n/translate.ts, whose module reads import.meta.env (absent here).
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], porticoMessages);
    if (typeof text !== 'string') throw new Error(`index.html's shell names ${key}, which the catalogue does not have`);
    return escapeHtml(text);
  });
}

export const appShell = (): Plugin => ({
  name: 'portico-app-shell',
  transformIndexHtml: { order: 'pre', handler: fillShell },
});

/** The files the portal's code needs before it runs: its chunk, the chunks it imports and their styles. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  /** The modules the chunk holds: the portal's is one of several in its chunk (Rollup merges what it imports alone). */
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, BuiltChunk | { type: 'asset'; fileName: string }>;

const PORTAL_MODULE = '/src/portal/PortalApp.tsx';

/**
 * What the entry loads only once it has run (src/main.tsx's lazy PortalApp): the portal's chunk, the chunks it imports
 * that the entry does not already, and their stylesheets, as the site's paths. Empty when the bundle has no portal.
 */
export function portalFiles(bundle: Bundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is BuiltChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const withImports = (start: BuiltChunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((name) => visit(chunks.get(name)));
    };
    start.forEach(visit);
    return seen;
  };
  const portal = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(PORTAL_MODULE)));
  if (!portal) return [];
  const loaded = withImports([...chunks.values()].filter((chunk) => chunk.isEntry));
  const scripts = [...withImports([portal])].filter((name) => !loaded.has(name));
  const styles = scripts.flatMap((name) => [...(chunks.get(name)!.viteMetadata?.importedCss ?? [])]);
  return [...scripts, ...new Set(styles)].map((name) => `/${name}`);
}

/**
 * The built page names those files for public/shell.js, which asks for them at once at a signed-in address: the
 * portal's code then downloads beside the entry instead of after it has run. The sign-in pages never load them.
 */
export const portalPreload = (): Plugin => ({
  name: 'portico-portal-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => {
      const files = bundle ? portalFiles(bundle as unknown as Bundle) : [];
      if (files.length === 0) throw new Error('The build has no portal chunk for the shell to preload (src/portal/PortalApp.tsx)');
      return [{ tag: 'meta', attrs: { name: 'portico-portal-files', content: files.join(' ') }, injectTo: 'head-prepend' }];
    },
  },
});

/** The module script Vite writes into the built page for the entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;

/**
 * The built page fetches the entry at once but does not run it: a `modulepreload` link that public/shell.js turns into
 * the script after the first paint. On a fast network the entry arrived before the first paint and the browser ran it
 * first, so the shell, whose point is to be drawn before any script, waited for it (Lighthouse's observed first paint
 * came right after the entry's evaluation).
 */
export function entryAfterPaint(html: string): string {
  const found = [...html.matchAll(ENTRY_SCRIPT)];
  if (found.length !== 1) throw new Error(`index.html: expected one entry script from the build, found ${found.length}`);
  return html.replace(ENTRY_SCRIPT, (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-portico-entry>`);
}

export const runEntryAfterPaint = (): Plugin => ({
  name: 'portico-entry-after-paint',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: entryAfterPaint },
});

/** index.html's script tag for public/shell.js. */
const SHELL_SCRIPT = '<script src="/shell.js"></script>';

/**
 * public/shell.js holds up the first paint (it picks the frame before anything is drawn), and under its plain name every
 * page load asked the server again whether it had changed: a round trip before the first paint, each time. The build
 * writes it under a hashed name in /assets/, cached for good like the bundles, and points the page at that; the dev
 * server serves /shell.js as it is. The unhashed copy Vite copies from public/ is removed: nothing names it.
 */
export function hashedShellScript(html: string, fileName: string | undefined): string {
  if (!fileName || html.split(SHELL_SCRIPT).length !== 2)
    throw new Error(`index.html: expected one ${SHELL_SCRIPT} and a hashed copy of it`);
  return html.replace(SHELL_SCRIPT, `<script src="/${fileName}"></script>`);
}

export const hashShellScript = (): Plugin => {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'portico-hashed-shell-script',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      this.emitFile({ type: 'asset', name: 'shell.js', source: readFileSync(path.join(publicDir, 'shell.js'), 'utf8') });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const shell = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes('shell.js'));
        return hashedShellScript(html, shell?.fileName);
      },
    },
    closeBundle() {
      rmSync(path.join(outDir, 'shell.js'), { force: true });
    },
  };
};
