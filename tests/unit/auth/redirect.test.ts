// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterLoginDestination, safeRedirect } from '../../../src/shared/redirect';

const context = { origin: 'https://portal.portico.example', productDomain: 'portico.example' };

describe('redirectTo: allowed', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?companyId=1#tiles', '/dashboard?companyId=1#tiles'],
    ['https://portal.portico.example/administration/tenant/list', '/administration/tenant/list'],
    ['https://portico.example/', 'https://portico.example/'],
    ['https://reports.portico.example/x?y=1', 'https://reports.portico.example/x?y=1'],
    ['https://a.b.portico.example:8443/', 'https://a.b.portico.example:8443/'],
    ['HTTPS://Reports.Portico.Example/', 'https://reports.portico.example/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s → %s', (raw, expected) => expect(safeRedirect(raw, context)).toBe(expected));

  it('allows sub-domains of localhost in development', () => {
    const dev = { origin: 'http://localhost:5173', productDomain: 'localhost' };
    expect(safeRedirect('http://datauploader.localhost:5174/', dev)).toBe('http://datauploader.localhost:5174/');
    expect(safeRedirect('http://localhost:5173/dashboard', dev)).toBe('/dashboard');
  });
});

describe('redirectTo: hostile vectors are refused', () => {
  it.each([
    '//evil.example',
    '//evil.example/%2F..',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'https://evil.example',
    'https://portico.example.evil.example/',
    'https://evilportico.example/',
    'https://portico.example@evil.example/',
    'https://user:pass@reports.portico.example/',
    'https://evil.example#@portico.example',
    'https://evil.example?.portico.example',
    'https://evil.example\\@portico.example',
    'https://portico.example%2eevil.example/',
    'https://xn--prtico-3ya.example/',
    'https://portico.example./',
    'http://reports.portico.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'https:evil.example',
    'http:/evil.example',
    'evil.example',
    '%2F%2Fevil.example',
    '/auth/login',
    '/auth/logout',
    '',
  ])('%j', (raw) => expect(safeRedirect(raw, context)).toBeNull());

  it('refuses a look-alike of localhost', () => {
    const dev = { origin: 'http://localhost:5173', productDomain: 'localhost' };
    expect(safeRedirect('http://localhost.evil.example/', dev)).toBeNull();
    expect(safeRedirect('http://evillocalhost/', dev)).toBeNull();
    expect(safeRedirect('http://127.0.0.1:5173/', dev)).toBeNull();
  });
});

describe('after login', () => {
  it('prefers the previous location, then redirectTo, then root', () => {
    expect(afterLoginDestination({ from: '/a', redirectTo: '/b' }, context)).toBe('/a');
    expect(afterLoginDestination({ from: null, redirectTo: '/b' }, context)).toBe('/b');
    expect(afterLoginDestination({ from: '//evil.example', redirectTo: 'https://evil.example' }, context)).toBe('/');
    expect(afterLoginDestination({}, context)).toBe('/');
  });
});
