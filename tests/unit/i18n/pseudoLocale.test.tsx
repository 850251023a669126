/**
 * The en-XA pseudo-locale (issue 13): every catalogue string comes out accented, longer and bracketed; rendered in it,
 * the sign-in pages and every generated list, create and record screen show no words that came neither from the
 * catalogue nor from the API's data (a hard-coded English string would).
 */
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { PSEUDO_LOCALE, pseudoLocalise, pseudoMessage } from '../../../providers/i18n/pseudo';
import type { ResourceDefinition } from '../../../src/framework/types';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 300_000 });

const PARENTS = { companyId: 'cmp-03', schemeId: 'cmp-03-sch-1' };
/** Words the browser's own formatters write (dates, times): locale data, not catalogue strings. */
const FORMATTED = new Set(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Sep', 'Oct', 'Nov', 'Dec', 'am', 'pm']);
const PSEUDO = /[\u00C0-\u024F\u1E00-\u1EFF·[\]]/;

/** Every word the API answered with, seen while the screens rendered. */
const dataWords = new Set<string>();
const collect = (value: unknown) => {
  // Data shown prettified counts too: `ClientPortal_ClientAdmin` is shown as 'Client Admin' (spec 6).
  if (typeof value === 'string')
    for (const word of value.replace(/([a-z])([A-Z])/g, '$1 $2').match(/[A-Za-z]{2,}/g) ?? []) dataWords.add(word);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};

/** Requests the sandbox is answering now, and when the last one started or ended. */
let inFlight = 0;
let lastActivity = 0;

/** The page has drawn: no request for a moment, its main area in the catalogue's words, nothing loading. */
const settled = async () => {
  await waitFor(() => expect(document.querySelector('main')?.textContent ?? '').toMatch(PSEUDO), { timeout: 30_000 });
  await waitFor(() => expect(inFlight === 0 && Date.now() - lastActivity > 300).toBe(true), { timeout: 30_000 });
  await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0), { timeout: 30_000 });
  await waitFor(() => expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0), { timeout: 30_000 });
};

/** Visible text that is neither pseudo-localised nor made of the API's words. */
const strangers = (): string[] => {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    // Code is literal (a file's column names and values), never translated.
    if (!text || !parent || parent.closest('script, style, code, [aria-hidden="true"], .MuiTouchRipple-root')) continue;
    // What is left once the catalogue's bracketed strings are taken out must be the API's words.
    const words = text.replace(/\[[^\]]*\]/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
    if (words.some((w) => !dataWords.has(w) && !FORMATTED.has(w))) found.push(text);
  }
  return found;
};

describe('the en-XA pseudo-locale', () => {
  it('accents, lengthens by about 30% and brackets each message, keeping placeholders and plural forms', () => {
    expect(pseudoMessage('Log in')).toBe('[Ĺöĝ îñ ··]');
    expect(pseudoMessage('Delete %{name}?')).toMatch(/^\[Đéĺéţé %\{name\}\? ·+\]$/);
    expect(pseudoMessage('1 selected |||| %{smart_count} selected').split('||||')).toHaveLength(2);
    const long = 'There is a problem with the details you entered';
    expect(pseudoMessage(long).length).toBeGreaterThanOrEqual(Math.ceil(long.length * 1.3));
    expect(pseudoLocalise({ a: { b: 'Save' } })).toEqual({ a: { b: '[Šàṽé ··]' } });
  });

  describe('rendered', () => {
    let definitions: ResourceDefinition[];
    let renderPortal: typeof import('../support/renderPortal').renderPortal;
    let renderAuth: typeof import('../auth/render').renderAuth;
    let signInAs: typeof import('../support/session').signInAs;
    let listPath: typeof import('../../../src/framework/paths').listPath;
    let createPath: typeof import('../../../src/framework/paths').createPath;

    beforeAll(async () => {
      // The catalogues are built when their modules load: choose the locale first, then load them afresh.
      localStorage.setItem('portico.locale', PSEUDO_LOCALE);
      vi.resetModules();
      ({ resourceDefinitions: definitions } = await import('../../../src/portal/registry'));
      ({ renderPortal } = await import('../support/renderPortal'));
      ({ renderAuth } = await import('../auth/render'));
      ({ signInAs } = await import('../support/session'));
      ({ listPath, createPath } = await import('../../../src/framework/paths'));
      server.events.on('request:start', () => {
        inFlight += 1;
        lastActivity = Date.now();
      });
      server.events.on('request:end', () => {
        inFlight = Math.max(0, inFlight - 1);
        lastActivity = Date.now();
      });
      server.events.on('response:mocked', ({ response }) => {
        void response
          .clone()
          .json()
          .then(collect, () => undefined);
      });
    });
    // The modules loaded here chose en-XA as they loaded, and the next file of this worker would be given them
    // (vite.config.ts: the files of a worker share one module graph): it loads its own, in English.
    afterAll(() => {
      localStorage.removeItem('portico.locale');
      vi.resetModules();
    });
    afterEach(() => {
      cleanup();
      localStorage.setItem('portico.locale', PSEUDO_LOCALE);
    });

    // Every sign-in page (README's route map); those that need a session show the sign-in form instead.
    it.each([
      '/auth/login',
      '/auth/signup/not-a-token',
      '/auth/mfa/setup',
      '/auth/mfa/change',
      '/auth/mfa/reset',
      '/auth/mfa/help',
      '/auth/password/change',
      '/auth/password/change/completed',
      '/auth/password/reset',
      '/auth/password/reset/completed',
      '/auth/agreements/terms-of-use',
      '/auth/agreements/data-protection',
      '/auth/ssh',
    ])('%s', async (path) => {
      renderAuth(path);
      await screen.findAllByText(PSEUDO, {}, { timeout: 30_000 });
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      expect(strangers()).toEqual([]);
    });

    // A page whose strings load with it (providers/i18n/lazyCatalogue.ts), not with the catalogue.
    it('/auth/sessions, signed in', async () => {
      await signInAs('manager@portico.test');
      renderAuth('/auth/sessions');
      await screen.findByRole('table', {}, { timeout: 30_000 });
      expect(strangers()).toEqual([]);
    });

    it('every generated list, create and record screen, as SuperAdmin', async () => {
      const problems: string[] = [];
      const visited: string[] = [];
      const pages = definitions.flatMap((def) => [
        ...(def.route.views.list ? [listPath(def, PARENTS, 'update')] : []),
        ...(def.route.views.create && !def.overrides ? [createPath(def, PARENTS, 'update')] : []),
      ]);
      for (const path of pages) {
        localStorage.setItem('portico.locale', PSEUDO_LOCALE);
        await signInAs('superadmin@portico.test');
        renderPortal(definitions, path);
        await settled();
        visited.push(path);
        // A list's first record, opened where the list links it.
        const first = document.querySelector<HTMLAnchorElement>('main tbody a[href^="/"]');
        const found = strangers().map((text) => `${path}: ${text}`);
        problems.push(...found);
        if (first) {
          const record = first.getAttribute('href')!;
          cleanup();
          renderPortal(definitions, record);
          await settled();
          visited.push(record);
          problems.push(...strangers().map((text) => `${record}: ${text}`));
        }
        cleanup();
      }
      expect([...new Set(problems)]).toEqual([]);
      expect(visited.length).toBeGreaterThanOrEqual(25);
    });
  });
});
