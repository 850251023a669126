/**
 * index.html's shell (docs/performance.md, "Sign-in's first paint"): its login frame must be the sign-in page's own
 * elements and words, or React's first drawing would move or change what the user already sees; its other frame
 * the loading spinner React draws first elsewhere; and public/shell.js must pick the login frame on the login page only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { fillShell } from '../../../scripts/appShell';
import { clearBrandingCache, defaultBranding, fetchBranding, knownBranding, safeLogoUrl } from '../../../src/shared/branding';
import { AppLoading, FrameLoading, rememberFrameColour } from '../../../src/shared/AppLoading';
import { FRAME_COLOUR_KEY } from '../../../providers/browserStorage';
import { AUTH_COOKIE, HOST_AUTH_COOKIE } from '../../../providers/session/authState';
import { renderAuth } from '../auth/render';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const shellPage = () => new DOMParser().parseFromString(fillShell(readFileSync(path.join(ROOT, 'index.html'), 'utf8')), 'text/html');
const shellRoot = () => shellPage().getElementById('root')!;
/** The page's head without its scripts and stylesheets (jsdom would fetch them). */
const shellHead = () => {
  const head = shellPage().head;
  head.querySelectorAll('script, link').forEach((element) => element.remove());
  return head;
};
const session = `${AUTH_COOKIE}=%7B%22accessToken%22%7D`;

/** Each element's tag and classes, in document order: the header's contents (the tenant's logo and name) aside. */
const frame = (element: Element): string[] => {
  if (element.classList.contains('auth-skip')) return [];
  const classes = [...element.classList].filter((name) => !name.startsWith('shell-')).sort();
  const own = [[element.tagName.toLowerCase(), ...classes].join('.')];
  if (element.classList.contains('auth-header')) return own;
  return [...own, ...[...element.children].flatMap(frame)];
};
/** The words in document order, each text node trimmed: where spaces fall between elements is the markup's business. */
const words = (element: Element): string[] => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.auth-header, .auth-skip').forEach((part) => part.remove());
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.replace(/\s+/g, ' ').trim();
    if (text) found.push(text);
  }
  return found;
};

