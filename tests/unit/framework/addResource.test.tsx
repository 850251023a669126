import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import companies from '../../../resources/companies';
import { defineResource } from '../../../src/framework/define';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

/** What a developer writes to add a screen family: one definition. */
const pensionProviders = defineResource({
  name: 'pensionProviders',
  labels: { singular: 'Pension provider', plural: 'Pension providers' },
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'pension-providers' },
  route: { base: '/administration/pension-provider', views: { list: true, view: true }, tabs: [{ path: 'details', label: 'Details' }] },
  fields: [
    { source: 'name', type: 'text', label: 'Provider name', list: true, show: true },
    { source: 'fcaNumber', type: 'text', label: 'FCA number', list: true, show: true },
  ],
  access: { list: ['SuperAdmin'], show: ['SuperAdmin'] },
  menu: [{ group: 'onboarding', label: 'Pension Providers', view: 'list', order: 9 }],
});

const providers = [
  { id: 'pp-1', name: 'Aviva Life & Pensions UK', fcaNumber: '185896' },
  { id: 'pp-2', name: 'Legal & General Assurance Society', fcaNumber: '117659' },
];

const serveProviders = () => {
  const seen: string[] = [];
  server.use(
    http.get('http://localhost:4010/portal/api/v1/pension-providers', ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json(providers, { headers: { 'Content-Range': 'pension-providers 0-1/2' } });
    }),
    http.get('http://localhost:4010/portal/api/v1/pension-providers/:id', ({ params }) =>
      HttpResponse.json(providers.find((p) => p.id === params.id)),
    ),
  );
  return seen;
};

describe('adding a resource is writing one definition', () => {
  it('gives it a list route, a menu entry and a breadcrumb, and rows open the spec URL', async () => {
    const requests = serveProviders();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal([companies, pensionProviders], '/administration/pension-provider/list');

    expect(await screen.findByText('Aviva Life & Pensions UK')).toBeInTheDocument();
    expect(requests[0]).toContain('/pension-providers?');

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const menuEntry = within(menu).getByRole('link', { name: 'Pension Providers' });
    expect(menuEntry).toHaveAttribute('href', '/administration/pension-provider/list');

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Pension providers')).toBeInTheDocument();
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');

    await userEvent.click(screen.getByText('Legal & General Assurance Society'));
    await waitFor(() => expect(portal.location()).toBe('/administration/pension-provider/view/pp-2/details'));
    // The record screen's code loads on first use (lazy), slow in a busy test run.
    expect(await screen.findByText('117659', {}, { timeout: 30_000 })).toBeInTheDocument();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByText('Legal & General Assurance Society')).toBeInTheDocument());
  });

  it('opens the first tab of a record URL that names none', async () => {
    serveProviders();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal([companies, pensionProviders], '/administration/pension-provider/view/pp-1');
    await waitFor(() => expect(portal.location()).toBe('/administration/pension-provider/view/pp-1/details'));
    expect(await screen.findByText('185896')).toBeInTheDocument();
  });

  it('keeps a role without access out: the menu has no entry and the route refuses', async () => {
    serveProviders();
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal([companies, pensionProviders], '/administration/pension-provider/list');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission Denied' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Pension Providers' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Manage Companies' })).toBeInTheDocument();
  });
});
