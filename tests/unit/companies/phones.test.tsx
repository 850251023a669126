/**
 * The administrator phones as people type them (issue 27): national or international, with spaces, brackets, a
 * leading 0, +44 or 0044, all stored the one way the API keeps them. The bodies are read where the sandbox
 * receives them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { findSlow, openAs } from '../resources/render';
import { findFieldError } from '../support/fieldError';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 120_000 });

const BASE = '/administration/onboarding/company';
const API = 'http://localhost:4010/portal/api/v1';
const PHONE_MESSAGE = 'Enter the phone number in international format with a space after the country code, like +44 20 7946 0000';
const LONDON = { order: 1, countryCode: '+44', number: '2079460000' };

type Body = { adminContact?: { administratorPhones?: unknown[] } };
const company = (id: string) => getStore().companies.find((c) => c.id === id)!;

/** The JSON of every request to `method` /companies, passed on to the sandbox. */
const capture = (method: 'patch' | 'post') => {
  const bodies: Body[] = [];
  server.use(
    http[method](`${API}/companies`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Body);
    }),
  );
  return bodies;
};

const openDetails = async (id: string) => {
  await openAs([companies], 'superadmin@portico.test', `${BASE}/update/${id}/details`);
  await findSlow(`Company: ${company(id).name}`);
  return screen.findByRole('textbox', { name: 'Phone 1 number' });
};

const chooseCode = async (user: ReturnType<typeof userEvent.setup>, option: RegExp) => {
  await user.click(screen.getByRole('combobox', { name: 'Phone 1 country code' }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
};

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('administrator phones as people type them', () => {
  it.each(['020 7946 0000', '+44 20 7946 0000'])('stores %s as +44 / 2079460000', async (typed) => {
    const user = userEvent.setup();
    const patches = capture('patch');
    const number = await openDetails('cmp-02');
    await user.clear(number);
    await user.type(number, typed);
    await save(user);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.adminContact!.administratorPhones).toEqual([LONDON]);
    await waitFor(() => expect(company('cmp-02').adminContact.administratorPhones).toEqual([LONDON]));
  });

  it('takes the country code typed into the number box, and the country-code box follows', async () => {
    const user = userEvent.setup();
    const patches = capture('patch');
    const number = await openDetails('cmp-02');
    await chooseCode(user, /^\+33 France/);
    await user.clear(number);
    await user.type(number, '+44 (0)20 7946 0000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Phone 1 country code' })).toHaveTextContent(/^\+44 United Kingdom/));
    // What was typed stays as typed while it is edited.
    expect(number).toHaveValue('+44 (0)20 7946 0000');
    await save(user);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.adminContact!.administratorPhones).toEqual([LONDON]);
  });

  it('reads a national number by the country code chosen, and sends the canonical form when Enter saves', async () => {
    const user = userEvent.setup();
    const patches = capture('patch');
    const number = await openDetails('cmp-02');
    await chooseCode(user, /^\+353 Ireland/);
    await user.clear(number);
    await user.type(number, '(01) 234 5678{Enter}');
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.adminContact!.administratorPhones).toEqual([{ order: 1, countryCode: '+353', number: '12345678' }]);
  });

  it('refuses a code typed in the number that disagrees with a code chosen afterwards, leaving the choice to the user', async () => {
    const user = userEvent.setup();
    const patches = capture('patch');
    const number = await openDetails('cmp-02');
    await user.clear(number);
    await user.type(number, '+44 20 7946 0000');
    await chooseCode(user, /^\+33 France/);
    await save(user);
    expect(await findFieldError(PHONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Phone 1 country code' })).toHaveTextContent(/^\+33 France/);
    expect(patches).toHaveLength(0);
  });

  it('sends 0044 20 7946 0000 on a new company as +44 / 2079460000', async () => {
    const user = userEvent.setup();
    const posts = capture('post');
    await openAs([companies], 'superadmin@portico.test', `${BASE}/create`);
    await user.type(await screen.findByRole('textbox', { name: /^Company name/ }, { timeout: 20_000 }), 'Wherry Lane Pensions Ltd');
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.type(await screen.findByRole('textbox', { name: 'Phone 1 number' }), '0044 20 7946 0000');
    await clickSave(user, 'Save and continue');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.adminContact!.administratorPhones).toEqual([LONDON]);
    await waitFor(() =>
      expect(getStore().companies.find((c) => c.name === 'Wherry Lane Pensions Ltd')?.adminContact.administratorPhones).toEqual([LONDON]),
    );
  });

  it.each(['12', '020 7946', '+44 20 7946 00000', 'reception'])(
    "refuses %s, not a possible number, with spec 5's words and an example the box accepts",
    async (typed) => {
      const user = userEvent.setup();
      const patches = capture('patch');
      const number = await openDetails('cmp-02');
      await user.clear(number);
      await user.type(number, typed);
      await save(user);
      expect(await findFieldError(PHONE_MESSAGE)).toBeInTheDocument();
      expect(number).toHaveAccessibleDescription(PHONE_MESSAGE);
      expect(patches).toHaveLength(0);
    },
  );

  it('shows the phones read-only as people read them', async () => {
    getStore().companies.find((c) => c.id === 'cmp-01')!.adminContact.administratorPhones = [
      LONDON,
      { order: 2, countryCode: '+1', number: '2025550123' },
    ];
    await openAs([companies], 'viewer@portico.test', `${BASE}/view/cmp-01/details`);
    await findSlow(`Company: ${company('cmp-01').name}`);
    const list = await screen.findByRole('list', { name: 'Administrator phones' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+44 20 7946 0000', '+1 202 555 0123']);
  });
});
