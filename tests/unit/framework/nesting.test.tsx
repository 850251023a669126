import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import employers from '../../../resources/employers';
import schemes from '../../../resources/schemes';
import sections from '../../../resources/sections';
import strategicPartners from '../../../resources/strategicPartners';
import { getStore } from '../../../sandbox/store';
import { breadcrumbTrail, buildBreadcrumbMap } from '../../../src/framework/breadcrumbs';
import { buildMenu } from '../../../src/framework/menu';
import { createPath, listPath, recordPath } from '../../../src/framework/paths';
import { findSlow, openAs } from '../resources/render';
import { matchingRoles } from '../../../src/framework/accessMatrix';

vi.setConfig({ testTimeout: 120_000 });

const defs = [companies, schemes, sections, strategicPartners, employers];
const COMPANY = '/administration/onboarding/company';

describe('nested URLs follow the parent screen they are reached from', () => {
  it('builds the spec 2.5 paths under update and under view', () => {
    const ids = { companyId: 'c1', schemeId: 's1' };
    expect(listPath(schemes, ids, 'update')).toBe(`${COMPANY}/update/c1/scheme/list`);
    expect(createPath(schemes, ids, 'view')).toBe(`${COMPANY}/view/c1/create-scheme`);
    expect(recordPath(schemes, 'view', 's1', ids)).toBe(`${COMPANY}/view/c1/scheme/view/s1/details`);
    expect(listPath(sections, ids, 'update')).toBe(`${COMPANY}/update/c1/scheme/update/s1/sections`);
    expect(createPath(sections, ids, 'update')).toBe(`${COMPANY}/update/c1/scheme/update/s1/sections/create`);
    expect(recordPath(sections, 'update', 'x1', ids)).toBe(`${COMPANY}/update/c1/scheme/update/s1/sections/x1`);
    expect(recordPath(strategicPartners, 'view', 'p1', ids)).toBe(`${COMPANY}/view/c1/scheme/view/s1/strategic-partners/p1`);
    expect(recordPath(employers, 'view', 'e1', ids)).toBe(`${COMPANY}/view/c1/scheme/view/s1/employers/e1/details`);
  });

  it('gives the breadcrumbs the whole nesting: Companies / {company} / Schemes / {scheme} / Employers / {employer}', () => {
    const map = buildBreadcrumbMap(defs);
    const trail = breadcrumbTrail(map, `${COMPANY}/update/c1/scheme/update/s1/employers/e1/details`).map(
      (c) => `${c.path} ${c.label.kind === 'record' ? `[${c.label.resource} ${c.params[c.label.idParam]}]` : c.label.kind}`,
    );
    expect(trail).toEqual([
      `${COMPANY}/list text`,
      `${COMPANY}/update/c1 [companies c1]`,
      `${COMPANY}/update/c1/scheme/list text`,
      `${COMPANY}/update/c1/scheme/update/s1 [schemes s1]`,
      `${COMPANY}/update/c1/scheme/update/s1/employers text`,
      `${COMPANY}/update/c1/scheme/update/s1/employers/e1 [employers e1]`,
    ]);
    expect(breadcrumbTrail(map, `${COMPANY}/view/c1/create-scheme`).map((c) => c.path)).toEqual([
      `${COMPANY}/list`,
      `${COMPANY}/view/c1`,
      `${COMPANY}/view/c1/scheme/list`,
      `${COMPANY}/view/c1/create-scheme`,
    ]);
  });

  it("lists the nested tab under the selected company's sidebar entry, for roles that may open it", () => {
    const entry = (role: string) =>
      buildMenu(defs, { ...matchingRoles(role), platform: 'AWS', params: { companyId: 'c7' } })
        .flatMap((g) => g.items)
        .find((i) => i.record)?.record?.tabs;
    expect(entry('SuperAdmin')).toEqual([
      { labelKey: 'resources.companies.tabs.details', to: `${COMPANY}/view/c7/details` },
      { labelKey: 'resources.schemes.parentTab', to: `${COMPANY}/view/c7/scheme/list` },
      { labelKey: 'resources.companies.tabs.products', to: `${COMPANY}/view/c7/products` },
      { labelKey: 'resources.companies.tabs.default-scheme-access', to: `${COMPANY}/view/c7/default-scheme-access` },
    ]);
    expect(entry('ClientPortal_Manager')).toBeUndefined();
  });
});

