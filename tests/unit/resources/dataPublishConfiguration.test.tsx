import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import dataPublishConfiguration from '../../../resources/dataPublishConfiguration';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { menu, openAs } from './render';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 90_000 });

describe('Data Publish Configuration', () => {
  it('shows the configuration and its last job, and saves a change with PUT', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put('http://localhost:4010/gateway/api/v1/data-publish/configuration', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    await openAs([dataPublishConfiguration], 'support@portico.test', '/data/publish/configuration');
    const notify = await screen.findByRole('textbox', { name: /Notification email/ }, { timeout: 20_000 });
    expect(notify).toHaveValue('data-publishing@portico.test');
    const facts = screen.getByRole('region', { name: 'Last publishing job' });
    expect(within(facts).getByText('Succeeded')).toBeInTheDocument();
    expect(within(facts).getByText('Last updated')).toBeInTheDocument();
    expect(within(facts).queryByText('No job has run yet.')).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Data Publish Configuration' })).toHaveAttribute('href', '/data/publish/configuration');

    await user.clear(notify);
    await user.type(notify, 'publishing@localhost');
    await clickSave(user, 'Save');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(notify);
    await user.type(notify, 'publishing@portico.test');
    const limit = screen.getByRole('spinbutton', { name: /Limit/ });
    await user.clear(limit);
    await user.type(limit, '12');
    await clickSave(user, 'Save');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      limitValue: 12,
      notifyEmail: 'publishing@portico.test',
      status: 'Enabled',
      limitType: 'TimeFrame',
      durationUnit: 'Hours',
    });
    await waitFor(() => expect(getStore().dataPublishConfiguration.limitValue).toBe(12));
  });

  it('says no job has run while the configuration has no last job, in place of the job and its facts', async () => {
    getStore().dataPublishConfiguration.lastJob = null;
    await openAs([dataPublishConfiguration], 'superadmin@portico.test', '/data/publish/configuration');
    const facts = await screen.findByRole('region', { name: 'Last publishing job' }, { timeout: 20_000 });
    expect(within(facts).getByText('No job has run yet.')).toBeInTheDocument();
    expect(within(facts).queryByText('Last job status')).not.toBeInTheDocument();
    expect(within(facts).queryByText('Last updated')).not.toBeInTheDocument();
  });

  it('keeps the Analyst out (the gateway refuses them too)', async () => {
    const portal = await openAs([dataPublishConfiguration], 'analyst@portico.test', '/data/publish/configuration');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
    expect(menu().queryByRole('link', { name: 'Data Publish Configuration' })).not.toBeInTheDocument();
  });
});
