import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import schemes from '../../../resources/schemes';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { formatPhone } from '../../../src/shared/phone';
import { findSlow, openAs } from './render';
import { findFieldError } from '../support/fieldError';

vi.setConfig({ testTimeout: 120_000 });

const defs = [companies];
const BASE = '/administration/onboarding/company';
const API = 'http://localhost:4010/portal/api/v1';
const PHONE_MESSAGE = 'Enter the phone number in international format with a space after the country code, like +44 20 7946 0000';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const company = (id: string) => getStore().companies.find((c) => c.id === id)!;

/** Records the JSON of every PATCH /companies, passing it on to the sandbox. */
const capturePatches = () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.patch(`${API}/companies`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
};

const openDetails = async (email: string, id: string, view: 'update' | 'view' = 'update') => {
  const portal = await openAs(defs, email, `${BASE}/${view}/${id}/details`);
  await findSlow(`Company: ${company(id).name}`);
  return portal;
};

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('company details: phones', () => {
  it("checks each phone with spec 5's rule and exact message", async () => {
    const user = userEvent.setup();
    const patches = capturePatches();
    await openDetails('superadmin@portico.test', 'cmp-02');
    const number = await screen.findByRole('textbox', { name: 'Phone 1 number' });
    await user.clear(number);
    await user.type(number, '12');
    await save(user);
    expect(await findFieldError(PHONE_MESSAGE)).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('sends the phones in the order on screen after moving and removing them, with labelled buttons', async () => {
    const user = userEvent.setup();
    const patches = capturePatches();
    const [first, second] = company('cmp-01').adminContact.administratorPhones;
    expect(second).toBeDefined();
    await openDetails('superadmin@portico.test', 'cmp-01');
    expect(await screen.findByRole('button', { name: 'Move phone 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move phone 2 up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone 1 number' })).toHaveValue(second!.number));
    // Focus follows the moved phone, so the keyboard user can keep moving it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move phone 1 down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone 1 number' })).toHaveValue(first!.number));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move phone 2 up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone 1 number' })).toHaveValue(second!.number));
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    const third = await screen.findByRole('textbox', { name: 'Phone 3 number' });
    await user.type(third, '1632960001');
    await save(user);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect((patches[0]!.adminContact as { administratorPhones: unknown[] }).administratorPhones).toEqual([
      { order: 1, countryCode: second!.countryCode, number: second!.number },
      { order: 2, countryCode: first!.countryCode, number: first!.number },
      { order: 3, countryCode: '+44', number: '1632960001' },
    ]);
    // The service's answer replaces the record in the form; "Changes saved." says it has. Changed before then, the
    // form is overwritten by the answer (what a person would see too: they wait for the message).
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone 1 number' })).toHaveValue(first!.number));
    await user.click(screen.getByRole('button', { name: 'Remove phone 2' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Phone 2 number' })).toBeNull());
    await save(user);
    await waitFor(() => expect(patches).toHaveLength(2));
    expect((patches[1]!.adminContact as { administratorPhones: unknown[] }).administratorPhones).toEqual([
      { order: 1, countryCode: first!.countryCode, number: first!.number },
    ]);
    await waitFor(() =>
      expect(company('cmp-01').adminContact.administratorPhones).toEqual([{ order: 1, countryCode: '+44', number: first!.number }]),
    );
  });
});

describe('company details: contact method, direct debit, branding', () => {
  it('shows the enumerations in words and saves them; a bad colour gets the exact message', async () => {
    const user = userEvent.setup();
    const patches = capturePatches();
    await openDetails('superadmin@portico.test', 'cmp-02');
    const colour = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(screen.getByRole('heading', { name: 'Branding' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG or WebP, up to 1 MB')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, 'navy');
    await save(user);
    expect(await findFieldError('Primary colour must be valid color, like: #012345')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
    await user.clear(colour);
    await user.type(colour, '#123456');
    await user.click(screen.getByRole('combobox', { name: 'Direct debit' }));
    await user.click(await screen.findByRole('option', { name: 'Does not pay by direct debit' }));
    await user.click(screen.getByRole('combobox', { name: 'Preferred contact method' }));
    await user.click(await screen.findByRole('option', { name: 'Post' }));
    await save(user);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ primaryColour: '#123456', directDebit: 'NoDirectDebit', preferredContactMethod: 'Mail' });
    expect(patches[0]).not.toHaveProperty('logoUrl');
  });

  it('uploads a PNG after saving, with a preview before', async () => {
    const user = userEvent.setup();
    await openDetails('superadmin@portico.test', 'cmp-02');
    const picker = await screen.findByLabelText('Logo');
    await user.upload(picker, new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the new Logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await save(user);
    await waitFor(() => expect(company('cmp-02').logoUrl).toMatch(/^\/__sandbox\/files\//));
    expect(await screen.findByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', company('cmp-02').logoUrl);
  });

  it('shows the sandbox refusing a file named .png that is really a script, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openDetails('superadmin@portico.test', 'cmp-02');
    const town = await screen.findByRole('textbox', { name: 'Town or city' });
    await user.clear(town);
    await user.type(town, 'Todmorden');
    await user.upload(screen.getByLabelText('Logo'), new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' }));
    await save(user);
    const under = await screen.findByRole('alert', { name: 'The form could not be saved' });
    expect(under).toHaveTextContent('The logo must be a PNG, JPEG or WebP image.');
    expect(screen.getAllByText('The logo must be a PNG, JPEG or WebP image.').length).toBeGreaterThanOrEqual(2);
    expect(town).toHaveValue('Todmorden');
    expect(company('cmp-02').logoUrl).toBe('/brand/company-generic.svg');
  });
});

describe('company details: read-only view', () => {
  it('shows the same fields read-only: phones in order, enumerations in words, the branding section', async () => {
    const cmp = company('cmp-01');
    await openDetails('viewer@portico.test', 'cmp-01', 'view');
    const phones = await screen.findAllByRole('listitem');
    // As people read them: '+44 7700 900123', the digits grouped the way the country writes them.
    const shown = cmp.adminContact.administratorPhones.map((p) => formatPhone(p));
    expect(phones.map((li) => li.textContent).filter((t) => t?.startsWith('+'))).toEqual(shown);
    expect(
      screen.getByText(cmp.directDebit === 'DirectDebit' ? 'Pays by direct debit' : 'Does not pay by direct debit'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Branding' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', cmp.logoUrl);
    expect(screen.getByText(cmp.primaryColour!)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('never shows a logo from an http or javascript URL', async () => {
    getStore().companies.find((c) => c.id === 'cmp-01')!.logoUrl = 'http://evil.example/logo.png';
    await openDetails('viewer@portico.test', 'cmp-01', 'view');
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Current Logo' })).not.toBeInTheDocument();
  });
});

describe('company details: server errors', () => {
  it('shows a duplicate name as an error on Name and under the form, keeping the input', async () => {
    const user = userEvent.setup();
    await openDetails('superadmin@portico.test', 'cmp-02');
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    await user.clear(name);
    await user.type(name, 'Thames Valley Logistics Ltd');
    await save(user);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A company with this name already exists.'));
    expect(screen.getByRole('alert', { name: 'The form could not be saved' })).toHaveTextContent(
      'A company with this name already exists.',
    );
    expect(name).toHaveValue('Thames Valley Logistics Ltd');
  });

  it('shows a refusal without field errors (403) under the form', async () => {
    const user = userEvent.setup();
    server.use(http.patch(`${API}/companies`, () => new Response(null, { status: 403 })));
    await openDetails('superadmin@portico.test', 'cmp-02');
    const town = await screen.findByRole('textbox', { name: 'Town or city' });
    await user.type(town, ' Centre');
    await save(user);
    expect(await screen.findByRole('alert', { name: 'The form could not be saved' })).toHaveTextContent(
      "You don't have permission to access.",
    );
    expect(town).toHaveValue('Halifax Centre');
  });
});

describe('company setup progress', () => {
  it('reads in words in the list', async () => {
    await openAs(defs, 'superadmin@portico.test', `${BASE}/list`);
    await findSlow('Tyne Valley Builders Merchants Ltd');
    const row = screen.getByText('Tyne Valley Builders Merchants Ltd').closest('tr')!;
    expect(within(row).getByText('Branding incomplete')).toBeInTheDocument();
  });

  it('shows each step done or what it waits for, and links "Next" to where the next step is done', async () => {
    const branding = getStore().companies.find((c) => c.setupCompleteness === 'BrandingIncomplete')!;
    const products = getStore().companies.find((c) => c.setupCompleteness === 'AssignProductsIncomplete')!;
    const portal = await openDetails('superadmin@portico.test', branding.id, 'view');
    const progress = within(await screen.findByRole('region', { name: 'Setup progress' }, { timeout: 20_000 }));
    // The wizard's three steps, in its words; the details step says the logo is what it still needs.
    expect(progress.getByText('1. Details: waiting for a logo (branding)')).toBeInTheDocument();
    expect(progress.getByText('2. Schemes: done')).toBeInTheDocument();
    expect(progress.getByText('3. Products: waiting for a module')).toBeInTheDocument();
    // Drawn with the steps: whether the user may edit is the access table's answer as the panel draws.
    expect(progress.getByRole('link', { name: "add the company's logo" })).toHaveAttribute('href', `${BASE}/update/${branding.id}/details`);
    portal.unmount();

    await openDetails('superadmin@portico.test', products.id, 'view');
    expect(await screen.findByRole('link', { name: 'assign a module' })).toHaveAttribute('href', `${BASE}/update/${products.id}/products`);
  });

  it("links a nested resource's step to adding its first record", async () => {
    const store = getStore();
    const ready = store.companies.find((c) => c.setupCompleteness === 'AssignProductsIncomplete')!;
    store.schemes = store.schemes.filter((s) => s.companyId !== ready.id);
    await openAs([companies, schemes], 'superadmin@portico.test', `${BASE}/view/${ready.id}/details`);
    const progress = within(await screen.findByRole('region', { name: 'Setup progress' }, { timeout: 20_000 }));
    expect(progress.getByText('2. Schemes: waiting for a first scheme')).toBeInTheDocument();
    expect(await progress.findByRole('link', { name: 'add a scheme' })).toHaveAttribute('href', `${BASE}/update/${ready.id}/create-scheme`);
  });

  it('gives the Viewer the progress without a link', async () => {
    const none = getStore().companies.find((c) => c.setupCompleteness === 'None')!;
    await openDetails('viewer@portico.test', none.id, 'view');
    const progress = within(await screen.findByRole('region', { name: 'Setup progress' }, { timeout: 20_000 }));
    expect(progress.getByText(/complete the company details/)).toBeInTheDocument();
    expect(progress.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('company delete', () => {
  it('needs the name typed exactly, says what goes with it, and lands on the list', async () => {
    const user = userEvent.setup();
    const portal = await openDetails('superadmin@portico.test', 'cmp-02');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pennine Building Society?' });
    const schemes = getStore().schemes.filter((s) => s.companyId === 'cmp-02').length;
    expect(await within(dialog).findByText(`its schemes (${schemes})`)).toBeInTheDocument();
    expect(within(dialog).getByText(/its users' access to it/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' });
    const typed = within(dialog).getByRole('textbox', { name: 'Type Pennine Building Society to confirm' });
    await user.type(typed, 'pennine building society');
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'Pennine Building Society');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/list`));
    expect(await screen.findByText('Pennine Building Society was deleted')).toBeInTheDocument();
    expect(getStore().companies.some((c) => c.id === 'cmp-02')).toBe(false);
  });

  it('is not offered to Support', async () => {
    await openDetails('support@portico.test', 'cmp-02');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('company create', () => {
  it('lets an Analyst create a company; a logo the sandbox refuses keeps the company, created once, and says so', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    server.use(
      http.post(`${API}/companies`, async ({ request }) => {
        posts.push(await request.clone().json());
      }),
    );
    const portal = await openAs(defs, 'analyst@portico.test', `${BASE}/create`);
    await user.type(await screen.findByRole('textbox', { name: /^Company name/ }, { timeout: 20_000 }), 'Tamar Estuary Boatyards Ltd');
    await user.upload(screen.getByLabelText('Logo'), new File(['#!/bin/sh\necho hi'], 'logo.png', { type: 'image/png' }));
    // The first step of the Add New Company wizard: saving creates the company and moves on to its schemes.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const created = await waitFor(() => {
      const found = getStore().companies.find((c) => c.name === 'Tamar Estuary Boatyards Ltd');
      expect(found).toBeDefined();
      return found!;
    });
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/create/${created.id}/schemes`));
    expect(
      await screen.findByText(
        'Tamar Estuary Boatyards Ltd was saved, but its Logo could not be uploaded: The logo must be a PNG, JPEG or WebP image. Add it again on the details screen.',
      ),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]).not.toHaveProperty('logoUrl');
    expect(getStore().companies.filter((c) => c.name === 'Tamar Estuary Boatyards Ltd')).toHaveLength(1);
  });
});

describe('company details: the saved message', () => {
  it('stays its time when the user clicks on: the next click does not take it away half read', async () => {
    const user = userEvent.setup();
    await openDetails('superadmin@portico.test', 'cmp-01');
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await user.type(name, 's');
    await save(user);
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const shown = Date.now();
    // Clicking back into the form and typing (the form takes it: Save is offered again).
    await user.click(name);
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await waitFor(() => expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument(), { timeout: 10_000 });
    // react-admin's four seconds, less the time the message took to be found.
    expect(Date.now() - shown).toBeGreaterThan(3500);
  });
});
