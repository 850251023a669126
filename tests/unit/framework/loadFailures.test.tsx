import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { openAs, portalFileWaits } from '../users/render';

portalFileWaits();

const USER_URL = 'http://localhost:4010/portal/api/v1/users/:id';

/** The in-page failure: the alert that offers the way back to the list. */
const failure = async () =>
  (await screen.findByRole('link', { name: 'Back to Users' }, { timeout: 30_000 })).closest('[role="alert"]') as HTMLElement;

describe('a record the API will not show', () => {
  it('shows the 403 message in the page, not an empty record titled "undefined"', async () => {
    // ClientAdmins may not see internal staff: the API answers 403.
    const { location } = await openAs('clientadmin@portico.test', '/administration/user/update/usr-superadmin/user-detail');
    const alert = await failure();
    expect(within(alert).getByText("You don't have permission to access.")).toBeInTheDocument();
    expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'User details' })).not.toBeInTheDocument();
    // Asking again would not change a refusal.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The user stays where they asked to be, so the address still says what was refused.
    expect(location()).toBe('/administration/user/update/usr-superadmin/user-detail');
  });

  it('shows a service failure in the page, and trying again shows the record once the service is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    server.use(
      http.get(USER_URL, ({ params }) => {
        if (params.id !== 'usr-manager' || !down) return undefined;
        return HttpResponse.json({ message: 'Connection pool exhausted' }, { status: 503 });
      }),
    );
    await openAs('clientadmin@portico.test', '/administration/user/view/usr-manager/user-detail');
    const alert = await failure();
    // A 5xx's wording is for operators: the user reads the generic message.
    expect(alert).toHaveTextContent('The service is not available right now. Please try again in a few minutes.');
    expect(alert).not.toHaveTextContent('Connection pool exhausted');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'User details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Back to Users' })).not.toBeInTheDocument());
  });
});

describe('a list the API will not give', () => {
  it('says why in the page instead of showing an empty list, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    server.use(http.get('http://localhost:4010/portal/api/v1/companies/search', () => (down ? HttpResponse.error() : undefined)));
    await openAs('superadmin@portico.test', '/administration/onboarding/company/list');
    const alert = await screen.findByText('We could not reach the service. Check your connection and try again.', {}, { timeout: 30_000 });
    expect(screen.queryByText('No companies yet.')).not.toBeInTheDocument();
    down = false;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pennine Building Society')).toBeInTheDocument();
  });

  it('shows a refusal as the API words it, once', async () => {
    server.use(
      http.get('http://localhost:4010/portal/api/v1/companies/search', () =>
        HttpResponse.json({ message: 'Company lists are restricted today.' }, { status: 403 }),
      ),
    );
    await openAs('superadmin@portico.test', '/administration/onboarding/company/list');
    expect(await screen.findByText('Company lists are restricted today.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('a save the API refuses', () => {
  it('says so and keeps what the user typed: a 403 is never taken for a saved record', async () => {
    server.use(http.patch('http://localhost:4010/portal/api/v1/companies', () => new HttpResponse(null, { status: 403 })));
    const before = getStore().companies.find((c) => c.id === 'cmp-02')!.name;
    await openAs('superadmin@portico.test', '/administration/onboarding/company/update/cmp-02/details');
    const name = await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 30_000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pennine BS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("You don't have permission to access.")).toBeInTheDocument();
    expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Pennine BS');
    expect(getStore().companies.find((c) => c.id === 'cmp-02')!.name).toBe(before);
  });
});