describe("index.html's shell", () => {
  it("draws the sign-in page's frame: the same elements, classes and words as the page that replaces it", async () => {
    const shell = shellRoot().querySelector('.shell-login')!;
    renderAuth('/auth/login');
    await screen.findByRole('heading', { name: 'Log in' });
    const page = document.querySelector('.auth-page')!;
    expect(frame(shell)).toEqual(frame(page));
    expect(words(shell)).toEqual(words(page));
    expect(words(shell)).toContain('Log in');
  });

  it("shows no brand before the tenant's: the header keeps the logo's height, empty", () => {
    const header = shellRoot().querySelector('.shell-login .auth-header')!;
    expect(header.textContent!.trim()).toBe('');
    expect(header.querySelector('img')).toBeNull();
  });

  it('is a picture, not a second page: hidden from assistive technology and inert', () => {
    const shell = shellRoot().querySelector('.shell-login')!;
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.hasAttribute('inert')).toBe(true);
  });

  it.each([
    ['.shell-app', 'the loading spinner', AppLoading],
    ['.shell-frame', "the portal's frame in outline", FrameLoading],
  ])('%s is %s, as React draws it first', (selector, _, Loading) => {
    const shell = shellRoot().querySelector(selector)!;
    const { container } = render(<Loading />);
    shell.classList.remove(selector.slice(1));
    expect(shell.outerHTML.replace(/>\s+</g, '><')).toBe(container.innerHTML);
  });

  it("the portal's frame in outline says it is loading, inside the page's main landmark", () => {
    render(<FrameLoading />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('progressbar', { name: 'Loading Portico…' }));
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('progressbar'));
  });

  it('fails the build on a word the catalogue lacks', () => {
    expect(fillShell('<h1>{{portico.auth.login.title}}</h1>')).toBe('<h1>Log in</h1>');
    expect(() => fillShell('<h1>{{portico.auth.nowhere}}</h1>')).toThrow(/portico\.auth\.nowhere/);
  });

  describe("public/shell.js and the tenant's branding", () => {
    const ORIGIN = 'https://portal.example';
    const CONFIG = { portalApiUrl: 'https://api.example/portal/' };
    afterEach(() => {
      delete window.__porticoShellBranding;
      clearBrandingCache();
      document.body.innerHTML = '';
      document.head.innerHTML = '';
      document.documentElement.removeAttribute('data-shell');
      document.documentElement.removeAttribute('data-shell-page');
      window.history.replaceState({}, '', '/');
    });

    /** Runs the shipped file over the built page, at `pathname` on `hostname` with `cookie`, the branding answering `json`. */
    const runShell = (
      pathname: string,
      json: object,
      {
        answer = () => Promise.resolve(new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } })),
        cookie = '',
        hostname = 'portal.example',
      }: { answer?: (init: RequestInit) => Promise<Response>; cookie?: string; hostname?: string } = {},
    ) => {
      document.body.innerHTML = '';
      document.head.innerHTML = shellHead().innerHTML;
      document.body.append(shellRoot());
      const created: HTMLElement[] = [];
      const fetch = vi.fn((_url: string, init: RequestInit) => answer(init));
      const fakeWindow = {
        location: { pathname, hostname, origin: ORIGIN },
        __PORTICO_CONFIG__: CONFIG,
        AbortController,
        setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
        fetch,
        document: {
          cookie,
          documentElement: document.documentElement,
          querySelector: (selector: string) => document.querySelector(selector),
          createElement: (tag: string) => {
            const element = document.createElement(tag);
            created.push(element);
            return element;
          },
        },
        set __porticoShellBranding(value: Window['__porticoShellBranding']) {
          window.__porticoShellBranding = value;
        },
      };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the shipped file itself against a given address
      new Function('window', readFileSync(path.join(ROOT, 'public', 'shell.js'), 'utf8'))(fakeWindow);
      return { fetch, created };
    };

    it("asks for the tenant's branding once, and draws its logo and name when the logo has loaded", async () => {
      const { fetch, created } = runShell('/auth/login', { name: 'Harbour Trustees', logoUrl: '/brand/harbour.svg' });
      expect(fetch).toHaveBeenCalledWith('https://api.example/portal/api/v1/tenants/branding?domain=portal.example', expect.anything());
      await vi.waitFor(() => expect(created[0]?.getAttribute('src')).toBe('/brand/harbour.svg'));
      const header = document.querySelector('.shell-login .auth-header')!;
      expect(header.textContent!.trim()).toBe('');
      created[0]!.dispatchEvent(new Event('load'));
      expect(header.querySelector('img')).toHaveAttribute('alt', 'Harbour Trustees logo');
      expect(header.querySelector('.auth-brand')).toHaveTextContent('Harbour Trustees');
      // The app takes that answer rather than asking again, and its first drawing starts with it.
      const branding = await fetchBranding('portal.example');
      expect(branding).toMatchObject({ name: 'Harbour Trustees', logoUrl: '/brand/harbour.svg' });
      expect(knownBranding('portal.example')).toBe(branding);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it.each([
      '',
      '   ',
      '/brand/own.svg',
      'brand/own.svg',
      'https://portal.example/own.svg',
      'https://cdn.example/logo.png',
      'http://cdn.example/logo.png',
      '//cdn.example/logo.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'https://cdn.example/a logo.png',
      '\\\\evil.example\\logo.png',
    ])("keeps to safeLogoUrl's rule for the logo %j", async (logoUrl) => {
      const { created } = runShell('/auth/login', { logoUrl });
      await vi.waitFor(() => expect(created[0]).toBeDefined());
      expect(created[0]!.getAttribute('src')).toBe(safeLogoUrl(logoUrl, ORIGIN));
    });

    it('gives up on a branding request that never answers, as every API call does, and the page goes on under the product name', async () => {
      vi.useFakeTimers();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        runShell(
          '/auth/login',
          {},
          {
            answer: (init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
          },
        );
        const branding = fetchBranding('portal.example');
        await vi.advanceTimersByTimeAsync(30_000);
        await expect(branding).resolves.toMatchObject({ name: defaultBranding().name, tenantId: null });
        expect(logged).toHaveBeenCalled();
      } finally {
        logged.mockRestore();
        vi.useRealTimers();
      }
    });

    it.each([
      ['/auth/password/reset', session],
      ['/dashboard', ''],
      ['/companies', session],
    ])('at %s (cookies %j) asks early but draws nothing', async (pathname, cookie) => {
      const { fetch, created } = runShell(pathname, { name: 'Harbour Trustees' }, { cookie });
      expect(fetch).toHaveBeenCalledTimes(1);
      await expect(fetchBranding('portal.example')).resolves.toMatchObject({ name: 'Harbour Trustees' });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(created).toHaveLength(0);
      expect(document.querySelector('.frame-loading-heading')).toBeEmptyDOMElement();
      expect(document.documentElement).not.toHaveAttribute('data-shell-page');
    });

    it("puts a tenant's name into the logo's description as it is, `$` and all", async () => {
      const { created } = runShell('/auth/login', { name: "Harbour $& $' Trustees" });
      await vi.waitFor(() => expect(created[0]).toBeDefined());
      expect(created[0]).toHaveAttribute('alt', "Harbour $& $' Trustees logo");
    });

    it("at /dashboard, signed in, writes the page's welcome where the frame kept room for it, and React's first drawing keeps it", async () => {
      // On this page's own host: the app reads the branding of the host it is on.
      const { fetch } = runShell('/dashboard', { name: 'Harbour $& Trustees' }, { cookie: session, hostname: window.location.hostname });
      expect(document.documentElement).toHaveAttribute('data-shell-page', 'dashboard');
      const shellFrame = document.querySelector('.shell-frame')!;
      const heading = shellFrame.querySelector('.frame-loading-heading')!;
      await vi.waitFor(() => expect(heading).toHaveTextContent('Welcome to your Harbour $& Trustees portal'));
      expect(heading).not.toHaveAttribute('aria-hidden');
      // React's first drawing can come before anything of the app has asked for the branding: it draws the same.
      window.history.replaceState({}, '', '/dashboard');
      const { container } = render(<FrameLoading />);
      shellFrame.classList.remove('shell-frame');
      expect(container.innerHTML).toBe(shellFrame.outerHTML.replace(/>\s+</g, '><'));
      expect(screen.getAllByRole('heading', { level: 1, name: 'Welcome to your Harbour $& Trustees portal' })).toHaveLength(2);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('draws an answer that breaks the contract (fields that are not text) under the product name, in the shell and in React', async () => {
      const broken = { name: 42, logoUrl: { href: '/x.svg' }, primaryColour: 7, termsAndConditions: ['<b>'], maintenanceNotice: 1 };
      runShell('/dashboard', broken, { cookie: session, hostname: window.location.hostname });
      const productName = defaultBranding().name;
      const heading = document.querySelector('.shell-frame .frame-loading-heading')!;
      await vi.waitFor(() => expect(heading).toHaveTextContent(`Welcome to your ${productName} portal`));
      window.history.replaceState({}, '', '/dashboard');
      render(<FrameLoading />);
      expect(screen.getAllByRole('heading', { level: 1, name: `Welcome to your ${productName} portal` })).toHaveLength(2);
      expect(knownBranding()).toEqual(defaultBranding());
    });
  });

  describe("the portal's frame in outline at /dashboard, drawn by React", () => {
    afterEach(() => {
      clearBrandingCache();
      window.history.replaceState({}, '', '/');
    });

    it("keeps the heading's room empty and unspoken until the tenant's name is known, then writes the welcome", async () => {
      window.history.replaceState({}, '', '/dashboard');
      render(<FrameLoading />);
      const heading = document.querySelector('.frame-loading-heading')!;
      expect(heading).toBeEmptyDOMElement();
      expect(heading).toHaveAttribute('aria-hidden', 'true');
      const { name } = await fetchBranding();
      expect(await screen.findByRole('heading', { level: 1, name: `Welcome to your ${name} portal` })).toBe(heading);
    });

    it('writes nothing there elsewhere, even with the branding known', async () => {
      await fetchBranding();
      window.history.replaceState({}, '', '/companies');
      render(<FrameLoading />);
      expect(document.querySelector('.frame-loading-heading')).toBeEmptyDOMElement();
      expect(screen.queryByRole('heading')).toBeNull();
    });
  });

  /** Runs the shipped file at `pathname` with `cookie`, and the bar's colour as storage holds it (or refuses it). */
  const runFrameChoice = (pathname: string, cookie: string, remembered: string | null | ((key: string) => string | null) = null) => {
    const attributes: Record<string, string> = {};
    const properties: Record<string, string> = {};
    // A colour stands under the portal's name for it only, so the shell is held to read that name.
    const read = vi.fn(typeof remembered === 'function' ? remembered : (key: string) => (key === FRAME_COLOUR_KEY ? remembered : null));
    const fakeDocument = {
      cookie,
      querySelector: () => null,
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        style: { setProperty: (name: string, value: string) => (properties[name] = value) },
      },
    };
    const script = readFileSync(path.join(ROOT, 'public', 'shell.js'), 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the shipped file itself against a given address
    new Function('window', script)({ location: { pathname }, document: fakeDocument, localStorage: { getItem: read } });
    return { attributes, properties, read };
  };
  it.each([
    ['/auth/login', '', 'login'],
    ['/auth/login/', '', 'login'],
    ['/auth/login', session, 'login'],
    ['/auth/password/reset', '', 'app'],
    ['/auth/password/change', session, 'app'],
    ['/dashboard', '', 'app'],
    ['/', '', 'app'],
    ['/dashboard', session, 'frame'],
    ['/', `theme=dark; ${session}`, 'frame'],
    ['/companies/cmp-01/show', `${HOST_AUTH_COOKIE}=%7B%7D`, 'frame'],
    ['/dashboard', `${AUTH_COOKIE}=`, 'app'],
    ['/dashboard', `not_${AUTH_COOKIE}=x`, 'app'],
  ])('public/shell.js: %s with cookies %j shows the %s frame', (pathname, cookie, expected) => {
    expect(runFrameChoice(pathname, cookie).attributes['data-shell']).toBe(expected);
  });

  it.each([
    ['#20766c', '#20766c'],
    ['#ABC', '#ABC'],
    [null, undefined],
    ['red', undefined],
    ['#20766c; background: url(https://evil.example/)', undefined],
    ['#20766c)', undefined],
  ])("public/shell.js paints the frame's bar in the remembered colour %j only when it is a hex colour", (remembered, painted) => {
    const { properties } = runFrameChoice('/dashboard', session, remembered);
    expect(properties['--frame-loading-bar']).toBe(painted);
  });

  it('public/shell.js leaves the bar grey when storage is refused, and away from the frame never reads it', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(runFrameChoice('/dashboard', session, refused)).toMatchObject({ attributes: { 'data-shell': 'frame' }, properties: {} });
    const { read } = runFrameChoice('/auth/login', session, '#20766c');
    expect(read).not.toHaveBeenCalled();
  });

  describe("public/shell.js and the portal's code", () => {
    const FILES = '/assets/PortalApp-CzS66HoI.js /assets/roles-Bn_m.js /assets/PortalApp-BG9HjIq1.css';
    /** Runs the shipped file at `pathname` over a page whose built head names `files`; answers the links it added. */
    const runPreload = (pathname: string, cookie: string, files = FILES) => {
      document.head.innerHTML = `<meta name="portico-portal-files" content="${files}">`;
      const fakeDocument = {
        cookie,
        head: document.head,
        querySelector: (selector: string) => document.querySelector(selector),
        createElement: (tag: string) => document.createElement(tag),
        documentElement: { setAttribute: () => undefined, style: { setProperty: () => undefined } },
      };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the shipped file itself against a given address
      new Function('window', readFileSync(path.join(ROOT, 'public', 'shell.js'), 'utf8'))({
        location: { pathname },
        document: fakeDocument,
        localStorage: { getItem: () => null },
      });
      const links = [...document.head.querySelectorAll('link')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('href'),
        link.getAttribute('as'),
        link.getAttribute('crossorigin'),
      ]);
      document.head.innerHTML = '';
      return links;
    };

    it('asks for it at once at a signed-in address, as the entry would (same paths, CORS mode)', () => {
      expect(runPreload('/dashboard', session)).toEqual([
        ['modulepreload', '/assets/PortalApp-CzS66HoI.js', null, ''],
        ['modulepreload', '/assets/roles-Bn_m.js', null, ''],
        ['preload', '/assets/PortalApp-BG9HjIq1.css', 'style', ''],
      ]);
    });

    it.each([
      ['/auth/login', session],
      ['/auth/password/reset', session],
      ['/dashboard', ''],
    ])('never at %s with cookies %j: the sign-in pages do not load the portal', (pathname, cookie) => {
      expect(runPreload(pathname, cookie)).toEqual([]);
    });

    it("asks only for files of the site's own assets", () => {
      const named = '/assets/ok.js https://evil.example/x.js //evil.example/y.js /assets/../z.js /assets/a.js?x=1 javascript:alert(1)';
      expect(runPreload('/dashboard', session, named).map(([, href]) => href)).toEqual(['/assets/ok.js']);
    });
  });

  describe("public/shell.js and the app's entry", () => {
    /** Runs the shipped file over a built head; answers the page's frames to run and its module scripts. */
    const runEntry = (visibilityState: 'visible' | 'hidden', readyState: DocumentReadyState = 'interactive') => {
      document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/index-CFMBsuJU.js" data-portico-entry>';
      const frames: FrameRequestCallback[] = [];
      const tasks: (() => void)[] = [];
      const listeners: Record<string, () => void> = {};
      const fakeDocument = {
        cookie: '',
        visibilityState,
        readyState,
        head: document.head,
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
        querySelector: (selector: string) => document.querySelector(selector),
        createElement: (tag: string) => document.createElement(tag),
        documentElement: { setAttribute: () => undefined },
      };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the shipped file itself against a given address
      new Function('window', readFileSync(path.join(ROOT, 'public', 'shell.js'), 'utf8'))({
        location: { pathname: '/auth/login' },
        document: fakeDocument,
        requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
        setTimeout: (run: () => void) => tasks.push(run),
      });
      const scripts = () =>
        [...document.head.querySelectorAll('script')].map((script) => [script.type, script.getAttribute('src'), script.crossOrigin]);
      return { frames, tasks, listeners, fakeDocument, scripts };
    };
    afterEach(() => {
      document.head.innerHTML = '';
    });

    it('runs it in the task after the first frame, so that frame is painted without it', () => {
      const { frames, tasks, scripts } = runEntry('visible');
      expect(tasks).toHaveLength(0);
      frames.splice(0).forEach((frame) => frame(0));
      expect(scripts()).toEqual([]);
      tasks.splice(0).forEach((task) => task());
      expect(scripts()).toEqual([['module', '/assets/index-CFMBsuJU.js', '']]);
      // Once only: later frames and tasks add no second copy.
      frames.splice(0).forEach((frame) => frame(16));
      tasks.splice(0).forEach((task) => task());
      expect(scripts()).toHaveLength(1);
    });

    it('runs it at once in a hidden tab, which draws no frames', () => {
      const { frames, scripts } = runEntry('hidden');
      expect(frames).toEqual([]);
      expect(scripts()).toEqual([['module', '/assets/index-CFMBsuJU.js', '']]);
    });

    it('waits for the page to be parsed, should a frame come before', () => {
      const { listeners, fakeDocument, scripts } = runEntry('hidden', 'loading');
      expect(scripts()).toEqual([]);
      fakeDocument.readyState = 'interactive';
      listeners.DOMContentLoaded!();
      expect(scripts()).toHaveLength(1);
    });
  });

  it("paints the next start's bar in the colour the portal remembered, through the browser's own storage", () => {
    localStorage.clear();
    rememberFrameColour('#20766c');
    const { properties } = runFrameChoice('/dashboard', session, (key) => localStorage.getItem(key));
    expect(properties['--frame-loading-bar']).toBe('#20766c');
    localStorage.clear();
  });
});
