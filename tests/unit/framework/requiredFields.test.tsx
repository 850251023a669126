import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import emailConfigurations from '../../../resources/emailConfigurations';
import retentionAudits from '../../../resources/retentionAudits';
import retentionPolicies from '../../../resources/retentionPolicies';
import schemes from '../../../resources/schemes';
import { getStore } from '../../../sandbox/store';
import { renderAuth } from '../auth/render';
import { findFieldError } from '../support/fieldError';
import { openAs } from '../resources/render';

vi.setConfig({ testTimeout: 120_000 });

const COMPANY = '/administration/onboarding/company';
const NOTE = 'Fields marked * are required';

/** The label that names a field (MUI's label, or the sign-in page's own). */
const labelOf = (field: HTMLElement) => document.querySelector<HTMLElement>(`label[for="${CSS.escape(field.id)}"]`);

/**
 * How a field is marked: its label ends in an asterisk hidden from screen readers, which are told "required" by the
 * field itself instead (`aria-required`, or the native `required` on the sign-in pages).
 */
const marking = (field: HTMLElement) => {
  const label = labelOf(field);
  const star = label?.querySelector('[aria-hidden="true"]');
  return {
    star: star?.textContent?.trim() === '*' && /\*$/.test(label?.textContent?.trim() ?? ''),
    announced: field.getAttribute('aria-required') === 'true' || field.hasAttribute('required'),
  };
};
const MARKED = { star: true, announced: true };
const UNMARKED = { star: false, announced: false };

describe('required fields are marked before the first Save (issue 27)', () => {
  it("marks the company form's one required field on the create screen, and nothing else, before anything is typed", async () => {
    await openAs([companies], 'superadmin@portico.test', `${COMPANY}/create`);
    // The accessible name stays the catalogue's label: the asterisk is not read out.
    const name = await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 30_000 });
    expect(marking(name)).toEqual(MARKED);
    for (const optional of ['Companies House number', 'Town or city', 'Administrator email', 'Primary colour']) {
      expect(marking(screen.getByRole('textbox', { name: optional }))).toEqual(UNMARKED);
    }
    expect(marking(screen.getByRole('combobox', { name: 'Direct debit' }))).toEqual(UNMARKED);
    // The create form says what the asterisk means, once, as the update form does.
    expect(screen.getAllByText(NOTE)).toHaveLength(1);
  });

  it('says once, above the fields of an update form, what the asterisk means; the messages keep their words', async () => {
    const user = userEvent.setup();
    await openAs([companies], 'superadmin@portico.test', `${COMPANY}/update/cmp-03/details`);
    const name = await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 30_000 });
    expect(marking(name)).toEqual(MARKED);
    const note = screen.getByText(NOTE);
    // Above the first field.
    expect(note.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(NOTE)).toHaveLength(1);

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Spec 5's message, word for word, beside the field and in the summary: no asterisk in either.
    expect(await findFieldError('Company name is required')).toHaveTextContent(/^Company name is required$/);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('button', { name: 'Company name is required' })).toHaveTextContent(/^Company name is required$/);
  });

  it('marks a field that is required only while it shows, when it shows', async () => {
    const user = userEvent.setup();
    const scheme = getStore().schemes.find((s) => s.companyId === 'cmp-03' && s.status === 'Active')!;
    await openAs([companies, schemes], 'superadmin@portico.test', `${COMPANY}/update/cmp-03/scheme/update/${scheme.id}/details`);
    const status = await screen.findByRole('combobox', { name: 'Status' }, { timeout: 30_000 });
    expect(marking(status)).toEqual(MARKED);
    expect(marking(screen.getByRole('textbox', { name: 'Scheme name' }))).toEqual(MARKED);
    expect(screen.queryByRole('combobox', { name: 'Inactive reason' })).not.toBeInTheDocument();
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(marking(await screen.findByRole('combobox', { name: 'Inactive reason' }))).toEqual(MARKED);
  });

  it('marks a required company chosen by name (a reference field)', async () => {
    await openAs([emailConfigurations, companies], 'clientadmin@portico.test', '/configuration/emailConfiguration/create');
    expect(marking(await screen.findByRole('combobox', { name: 'Company' }, { timeout: 30_000 }))).toEqual(MARKED);
  });

  it('marks the required fields of a hand-written form that uses useRequired', async () => {
    await openAs(
      [retentionPolicies, retentionAudits, companies],
      'clientadmin@portico.test',
      '/data/retention/company/cmp-01/policy/create',
    );
    // Its inputs are its own, so only react-admin's asterisk comes from the rule: the validator says it is required.
    expect(marking(await screen.findByRole('textbox', { name: 'Policy name' }, { timeout: 30_000 })).star).toBe(true);
  });

  it('marks the fields of the sign-in pages the same way', () => {
    renderAuth();
    for (const name of ['Email', 'Password']) {
      const field = screen.getByLabelText(new RegExp(`^${name}`));
      expect(marking(field)).toEqual(MARKED);
      expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    }
  });
});
