/**
 * The company wizard keeps its user on the path (issue 27): a scheme's sections are added inside the schemes step, a
 * saved scheme's form closes so a second click cannot create it twice, the stepper ticks from the company's data,
 * and Finish opens a summary whose next action invites the company's administrator.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import companyProducts from '../../../resources/companyProducts';
import employers from '../../../resources/employers';
import schemes from '../../../resources/schemes';
import sections from '../../../resources/sections';
import strategicPartners from '../../../resources/strategicPartners';
import users from '../../../resources/users';
import { getStore } from '../../../sandbox/store';
import { findSlow, openAs } from '../resources/render';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 120_000 });

const defs = [companies, schemes, sections, strategicPartners, employers, companyProducts, users];
const BASE = '/administration/onboarding/company';

const field = (label: RegExp | string) =>
  screen.getByRole('textbox', { name: typeof label === 'string' ? new RegExp(`^${label}`) : label });

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('company wizard', () => {
  it('adds a scheme and its section without leaving the step, saves the scheme once, and ticks the stepper', async () => {
    const user = userEvent.setup();
    await openAs(defs, 'superadmin@portico.test', `${BASE}/create`);
    await user.type(await screen.findByRole('textbox', { name: /^Company name/ }, { timeout: 20_000 }), 'Quayside Pensions Ltd');
    await clickSave(user, 'Save and continue');
    await findSlow('No schemes yet.');
    const companyId = getStore().companies.find((c) => c.name === 'Quayside Pensions Ltd')!.id;
    expect(screen.getByText('waiting for a first scheme')).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: /^Scheme name/ }), 'Quayside DC Plan');
    await choose(user, 'Scheme type', 'Defined contribution (DC)');
    await user.type(field('Pension Scheme Tax Reference'), '10293847QP');
    await choose(user, 'Status', 'Active');
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('button', { name: 'Save' }));

    // The new scheme is listed, marked and open; its form has closed, so nothing can save it a second time.
    await findSlow('Quayside DC Plan added.');
    expect(await main.findByText('Just added')).toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Add another scheme' })).toBeInTheDocument();
    expect(getStore().schemes.filter((s) => s.companyId === companyId)).toHaveLength(1);
    // The stepper reads the company again: its schemes step is done.
    await waitFor(() =>
      expect(screen.getByText('Schemes', { selector: '.MuiStepLabel-label' }).closest('.MuiStep-root')).toHaveTextContent('done'),
    );

    // Its section is added in the open row, and listed there.
    // The new row opens by itself; its content shows once the opening has run.
    await user.click(await main.findByRole('button', { name: 'Add section to Quayside DC Plan' }));
    await user.type(field('Section name'), 'Money Purchase Section');
    await user.type(field('Section code'), 'MP-01');
    await choose(user, 'Status', 'Open to new members');
    await user.click(main.getByRole('button', { name: 'Save' }));
    const sectionsOf = within(await screen.findByRole('list', { name: 'Sections' }, { timeout: 20_000 }));
    expect(sectionsOf.getByText('Money Purchase Section')).toBeInTheDocument();
    const schemeId = getStore().schemes.find((s) => s.companyId === companyId)!.id;
    expect(
      getStore()
        .sections.filter((s) => s.schemeId === schemeId)
        .map((s) => s.name),
    ).toEqual(['Money Purchase Section']);
    expect(main.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${BASE}/create/${companyId}/products`);
  });

  it('finishes on a summary of what was set up and what is missing, offering to invite the administrator', async () => {
    const store = getStore();
    const company = store.companies.find((c) => c.setupCompleteness === 'AssignProductsIncomplete')!;
    await openAs(defs, 'superadmin@portico.test', `${BASE}/create/${company.id}/summary`);
    await findSlow(`${company.name} is saved, but its setup is not finished yet: see what is missing below.`);
    const missing = within(screen.getByRole('region', { name: 'Still to do' }));
    expect(missing.getByRole('link', { name: 'assign a module' })).toHaveAttribute('href', `${BASE}/create/${company.id}/products`);
    const schemeCount = store.schemes.filter((s) => s.companyId === company.id).length;
    // The schemes step's part: each scheme with what it holds, counted as the scheme's tabs list them.
    expect(await screen.findByRole('heading', { name: `Schemes (${schemeCount})` })).toBeInTheDocument();
    const holds = /^\d+ sections?, \d+ strategic partners?, \d+ employers?$/;
    await waitFor(() => expect(screen.getAllByText(holds)).toHaveLength(schemeCount), { timeout: 20_000 });
    expect(await screen.findByRole('link', { name: "Invite the company's administrator" })).toHaveAttribute(
      'href',
      `/administration/user/create/personal-information?companyId=${company.id}&role=ClientAdmin`,
    );
  });
});

describe('one primary action and one name per wizard page (issue 23 item 5)', () => {
  const primaries = () =>
    [...screen.getByRole('main').querySelectorAll<HTMLElement>('.MuiButton-contained')].map((b) => b.textContent?.trim());

  it("offers the scheme form's Save as the only primary action until a scheme exists, then Next; the page has one name", async () => {
    const user = userEvent.setup();
    await openAs(defs, 'superadmin@portico.test', `${BASE}/create`);
    await user.type(await screen.findByRole('textbox', { name: /^Company name/ }, { timeout: 20_000 }), 'Harbour Pensions Ltd');
    await clickSave(user, 'Save and continue');
    await screen.findByRole('textbox', { name: /^Scheme name/ }, { timeout: 20_000 });
    expect(primaries()).toEqual(['Save']);
    // One name: the heading names the company being set up, the breadcrumb where it is; the app bar names no step.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company: Harbour Pensions Ltd');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.at(-1)).toHaveTextContent('Create company');
    expect(screen.getByRole('banner')).not.toHaveTextContent('Schemes');

    await user.type(screen.getByRole('textbox', { name: /^Scheme name/ }), 'Harbour DB Scheme');
    await choose(user, 'Scheme type', 'Defined benefit (DB)');
    await user.type(field('Pension Scheme Tax Reference'), '10293848QP');
    await choose(user, 'Status', 'Active');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Save' }));
    await findSlow('Harbour DB Scheme added.');
    await waitFor(() => expect(primaries()).toEqual(['Next']));
  });
});
