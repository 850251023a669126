import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { resourceDefinitions } from '../../../src/portal/registry';
import { holdAnswer } from '../support/heldAnswer';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

const picker = () => screen.findByRole('combobox', { name: 'Company' });
const policies = (companyId: string) => `/data/retention/company/${companyId}/policy/list`;

describe('the selected company and the URL', () => {
  it('takes the company from the URL for a ClientAdmin', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-01'));
    // The file's first render loads the lazy screens: on a loaded two-core runner that alone can take seconds.
    await waitFor(async () => expect(await picker()).toHaveValue('Thames Valley Logistics Ltd'), { timeout: 20_000 });
    expect(portal.location()).toBe(policies('cmp-01'));
  });

  it('rewrites the URL with the current company for a company the user cannot see', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-05'));
    // the default is the first of the user's companies by name: Pennine Building Society (cmp-02)
    await waitFor(() => expect(portal.location()).toBe(policies('cmp-02')));
    expect(await picker()).toHaveValue('Pennine Building Society');
    // Told, without naming a company the user may not see, and offered no switch.
    expect(
      await screen.findByText('This link was for a company you cannot open. You are viewing Pennine Building Society instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).not.toBeInTheDocument();
  });

  it('rewrites the URL with the current company for SuperAdmin', async () => {
    await signInAs('superadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-02'));
    await waitFor(() => expect(portal.location()).not.toBe(policies('cmp-02')));
    expect(portal.location()).toMatch(/^\/data\/retention\/company\/cmp-\d+\/policy\/list$/);
    // The link's company is named and one click away.
    const notice = await screen.findByText(
      /^This link was for Pennine Building Society\. You are viewing .+, the company you have selected\.$/,
    );
    expect(notice).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Pennine Building Society' }));
    await waitFor(() => expect(portal.location()).toBe(policies('cmp-02')));
    expect(await picker()).toHaveValue('Pennine Building Society');
    await waitFor(() => expect(screen.queryByText(/^This link was for/)).not.toBeInTheDocument());
  });

  it("never draws the link's company's records before moving the page to the selected company (SuperAdmin)", async () => {
    await signInAs('superadmin@portico.test');
    // The selection (the first company by name, Anglia Rail, which has no policy) arrives after the page's records, as
    // it can in a browser; Thames Valley's policy is what the link's page would draw.
    server.use(
      http.get(/\/portal\/api\/v1\/companies\/search$/, async () => {
        await delay(1500);
      }),
    );
    let drawn = false;
    const watcher = new MutationObserver(() => {
      drawn ||= Boolean(document.body.textContent?.includes('Standard member data retention'));
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      const portal = renderPortal(resourceDefinitions, policies('cmp-01'));
      expect(await screen.findByText(/^This link was for Thames Valley Logistics Ltd\./, {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(await screen.findByText('No retention policies yet.')).toBeInTheDocument();
      expect(portal.location()).not.toBe(policies('cmp-01'));
      expect(drawn).toBe(false);
    } finally {
      watcher.disconnect();
    }
  });

  it('draws the page after a short wait when the selection does not come (nothing waits forever)', async () => {
    await signInAs('superadmin@portico.test');
    const release = holdAnswer('http://localhost:4010/portal/api/v1/companies/search');
    try {
      renderPortal(resourceDefinitions, policies('cmp-01'));
      // The link's page, drawn without the selection: the picker's own control says what is still on its way.
      expect(await screen.findByText('Standard member data retention', {}, { timeout: 20_000 })).toBeInTheDocument();
    } finally {
      release();
    }
  });

  it('moves a company-scoped page to the company picked', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-02'));
    await userEvent.click(await picker());
    await userEvent.click(await screen.findByRole('option', { name: 'Thames Valley Logistics Ltd' }));
    await waitFor(() => expect(portal.location()).toBe(policies('cmp-01')));
    expect(await screen.findByText('Standard member data retention')).toBeInTheDocument();
    // A company the user picked is not a link they followed: nothing to tell.
    expect(screen.queryByText(/^This link was for/)).not.toBeInTheDocument();
  });
});

describe("a company's record and the selection", () => {
  const record = (companyId: string) => `/administration/onboarding/company/view/${companyId}/details`;
  const bulkOnboard = (companyId: string) => `/administration/onboarding/onboard/company/${companyId}/upload`;
  const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

  it("selects the company whose record is opened, so the menu's company entries act on it", async () => {
    localStorage.clear();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, record('cmp-01'));
    await screen.findByRole('heading', { level: 1, name: 'Company: Thames Valley Logistics Ltd' }, { timeout: 20_000 });
    // Anglia Rail Maintenance, first by name, was selected: the menu now follows the record on screen.
    await waitFor(() => expect(menu().getByRole('link', { name: 'Bulk Onboard' })).toHaveAttribute('href', bulkOnboard('cmp-01')));
    // A record page is about the company it names: its URL is never rewritten.
    expect(portal.location()).toBe(record('cmp-01'));
  });

  it('selects it for client roles too, among their own companies', async () => {
    localStorage.clear();
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, record('cmp-01'));
    await screen.findByRole('heading', { level: 1, name: 'Company: Thames Valley Logistics Ltd' }, { timeout: 20_000 });
    // Pennine Building Society, first of theirs by name, was selected.
    await waitFor(() => expect(menu().getByRole('link', { name: 'Bulk Onboard' })).toHaveAttribute('href', bulkOnboard('cmp-01')));
  });
});
