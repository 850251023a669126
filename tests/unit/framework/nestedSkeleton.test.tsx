import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import employers from '../../../resources/employers';
import schemes from '../../../resources/schemes';
import sections from '../../../resources/sections';
import strategicPartners from '../../../resources/strategicPartners';
import { getStore } from '../../../sandbox/store';
import { holdAnswer } from '../support/heldAnswer';
import { openAs } from '../resources/render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [companies, schemes, sections, strategicPartners, employers];
const COMPANY = '/administration/onboarding/company';
const SECTIONS = 'http://localhost:4010/portal/api/v1/sections';

const schemeWithSections = () => {
  const store = getStore();
  const scheme = store.schemes.find((s) => s.companyId === 'cmp-03' && store.sections.some((x) => x.schemeId === s.id))!;
  return { scheme, section: store.sections.find((x) => x.schemeId === scheme.id)! };
};

/** The tab's own panel (the scheme's, inside the company's). */
const panel = (name: string) => within(screen.getByRole('tabpanel', { name }));

describe('a nested tab while its list arrives (issue 27)', () => {
  it("shows the tab's heading, its Create and a list skeleton until the first page answers, then the rows in place", async () => {
    const { scheme, section } = schemeWithSections();
    const release = holdAnswer(SECTIONS);
    await openAs(defs, 'superadmin@portico.test', `${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/sections`);
    await screen.findByRole('tabpanel', { name: 'Sections' }, { timeout: 30_000 });
    // Under the scheme's title (h2), the tab's list is headed one level below.
    const heading = await panel('Sections').findByRole('heading', { level: 3, name: 'Sections' });
    expect(await panel('Sections').findByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(panel('Sections').getByRole('status')).toHaveTextContent('Loading');
    expect(panel('Sections').queryByText(section.name)).not.toBeInTheDocument();

    release();
    expect(await panel('Sections').findByText(section.name, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(panel('Sections').queryByRole('status')).not.toBeInTheDocument();
    // The same heading and one Create: nothing was drawn again in another place.
    expect(panel('Sections').getByRole('heading', { level: 3, name: 'Sections' })).toBe(heading);
    expect(panel('Sections').getAllByRole('link', { name: 'Create' })).toHaveLength(1);
  });

  it('draws them at once when the tab is chosen, with no Create for a role that may not create', async () => {
    const user = userEvent.setup();
    const { scheme, section } = schemeWithSections();
    await openAs(defs, 'viewer@portico.test', `${COMPANY}/view/cmp-03/scheme/view/${scheme.id}/details`);
    // The scheme's name shows in its title and its breadcrumb: any of them says the record has drawn.
    await screen.findAllByText(scheme.name, {}, { timeout: 20_000 });
    const release = holdAnswer(SECTIONS);
    await user.click(await screen.findByRole('tab', { name: 'Sections' }));
    // No wait: react-admin's own placeholders hold back for a second, these do not.
    await waitFor(
      () => {
        expect(panel('Sections').getByRole('heading', { level: 3, name: 'Sections' })).toBeInTheDocument();
        expect(panel('Sections').getByRole('status')).toHaveTextContent('Loading');
      },
      { timeout: 200 },
    );
    expect(panel('Sections').queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    release();
    expect(await panel('Sections').findByText(section.name, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(panel('Sections').queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
