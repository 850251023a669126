import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import companies from '../../../resources/companies';
import retentionAudits from '../../../resources/retentionAudits';
import retentionPolicies from '../../../resources/retentionPolicies';
import { openAs } from '../resources/render';

vi.setConfig({ testTimeout: 120_000 });

const COMPANY = '/administration/onboarding/company';

/**
 * React's "does not recognize the prop on a DOM element" warning, naming one of react-admin's form options: the option
 * reached the page's markup instead of the form (react-admin 5.15.4's SimpleForm and TabbedForm pass
 * `disableInvalidFormNotification` on to the element they lay the fields out in).
 */
const formOptionWarnings = (spy: MockInstance) =>
  spy.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => /disableInvalidFormNotification/.test(text));

// React warns once per prop name in a file's life, so the forms are visited in one test: any of them leaking fails it.
describe("the generated forms keep react-admin's form options off the page's elements", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it("a create form, a record tab's update form and a create form whose fields two tabs share out", async () => {
    await openAs([companies], 'superadmin@portico.test', `${COMPANY}/create`);
    await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 30_000 });
    cleanup();
    await openAs([companies], 'superadmin@portico.test', `${COMPANY}/update/cmp-03/details`);
    await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 30_000 });
    cleanup();
    await openAs(
      [retentionPolicies, retentionAudits, companies],
      'clientadmin@portico.test',
      '/data/retention/company/cmp-01/policy/create',
    );
    await screen.findByRole('textbox', { name: 'Policy name' }, { timeout: 30_000 });
    expect(formOptionWarnings(consoleError)).toEqual([]);
  });
});
