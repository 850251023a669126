// @vitest-environment node
/**
 * The files the built page names for public/shell.js to ask for at a signed-in address: what the entry's import of the
 * portal would load after the entry had run, and nothing the entry loads already.
 */
import { describe, expect, it } from 'vitest';
import { entryAfterPaint, hashedShellScript, portalFiles } from '../../../scripts/appShell';

const chunk = (fileName: string, imports: string[], more: { isEntry?: boolean; moduleIds?: string[]; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: more.isEntry ?? false,
  moduleIds: more.moduleIds ?? [],
  viteMetadata: { importedCss: new Set(more.css ?? []) },
});

describe('portalFiles', () => {
  it("names the portal's chunk, the chunks it imports that the entry does not, and their stylesheets", () => {
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', ['assets/shared-b.js'], {
        isEntry: true,
        moduleIds: ['/repo/index.html', '/repo/src/main.tsx'],
      }),
      'assets/shared-b.js': chunk('assets/shared-b.js', []),
      'assets/PortalApp-c.js': chunk('assets/PortalApp-c.js', ['assets/shared-b.js', 'assets/roles-d.js'], {
        moduleIds: ['/repo/src/portal/PorticoLayout.tsx', '/repo/src/portal/PortalApp.tsx'],
        css: ['assets/PortalApp-e.css'],
      }),
      'assets/roles-d.js': chunk('assets/roles-d.js', ['assets/shared-b.js', 'assets/names-f.js']),
      'assets/names-f.js': chunk('assets/names-f.js', [], { css: ['assets/names-g.css'] }),
      'assets/AuthApp-h.js': chunk('assets/AuthApp-h.js', ['assets/shared-b.js'], { moduleIds: ['/repo/src/auth/AuthApp.tsx'] }),
      'assets/PortalApp-e.css': { type: 'asset' as const, fileName: 'assets/PortalApp-e.css' },
    };
    expect(portalFiles(bundle)).toEqual([
      '/assets/PortalApp-c.js',
      '/assets/roles-d.js',
      '/assets/names-f.js',
      '/assets/PortalApp-e.css',
      '/assets/names-g.css',
    ]);
  });

  it('names nothing when the bundle has no portal', () => {
    expect(portalFiles({ 'assets/index-a.js': chunk('assets/index-a.js', [], { isEntry: true }) })).toEqual([]);
  });
});

describe('entryAfterPaint', () => {
  const script = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;

  it("turns the build's entry script into a link that fetches it, for public/shell.js to run after the first paint", () => {
    const html = `<head><script src="/shell.js"></script>\n${script('/assets/index-CFMBsuJU.js')}\n</head>`;
    expect(entryAfterPaint(html)).toBe(
      '<head><script src="/shell.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/index-CFMBsuJU.js" data-portico-entry>\n</head>',
    );
  });

  it('fails the build unless there is exactly one entry script', () => {
    expect(() => entryAfterPaint('<head></head>')).toThrow(/found 0/);
    expect(() => entryAfterPaint(script('/assets/a.js') + script('/assets/b.js'))).toThrow(/found 2/);
  });
});

describe('hashedShellScript', () => {
  it('points the built page at the hashed copy of public/shell.js, which is cached for good like the bundles', () => {
    const html = '<head><script src="/config.js"></script>\n<script src="/shell.js"></script></head>';
    expect(hashedShellScript(html, 'assets/shell-Bq3x_9aZ.js')).toBe(
      '<head><script src="/config.js"></script>\n<script src="/assets/shell-Bq3x_9aZ.js"></script></head>',
    );
  });

  it('fails the build without exactly one shell script, or without its hashed copy', () => {
    expect(() => hashedShellScript('<head></head>', 'assets/shell-a.js')).toThrow(/shell\.js/);
    expect(() => hashedShellScript('<script src="/shell.js"></script><script src="/shell.js"></script>', 'assets/shell-a.js')).toThrow();
    expect(() => hashedShellScript('<script src="/shell.js"></script>', undefined)).toThrow();
  });
});
