import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import companyProducts from '../../../resources/companyProducts';
import schemes from '../../../resources/schemes';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { MemoryRouter } from 'react-router-dom';
import { PortalAdmin } from '../../../src/portal/PortalApp';
import { signInAs } from '../support/session';
import { findSlow, openAs } from './render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [companies, companyProducts, schemes];
const API = 'http://localhost:4010/portal/api/v1';
const MEMBER_PORTAL = 'prd-member-portal';
const TRUSTEE_ACADEMY = 'prd-trustee-academy';

const company = (id: string) => getStore().companies.find((c) => c.id === id)!;
const assignedIds = (companyId: string) =>
  getStore()
    .companyProducts.filter((cp) => cp.companyId === companyId)
    .map((cp) => cp.productId);
const schemesOf = (companyId: string) => getStore().schemes.filter((s) => s.companyId === companyId);
const holders = (companyId: string, productId: string) =>
  new Set(
    getStore()
      .permissions.filter((p) => p.companyId === companyId && p.productId === productId)
      .map((p) => p.userId),
  ).size;

const list = (name: string) => within(screen.getByRole('list', { name }));
const findList = async (name: string) => within(await screen.findByRole('list', { name }, { timeout: 20_000 }));
const itemOf = (name: string, module: string) => list(name).getByText(module).closest('li')!;

/** Captures the JSON bodies sent to a path, letting the sandbox answer as usual. */
const capture = (method: 'post' | 'patch', path: string) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
};

/**
 * SuperAdmin and Support start with the first company by name selected, and a company-scoped URL follows the
 * selection for them (docs/decisions.md, "URL vs selection"), so their coverage screens are opened for that company.
 */
const firstCompanyByName = () => [...getStore().companies].sort((a, b) => a.name.localeCompare(b.name))[0]!;

