import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { openAs, portalFileWaits, ready } from '../users/render';

portalFileWaits();

const LIST = '/administration/onboarding/company/list';

/** The company requests the portal sends, as path and query. */
const companyRequests = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/companies')) seen.push(`${url.pathname.replace('/portal/api/v1', '')}${url.search}`);
  });
  return seen;
};

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('Manage Companies', () => {
  it('asks the server for one page, then for the search term and the sort the user chose, never for every company', async () => {
    const user = userEvent.setup();
    const seen = companyRequests();
    await openAs('superadmin@portico.test', LIST);
    await ready('Anglia Rail Maintenance Ltd');
    expect(seen).toContain('/companies/search?page=1&perPage=25&sortField=name&sortOrder=ASC');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ltd');
    await waitFor(() => expect(seen).toContain('/companies/search?q=ltd&page=1&perPage=25&sortField=name&sortOrder=ASC'));
    await waitFor(() => expect(rowNames().every((name) => name.includes('Ltd'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Sort by company name descending' }));
    await waitFor(() => expect(seen).toContain('/companies/search?q=ltd&page=1&perPage=25&sortField=name&sortOrder=DESC'));
    // What the user sees: the matches, the last by name first.
    await waitFor(() => expect(rowNames()[0]).toBe('Yorkshire Dales Dairies Ltd'));
    expect(rowNames().every((name) => name.includes('Ltd'))).toBe(true);
    expect(seen.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it("says what each company has ready for its users, in spec 3.2's Availability words", async () => {
    const store = getStore();
    // A company with nothing yet: no module was ever assigned to it, and here its schemes are gone too.
    const bare = store.companies.find((c) => c.name === 'Harbourside Credit Union')!;
    store.schemes = store.schemes.filter((s) => s.companyId !== bare.id);
    await openAs('superadmin@portico.test', LIST);
    await ready('Anglia Rail Maintenance Ltd');
    const [header, ...rows] = screen.getAllByRole('row');
    const column = within(header!)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Availability');
    const availabilityOf = (name: string) => {
      const row = rows.find((r) => within(r).getAllByRole('cell')[0]?.textContent === name)!;
      return within(row).getAllByRole('cell')[column]?.textContent;
    };
    expect(availabilityOf('Anglia Rail Maintenance Ltd')).toBe('Products available');
    expect(availabilityOf('Humber Chemicals plc')).toBe('Schemes available');
    expect(availabilityOf('Harbourside Credit Union')).toBe('None');
  });
});
