/**
 * An outage is not a refusal (issue 15): when the portal API cannot be reached for the signed-in user's record, a
 * SuperAdmin used to land on 'Permission Denied' ("Your role does not allow you to open this page"). The portal
 * says the service is unavailable, offers Try again, and once the service is back shows the page asked for.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { openAs, portalFileWaits } from '../users/render';

portalFileWaits();

const CURRENT_USER = 'http://localhost:4010/portal/api/v1/users/current';

describe('the portal API is down when the portal starts', () => {
  it.each([
    ['a 503', () => HttpResponse.json({ message: 'upstream timeout' }, { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: a service error with Try again, never Permission Denied; Try again recovers', async (_, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    server.use(http.get(CURRENT_USER, () => (down ? failure() : undefined)));
    const { location } = await openAs('superadmin@portico.test', '/administration/user/list');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The portal cannot be reached right now' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Permission Denied/i)).not.toBeInTheDocument();
    expect(location()).toBe('/administration/user/list');

    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('analyst@portico.test', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'The portal cannot be reached right now' })).not.toBeInTheDocument(),
    );
    expect(location()).toBe('/administration/user/list');
  });
});
