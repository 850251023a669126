import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { openAs, portalFileWaits } from '../users/render';

portalFileWaits();

const COMPANIES = 'http://localhost:4010/portal/api/v1/companies/search';
const LIST = '/administration/onboarding/company/list';

describe('what a list says when it has nothing to show', () => {
  it("says so in the resource's own words, in sentence case", async () => {
    server.use(http.get(COMPANIES, () => HttpResponse.json({ items: [], total: 0 })));
    await openAs('superadmin@portico.test', LIST);
    expect(await screen.findByText('No companies yet.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText(/No Companies/)).not.toBeInTheDocument();
  });

  it('says when the search found nothing, and clearing it brings the rows back', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', LIST);
    await screen.findByText('Pennine Building Society', {}, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'no company is called this');
    expect(await screen.findByText('No companies match the current search and filters.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Pennine Building Society', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('a list that fails to refresh', () => {
  it('hides its pagination rather than show the last count under the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', LIST);
    await screen.findByText('Pennine Building Society', {}, { timeout: 30_000 });
    expect(screen.getByText(/^1–\d+ of \d+$/)).toBeInTheDocument();
    server.use(http.get(COMPANIES, () => HttpResponse.error()));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText('We could not reach the service. Check your connection and try again.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^1–\d+ of \d+$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the next page' })).not.toBeInTheDocument();
  });
});
