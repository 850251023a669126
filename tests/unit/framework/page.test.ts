// @vitest-environment node
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { canAccessResource } from '../../../src/framework/access';
import { buildAccessMatrix, matchingRoles } from '../../../src/framework/accessMatrix';
import { breadcrumbTrail, buildBreadcrumbMap } from '../../../src/framework/breadcrumbs';
import { definePage } from '../../../src/framework';
import { buildMenu } from '../../../src/framework/menu';
import { resourceMessages } from '../../../src/framework/messages';
import { resourceRegistrations, resourceRoutes } from '../../../src/framework/routes';
import { widgets } from './fixtures';

const Blank = lazy(() => Promise.resolve({ default: () => null }));

/** A page invented for the test: a company's archive, read by administrators and changed by SuperAdmin alone. */
const archive = definePage({
  name: 'companyArchive',
  path: '/administration/onboarding/company/:companyId/archive',
  labels: { title: 'Company archive', crumb: 'Archive' },
  component: Blank,
  access: { open: ['SuperAdmin', 'Support', 'Viewer', 'Manager'], edit: ['SuperAdmin'] },
  menu: [{ group: 'onboarding', order: 2 }],
  messages: { intro: 'What the company left behind.' },
});

const notice = definePage({
  name: 'notice',
  path: '/data/notice',
  labels: { title: 'Notice' },
  component: Blank,
  access: ['SuperAdmin', 'ClientAdmin'],
});

const defs = [archive, notice, widgets];

describe('definePage', () => {
  it('routes the page at its path, and registers no react-admin resource for it', () => {
    const paths = resourceRoutes(defs).map((route) => (route.props as { path: string }).path);
    expect(paths).toContain('/administration/onboarding/company/:companyId/archive');
    expect(paths).toContain('/data/notice');
    expect(resourceRegistrations(defs).map((registration) => registration.key)).toEqual(['widgets']);
  });

  it('lets its roles open it (within the area allow-list) and its editors change it', () => {
    const can = (role: string, action: string, resource = archive.name) =>
      canAccessResource(defs, { action, resource, ...matchingRoles(role), platform: 'AWS' });
    expect(can('SuperAdmin', 'list')).toBe(true);
    expect(can('SuperAdmin', 'edit')).toBe(true);
    expect(can('Support', 'list')).toBe(true);
    expect(can('Support', 'edit')).toBe(false);
    expect(can('ClientPortal_ClientAdmin', 'list')).toBe(false);
    // Named by the page, but outside the administration area's allow-list (spec 6).
    expect(can('ClientPortal_Manager', 'list')).toBe(false);
    expect(can('ClientPortal_ClientAdmin', 'list', notice.name)).toBe(true);
    expect(can('ClientPortal_ClientAdmin', 'edit', notice.name)).toBe(false);
  });

  it('puts its menu entries at its path, labelled with its title', () => {
    const items = buildMenu(defs, { ...matchingRoles('Support'), platform: 'AWS', params: { companyId: 'c-1' } }).flatMap(
      (group) => group.items,
    );
    expect(items.filter((item) => item.resource === archive.name).map((item) => `${item.labelKey} → ${item.to}`)).toEqual([
      'resources.companyArchive.menu.0 → /administration/onboarding/company/c-1/archive',
    ]);
    expect(resourceMessages(defs).resources.companyArchive).toEqual({
      name: 'Archive',
      menu: { 0: 'Company archive' },
      title: 'Company archive',
      intro: 'What the company left behind.',
    });
    expect(resourceMessages(defs).resources.notice).toEqual({ name: 'Notice', menu: {}, title: 'Notice' });
  });

  it('names its breadcrumb and its row of the access matrix', () => {
    const trail = breadcrumbTrail(buildBreadcrumbMap(defs), '/administration/onboarding/company/c-1/archive');
    expect(trail.map((crumb) => [crumb.path, crumb.label])).toEqual([
      [
        '/administration/onboarding/company/c-1/archive',
        { kind: 'text', key: 'resources.companyArchive.name', options: { smart_count: 2 } },
      ],
    ]);
    const row = buildAccessMatrix(defs).find((r) => r.resource === archive.name);
    expect(row?.pattern).toBe('/administration/onboarding/company/:companyId/archive');
    expect(row?.cells).toMatchObject({ SuperAdmin: 'opens', Support: 'read-only', ClientPortal_ClientAdmin: 'refused' });
  });

  it('refuses a path that is not absolute or names no page', () => {
    const declare = (path: string) => () => definePage({ name: 'odd', path, labels: { title: 'Odd' }, component: Blank, access: [] });
    expect(declare('data/notice')).toThrow(/absolute/);
    expect(declare('/notice')).toThrow(/absolute/);
    expect(declare('/data/notice/')).toThrow(/absolute/);
  });

  it("ships a page's words given as a loader with its screen, the title among them, and keeps them out of the first catalogue", async () => {
    const loaded = definePage({
      name: 'companyLetters',
      path: '/administration/onboarding/company/:companyId/letters',
      labels: { title: 'Company letters' },
      component: Blank,
      access: ['SuperAdmin'],
      messages: () => Promise.resolve({ intro: 'Letters sent to the company.' }),
    });
    const first = resourceMessages([loaded]).resources.companyLetters as Record<string, unknown>;
    expect(first).not.toHaveProperty('intro');
    expect(typeof loaded.messages).toBe('function');
    await expect((loaded.messages as () => Promise<unknown>)()).resolves.toEqual({
      intro: 'Letters sent to the company.',
      title: 'Company letters',
    });
  });
});