describe('nested screens in the browser', () => {
  it('opens a scheme, its sections and a section read-only from the company view, each on its own URL', async () => {
    const user = userEvent.setup();
    const scheme = getStore().schemes.find((s) => s.companyId === 'cmp-03')!;
    const section = getStore().sections.find((s) => s.schemeId === scheme.id)!;
    const portal = await openAs(defs, 'viewer@portico.test', `${COMPANY}/view/cmp-03/scheme/list`);
    // The row's name is a link: it opens by keyboard.
    const link = await screen.findByRole('link', { name: scheme.name }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', `${COMPANY}/view/cmp-03/scheme/view/${scheme.id}/details`);
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(portal.location()).toBe(`${COMPANY}/view/cmp-03/scheme/view/${scheme.id}/details`));
    expect(screen.getByRole('tab', { name: 'Schemes', selected: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Sections' }));
    await waitFor(() => expect(portal.location()).toBe(`${COMPANY}/view/cmp-03/scheme/view/${scheme.id}/sections`));
    await user.click(await findSlow(section.name));
    await waitFor(() => expect(portal.location()).toBe(`${COMPANY}/view/cmp-03/scheme/view/${scheme.id}/sections/${section.id}`));
    expect(await findSlow(section.code)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(await trail.findByRole('link', { name: scheme.name })).toHaveAttribute(
      'href',
      `${COMPANY}/view/cmp-03/scheme/view/${scheme.id}`,
    );
    expect(await trail.findByRole('link', { name: 'Sections' })).toHaveAttribute(
      'href',
      `${COMPANY}/view/cmp-03/scheme/view/${scheme.id}/sections`,
    );
  });

  it('adds a section from the company update screen and lands on it, under update', async () => {
    const user = userEvent.setup();
    const scheme = getStore().schemes.find((s) => s.companyId === 'cmp-03')!;
    const portal = await openAs(defs, 'superadmin@portico.test', `${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/sections`);
    await user.click(await screen.findByRole('link', { name: 'Create' }, { timeout: 20_000 }));
    await waitFor(() => expect(portal.location()).toBe(`${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/sections/create`));
    await user.type(await screen.findByRole('textbox', { name: /^Section name/ }), 'Deferred Members Section');
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Open to new members' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getStore().sections.some((s) => s.name === 'Deferred Members Section')).toBe(true));
    const created = getStore().sections.find((s) => s.name === 'Deferred Members Section')!;
    expect(created).toMatchObject({ schemeId: scheme.id, companyId: 'cmp-03', status: 'Active' });
    // The edit screen's code loads lazily: on a loaded CI machine that takes longer than the default wait.
    await waitFor(() => expect(portal.location()).toBe(`${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/sections/${created.id}`), {
      timeout: 20_000,
    });
    // The URL moves before the create form goes: the record's name in the breadcrumb says the edit screen is there.
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Deferred Members Section'), {
      timeout: 20_000,
    });
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 20_000 })).toBeInTheDocument();
  });
});

describe('a record reached under a parent it does not belong to', () => {
  it("is not shown there: an id changed in the URL says so instead of showing another scheme's section", async () => {
    const [first, second] = getStore().schemes.filter((s) => s.companyId === 'cmp-03');
    const foreign = getStore().sections.find((s) => s.schemeId === second!.id)!;
    await openAs(defs, 'superadmin@portico.test', `${COMPANY}/view/cmp-03/scheme/view/${first!.id}/sections/${foreign.id}`);
    expect(await findSlow('There is no such section in this scheme.')).toBeInTheDocument();
    expect(screen.queryByText(foreign.code)).not.toBeInTheDocument();
  });
});

describe('an empty nested list', () => {
  it("keeps its own Create link (never react-admin's /{resource}/create) so the first record can be added", async () => {
    const scheme = getStore().schemes.find((s) => s.companyId === 'cmp-03')!;
    getStore().sections = getStore().sections.filter((s) => s.schemeId !== scheme.id);
    await openAs(defs, 'superadmin@portico.test', `${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/sections`);
    expect(await screen.findByRole('link', { name: 'Create' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      `${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/sections/create`,
    );
  });
});
