/**
 * Open redirects and unsafe URLs from data (issue 11): a path that normalises to `//host` leaves the origin, and a
 * browser drops tabs and newlines inside a URL and reads a backslash as a slash, so `/\t/evil.example` is
 * `//evil.example` by the time it is followed. The portal's checks and the sandbox's (the API contract) refuse both.
 */
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl } from '../../sandbox/validators';
import { moduleAddress, toTiles, type Module } from '../../src/portal/dashboard/modules';
import { safeRedirect } from '../../src/shared/redirect';
import { isSafeDataUrl } from '../../src/shared/urls';

const context = { origin: 'https://portal.portico.example', productDomain: 'portico.example' };

describe('safeRedirect refuses paths that normalise to another origin', () => {
  it.each(['/..//evil.example', '/./..//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/x/../..//evil.example/p'])(
    '%s',
    (raw) => expect(safeRedirect(raw, context)).toBeNull(),
  );

  it('still normalises a harmless dot segment', () => {
    expect(safeRedirect('/administration/../dashboard', context)).toBe('/dashboard');
  });
});

const HOSTILE_DATA_URLS = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  ' https://portico.example/logo.png',
  'https://portico.example/logo.png ',
  'https://a.example\\@evil.example/',
  '/\\evil.example',
  '//evil.example',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'http://portico.example/logo.png',
  'vbscript:x',
];

describe('URLs from data: only https or a same-origin path, with no whitespace, control characters or backslashes', () => {
  it.each(HOSTILE_DATA_URLS)('the portal refuses %j', (url) => expect(isSafeDataUrl(url)).toBe(false));
  it.each(HOSTILE_DATA_URLS)('the sandbox refuses %j', (url) => expect(isSafeImageUrl(url)).toBe(false));

  it.each(['/__sandbox/files/abc.png', 'https://cdn.portico.example/logo.png', '/logo.svg'])('both accept %s', (url) => {
    expect(isSafeDataUrl(url)).toBe(true);
    expect(isSafeImageUrl(url)).toBe(true);
  });
});

describe("a module's address is a link only when it is https or relative", () => {
  const module = (extra: Partial<Module>): Module => ({
    id: 'm',
    name: 'Module',
    domainPrefix: null,
    url: null,
    description: null,
    logoUrl: null,
    ...extra,
  });

  it.each(['javascript:alert(1)', 'http://evil.example', '//evil.example', 'data:text/html,x', '/\t/evil.example'])('url %j', (url) => {
    expect(moduleAddress(module({ url }), 'portico.example', 'https:')).toBeNull();
    expect(toTiles([module({ url })], 'portico.example', 'N/A')).toEqual([]);
  });

  it.each(['evil.example/#', 'a b', 'x/y', '..', 'evil.example?'])('a domain prefix %j that is not one DNS label', (domainPrefix) => {
    expect(moduleAddress(module({ domainPrefix }), 'portico.example', 'https:')).toBeNull();
  });

  it('keeps https and relative addresses', () => {
    expect(moduleAddress(module({ url: 'https://pensions.example.org' }), 'x', 'https:')).toBe('https://pensions.example.org');
    expect(moduleAddress(module({ url: '/members' }), 'x', 'https:')).toBe('/members');
    expect(moduleAddress(module({ domainPrefix: 'members' }), 'portico.example', 'https:')).toBe('https://members.portico.example');
  });
});