describe("a company's Products tab", () => {
  it('lists the modules assigned to a seeded company, with coverage and users, and the ones it can still get', async () => {
    const cmp = company('cmp-01');
    // A logo address that is not https or relative is never loaded.
    getStore().products.find((p) => p.id === MEMBER_PORTAL)!.logoUrl = 'javascript:alert(1)';
    await openAs(defs, 'superadmin@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    const assigned = await findList('Assigned modules');
    expect(assigned.getAllByRole('listitem')).toHaveLength(assignedIds('cmp-01').length);
    const member = within(itemOf('Assigned modules', 'Member Portal'));
    const total = schemesOf('cmp-01').length;
    expect(member.getByText(new RegExp(`Covers ${total} of ${total} schemes`))).toBeInTheDocument();
    expect(member.getByText(new RegExp(`${holders('cmp-01', MEMBER_PORTAL)} users have access`))).toBeInTheDocument();
    expect(itemOf('Assigned modules', 'Member Portal').querySelector('img')).toBeNull();
    expect(itemOf('Assigned modules', 'Employer Hub').querySelector('img')).toHaveAttribute('src', '/modules/employer-hub.svg');
    // The count is the way to the module's coverage page.
    expect(member.getByRole('link', { name: `Covers ${total} of ${total} schemes: the schemes Member Portal covers` })).toHaveAttribute(
      'href',
      `/administration/company/cmp-01/product/update/${MEMBER_PORTAL}/scheme`,
    );
    const available = list('Modules it can be given');
    expect(available.getAllByRole('listitem').map((li) => li.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Retirement Modeller',
      'Trustee Academy',
    ]);
    expect(available.getByRole('button', { name: `Assign Trustee Academy to ${cmp.name}` })).toBeEnabled();
  });

  it("names each action button starting with the words it shows (label in name), plus the module's name", async () => {
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Modules it can be given');
    const buttons = [...list('Assigned modules').getAllByRole('button'), ...list('Modules it can be given').getAllByRole('button')];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name.startsWith(button.textContent!.trim())).toBe(true);
      expect(name).toMatch(
        /Member Portal|Employer Hub|Data Uploader|Web Reporting|Case Manager|Payroll Bridge|Retirement Modeller|Trustee Academy|Scheme Dashboards/,
      );
    }
  });

  it('assigns a module to all schemes from its dialog: no schemeIds sent, it moves to Assigned, focus follows it', async () => {
    const user = userEvent.setup();
    const bodies = capture('post', '/products/assignCompany');
    const cmp = company('cmp-01');
    const total = schemesOf('cmp-01').length;
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Modules it can be given');
    await user.click(screen.getByRole('button', { name: `Assign Trustee Academy to ${cmp.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Assign Trustee Academy to ${cmp.name}` });
    const all = within(dialog).getByRole('radio', { name: `All schemes (${total})` });
    expect(all).toBeChecked();
    await waitFor(() => expect(all).toHaveFocus());
    expect(within(dialog).getByRole('radiogroup', { name: 'Which schemes will Trustee Academy cover?' })).toBeInTheDocument();
    // The schemes are chosen only under "Chosen schemes".
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ companyId: 'cmp-01', productId: TRUSTEE_ACADEMY }]);
    expect(getStore().companyProducts.find((cp) => cp.companyId === 'cmp-01' && cp.productId === TRUSTEE_ACADEMY)?.schemeIds).toEqual(
      schemesOf('cmp-01').map((s) => s.id),
    );
    expect(list('Modules it can be given').queryByText('Trustee Academy')).not.toBeInTheDocument();
    expect(await screen.findByText(`Trustee Academy assigned to ${cmp.name}, covering all its schemes.`)).toBeInTheDocument();
    // The button that opened the dialog is gone with the module; focus moves to the module's coverage link instead.
    const coverageLink = within(itemOf('Assigned modules', 'Trustee Academy')).getByRole('link', { name: /^Covers / });
    await waitFor(() => expect(coverageLink).toHaveFocus());
  });

  it('assigns a module to chosen schemes: Assign waits for one to be ticked, and only those are sent', async () => {
    const user = userEvent.setup();
    const bodies = capture('post', '/products/assignCompany');
    const cmp = company('cmp-01');
    const [first, second] = schemesOf('cmp-01');
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Modules it can be given');
    await user.click(screen.getByRole('button', { name: `Assign Trustee Academy to ${cmp.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Assign Trustee Academy to ${cmp.name}` });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen schemes' }));
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    expect(within(dialog).getByText('Tick at least one scheme, or choose all schemes.')).toBeInTheDocument();
    // Each scheme with its employers for context, as on the coverage page.
    const employers = getStore().employers.filter((e) => e.schemeId === second!.id);
    const listed = within(dialog).getByRole('list', { name: `Employers of ${second!.name}` });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(employers.length);
    expect(within(dialog).getByRole('checkbox', { name: new RegExp(`^${first!.name} \\(`) })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${second!.name} \\(`) }));
    expect(assign).toBeEnabled();
    await user.click(assign);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ companyId: 'cmp-01', productId: TRUSTEE_ACADEMY, schemeIds: [second!.id] }]);
    expect(getStore().companyProducts.find((cp) => cp.companyId === 'cmp-01' && cp.productId === TRUSTEE_ACADEMY)?.schemeIds).toEqual([
      second!.id,
    ]);
    const total = schemesOf('cmp-01').length;
    expect(await (await findList('Assigned modules')).findByText(`Covers 1 of ${total} schemes`, { exact: false })).toBeInTheDocument();
    expect(await screen.findByText(`Trustee Academy assigned to ${cmp.name}, covering 1 scheme.`)).toBeInTheDocument();
  });

  it('disables Assign while the request runs, so a second click sends nothing more', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post(`${API}/products/assignCompany`, async () => {
        calls += 1;
        await released;
        return undefined;
      }),
    );
    const cmp = company('cmp-01');
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Modules it can be given');
    await user.click(screen.getByRole('button', { name: `Assign Trustee Academy to ${cmp.name}` }));
    const dialog = await screen.findByRole('dialog');
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await user.click(assign);
    await waitFor(() => expect(assign).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second click, however it arrives, sends nothing more.
    fireEvent.click(assign);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);
  });

  it('keeps the dialog and the choice, and says why, when an assignment fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/products/assignCompany`, () => HttpResponse.json({ message: 'Module catalogue is locked.' }, { status: 409 })),
    );
    const cmp = company('cmp-01');
    const [first] = schemesOf('cmp-01');
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Modules it can be given');
    await user.click(screen.getByRole('button', { name: `Assign Trustee Academy to ${cmp.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen schemes' }));
    await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${first!.name} \\(`) }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Module catalogue is locked.');
    expect(within(dialog).getByRole('checkbox', { name: new RegExp(`^${first!.name} \\(`) })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeEnabled();
    expect(assignedIds('cmp-01')).not.toContain(TRUSTEE_ACADEMY);
  });

  it('sends nothing on Cancel, and gives focus back to the button that opened the dialog', async () => {
    const user = userEvent.setup();
    const bodies = capture('post', '/products/assignCompany');
    const cmp = company('cmp-01');
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Modules it can be given');
    const opener = screen.getByRole('button', { name: `Assign Trustee Academy to ${cmp.name}` });
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(bodies).toEqual([]);
  });

  it('says when the company has no schemes yet, links to where they are added, and assigns nothing meanwhile', async () => {
    const store = getStore();
    store.schemes = store.schemes.filter((s) => s.companyId !== 'cmp-02');
    const cmp = company('cmp-02');
    const wizard = await openAs(defs, 'support@portico.test', '/administration/onboarding/company/create/cmp-02/products');
    await findList('Modules it can be given');
    const note = screen.getByText(`${cmp.name} has no schemes yet. A module covers a company's schemes, so add them first.`);
    expect(within(note.closest('[role="note"]') as HTMLElement).getByRole('link', { name: 'Go to the Schemes step' })).toHaveAttribute(
      'href',
      '/administration/onboarding/company/create/cmp-02/schemes',
    );
    list('Modules it can be given')
      .getAllByRole('button', { name: /^Assign / })
      .forEach((button) => expect(button).toBeDisabled());
    wizard.unmount();
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-02/products');
    await findList('Modules it can be given');
    expect(screen.getByRole('link', { name: 'Open the Schemes tab' })).toHaveAttribute(
      'href',
      '/administration/onboarding/company/update/cmp-02/scheme/list',
    );
  });

  it('asks before removing, saying what users lose; Cancel sends nothing, Remove does', async () => {
    const user = userEvent.setup();
    const bodies = capture('post', '/products/removeCompany');
    const cmp = company('cmp-01');
    const users = holders('cmp-01', MEMBER_PORTAL);
    await openAs(defs, 'superadmin@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Assigned modules');
    const remove = screen.getByRole('button', { name: `Remove Member Portal from ${cmp.name}` });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Users of ${cmp.name} will lose access to Member Portal: ${users} users currently have access.`);
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(assignedIds('cmp-01')).toContain(MEMBER_PORTAL);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(list('Assigned modules').queryByText('Member Portal')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ companyId: 'cmp-01', productId: MEMBER_PORTAL }]);
    expect(assignedIds('cmp-01')).not.toContain(MEMBER_PORTAL);
    expect(holders('cmp-01', MEMBER_PORTAL)).toBe(0);
  });

  it("marks a module being retired that the company keeps ('Being retired')", async () => {
    await openAs(defs, 'superadmin@portico.test', '/administration/onboarding/company/view/cmp-01/products');
    await findList('Assigned modules');
    expect(within(itemOf('Assigned modules', 'Payroll Bridge')).getByText('Being retired')).toBeInTheDocument();
    expect(within(itemOf('Assigned modules', 'Member Portal')).queryByText('Being retired')).not.toBeInTheDocument();
  });

  it('does not offer a module being retired to a company that lacks it', async () => {
    // cmp-02's tenant offers Payroll Bridge, which is being retired: it is not among the modules it can be given.
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-02/products');
    await findList('Modules it can be given');
    expect(list('Modules it can be given').queryByText('Payroll Bridge')).not.toBeInTheDocument();
    expect(list('Modules it can be given').getByText('Web Reporting')).toBeInTheDocument();
  });

  it('is a plain list on the view screen, even for SuperAdmin', async () => {
    await openAs(defs, 'superadmin@portico.test', '/administration/onboarding/company/view/cmp-01/products');
    await findList('Assigned modules');
    expect(screen.queryByRole('button', { name: /^(Assign|Remove) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Covers / })).not.toBeInTheDocument();
    expect(within(itemOf('Assigned modules', 'Member Portal')).getByText(/^Covers \d+ of \d+ schemes · /)).toBeInTheDocument();
  });

  it('is read-only for a Viewer', async () => {
    await openAs(defs, 'viewer@portico.test', '/administration/onboarding/company/view/cmp-01/products');
    await findList('Assigned modules');
    expect(list('Modules it can be given').getByText('Trustee Academy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Assign|Remove) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Covers / })).not.toBeInTheDocument();
  });

  it("lets a ClientAdmin see their company's modules and open their coverage, but not assign or remove", async () => {
    await openAs(defs, 'clientadmin@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Assigned modules');
    expect(screen.getByRole('note')).toHaveTextContent('Modules are assigned and removed by SuperAdmin and Support users.');
    expect(screen.queryByRole('button', { name: /^(Assign|Remove) / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Covers \d+ of \d+ schemes: the schemes Member Portal covers$/ })).toBeInTheDocument();
  });

  it('shows a failure of the service in the page, with Try again', async () => {
    server.use(http.get(`${API}/products/assignedToCompany/:companyId`, () => new HttpResponse(null, { status: 503 })));
    await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("a module's scheme coverage for a company", () => {
  const coverage = (companyId: string, productId = MEMBER_PORTAL) =>
    `/administration/company/${companyId}/product/update/${productId}/scheme`;

  it('lists the schemes with their employers, and saves added schemes with bulkAssign', async () => {
    const user = userEvent.setup();
    const cmp = firstCompanyByName();
    const [first, second] = schemesOf(cmp.id);
    // Start from a module covering only the first scheme.
    getStore().companyProducts.find((cp) => cp.companyId === cmp.id && cp.productId === MEMBER_PORTAL)!.schemeIds = [first!.id];
    const bodies = capture('post', '/products/bulkAssignSchemesAndProducts');
    const portal = await openAs(defs, 'support@portico.test', coverage(cmp.id));
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    expect(portal.location()).toBe(coverage(cmp.id));
    const employers = getStore().employers.filter((e) => e.schemeId === second!.id);
    const listed = screen.getByRole('list', { name: `Employers of ${second!.name}` });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(employers.length);
    expect(within(listed).getByText(new RegExp(`^${employers[0]!.name} \\(Other\\)$`))).toBeInTheDocument();

    const box = screen.getByRole('checkbox', { name: new RegExp(`^${second!.name} \\(`) });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(box);
    expect(screen.getByRole('status')).toHaveTextContent(`Adds: ${second!.name}.`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ companyId: cmp.id, products: [{ productId: MEMBER_PORTAL, schemeIds: [second!.id] }] });
    await waitFor(() =>
      expect(getStore().companyProducts.find((cp) => cp.companyId === cmp.id && cp.productId === MEMBER_PORTAL)!.schemeIds).toEqual([
        first!.id,
        second!.id,
      ]),
    );
    expect(await screen.findByText('Schemes covered by Member Portal saved.')).toBeInTheDocument();
  });

  it('confirms taking schemes away, then replaces the set with bulkUpdate, keeping the other modules', async () => {
    const user = userEvent.setup();
    const cmp = firstCompanyByName();
    const all = schemesOf(cmp.id);
    const bodies = capture('patch', '/products/bulkUpdateSchemesAndProducts');
    const before = getStore().companyProducts.filter((cp) => cp.companyId === cmp.id);
    await openAs(defs, 'superadmin@portico.test', coverage(cmp.id));
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${all[0]!.name} \\(`) }));
    const removed = all.slice(1).map((s) => s.name);
    expect(screen.getByRole('status')).toHaveTextContent(`Removes: ${removed.join(', ')}.`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Users of ${cmp.name} will lose access to Member Portal for: ${removed.join(', ')}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = bodies[0] as { companyId: string; products: { productId: string; schemeIds: string[] }[] };
    expect(sent.companyId).toBe(cmp.id);
    expect(sent.products.find((p) => p.productId === MEMBER_PORTAL)!.schemeIds).toEqual([all[0]!.id]);
    expect(sent.products.map((p) => p.productId).sort()).toEqual(before.map((cp) => cp.productId).sort());
    await waitFor(() =>
      expect(getStore().companyProducts.find((cp) => cp.companyId === cmp.id && cp.productId === MEMBER_PORTAL)!.schemeIds).toEqual([
        all[0]!.id,
      ]),
    );
    expect(getStore().companyProducts.filter((cp) => cp.companyId === cmp.id)).toHaveLength(before.length);
  });

  it('keeps the choice and says why when saving fails', async () => {
    const user = userEvent.setup();
    const cmp = firstCompanyByName();
    getStore().companyProducts.find((cp) => cp.companyId === cmp.id && cp.productId === MEMBER_PORTAL)!.schemeIds = [];
    server.use(http.post(`${API}/products/bulkAssignSchemesAndProducts`, () => new HttpResponse(null, { status: 500 })));
    await openAs(defs, 'support@portico.test', coverage(cmp.id));
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const cmp = firstCompanyByName();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const portal = await openAs(defs, 'support@portico.test', coverage(cmp.id));
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    const back = screen.getByRole('link', { name: `Back to ${cmp.name}'s modules` });
    // Keyboard: Space toggles the focused checkbox.
    screen.getByRole('checkbox', { name: 'Select all' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(back);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(portal.location()).toBe(coverage(cmp.id));
    confirm.mockReturnValue(true);
    await user.click(back);
    await waitFor(() => expect(portal.location()).toBe(`/administration/onboarding/company/update/${cmp.id}/products`));
    confirm.mockRestore();
  });

  it("opened from the company's Products tab, leads back to the company's modules", async () => {
    const user = userEvent.setup();
    const cmp = company('cmp-01');
    const portal = await openAs(defs, 'support@portico.test', '/administration/onboarding/company/update/cmp-01/products');
    await findList('Assigned modules');
    await user.click(within(itemOf('Assigned modules', 'Member Portal')).getByRole('link', { name: /^Covers / }));
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    expect(portal.location()).toBe(coverage('cmp-01'));
    expect(screen.getByRole('link', { name: `Back to ${cmp.name}'s modules` })).toHaveAttribute(
      'href',
      '/administration/onboarding/company/update/cmp-01/products',
    );
    expect(screen.queryByRole('link', { name: 'Back to setup' })).not.toBeInTheDocument();
  });

  it("opened from the wizard's products step, leads back to setup, after a Save too", async () => {
    const user = userEvent.setup();
    const cmp = company('cmp-01');
    const [first, second] = schemesOf('cmp-01');
    getStore().companyProducts.find((cp) => cp.companyId === 'cmp-01' && cp.productId === MEMBER_PORTAL)!.schemeIds = [first!.id];
    const step = '/administration/onboarding/company/create/cmp-01/products';
    const portal = await openAs(defs, 'support@portico.test', step);
    await findList('Assigned modules');
    const total = schemesOf('cmp-01').length;
    await user.click(screen.getByRole('link', { name: `Covers 1 of ${total} schemes: the schemes Member Portal covers` }));
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    expect(portal.location()).toBe(coverage('cmp-01'));
    expect(screen.getByRole('link', { name: 'Back to setup' })).toHaveAttribute('href', step);
    expect(screen.queryByRole('link', { name: `Back to ${cmp.name}'s modules` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${second!.name} \\(`) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schemes covered by Member Portal saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to setup' }));
    await waitFor(() => expect(portal.location()).toBe(step));
    expect(await findList('Assigned modules')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Covers 2 of ${total} schemes: the schemes Member Portal covers` })).toBeInTheDocument();
  });

  it.each([
    ['another host', '//evil.example/administration/x'],
    ['an absolute address', 'https://evil.example/administration/onboarding/company/list'],
    ['a path outside administration', '/auth/logout'],
    ['a path that climbs out of administration', '/administration/../auth/login'],
    ['a backslash', '/administration/\\evil.example'],
    ['not a string', { pathname: '/administration/onboarding/company/list' }],
  ])("ignores a way back that is %s, offering the company's modules instead", async (_what, returnTo) => {
    localStorage.clear();
    await signInAs('support@portico.test');
    render(
      <MemoryRouter initialEntries={[{ pathname: coverage('cmp-01'), state: { returnTo } }]}>
        <PortalAdmin definitions={defs} />
      </MemoryRouter>,
    );
    const cmp = company('cmp-01');
    await findSlow(`Schemes of ${cmp.name} covered by Member Portal`);
    expect(screen.queryByRole('link', { name: 'Back to setup' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to ${cmp.name}'s modules` })).toBeInTheDocument();
  });

  it('is read-only for a ClientAdmin of the company', async () => {
    await openAs(defs, 'clientadmin@portico.test', coverage('cmp-01'));
    await findSlow(`Schemes of ${company('cmp-01').name} covered by Member Portal`);
    expect(screen.getByRole('note')).toHaveTextContent('Only SuperAdmin and Support users change which schemes a module covers.');
    screen.getAllByRole('checkbox').forEach((box) => expect(box).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the page, and never shows another company to an outsider', async () => {
    // The sandbox refuses the company's schemes (say, the user was taken off the company meanwhile).
    server.use(http.get(`${API}/products/availableProductSchemes/:companyId`, () => new HttpResponse(null, { status: 403 })));
    await openAs(defs, 'clientadmin@portico.test', coverage('cmp-01'));
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent("You don't have permission to access.");
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("refuses another company's coverage to a ClientAdmin in the page, the address as typed", async () => {
    const portal = await openAs(defs, 'clientadmin@portico.test', coverage('cmp-03'));
    expect(await findSlow("You don't have permission to access.")).toBeInTheDocument();
    expect(portal.location()).toBe(coverage('cmp-03'));
    const scheme = getStore().schemes.find((s) => s.companyId === 'cmp-03')!;
    expect(screen.queryByText(scheme.name)).not.toBeInTheDocument();
  });

  it('keeps the Viewer out (the coverage screen is an update screen)', async () => {
    const portal = await openAs(defs, 'viewer@portico.test', coverage('cmp-01'));
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});
