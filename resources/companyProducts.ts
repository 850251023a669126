import ExtensionIcon from '@mui/icons-material/Extension';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { EMPLOYER_TYPES } from '../src/shared/employerTypes';

/**
 * A module as one company has it (spec 2.5: `/administration/company/{companyId}/product/update/{productId}/scheme`):
 * which of the company's schemes it covers. Reached from the company's Products tab and the company wizard's products
 * step (the framework's assignment tab declared in resources/companies.ts, with `companyProducts/ModuleCoverage`), whose
 * strings live here too: `tab` for the panel (`%{record}` the company, `%{item}` the module) and its coverage.
 *
 * Who may do what (docs/decisions.md): company editors open the coverage, read-only unless they may `assign`;
 * assigning, removing and changing coverage is kept to internal staff, as the sandbox enforces.
 */
export default defineResource({
  name: 'companyProducts',
  labels: { singular: 'Module', plural: 'Modules' },
  icon: ExtensionIcon,
  recordRepresentation: 'name',
  api: { service: 'portal', getOne: { path: '/api/v1/products/{id}' } },
  route: {
    base: '/administration/company/:companyId/product',
    views: { update: true },
    tabs: [{ path: 'scheme', label: 'Schemes', component: lazy(() => import('./companyProducts/SchemeCoverage')) }],
  },
  // Home / Companies / {company} / {module}: the company is the one the URL names, whichever is selected.
  breadcrumbParent: { pattern: '/administration/onboarding/company/update/:id/*', params: { id: 'companyId' } },
  company: 'url',
  fields: [{ source: 'name', type: 'text', label: 'Name' }],
  access: {
    edit: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
    assign: ['SuperAdmin', 'Support'],
  },
  messages: {
    tab: {
      assigned: 'Assigned modules',
      available: 'Modules it can be given',
      noneAssigned: '%{record} has no modules yet, so its users see none.',
      noneAvailable: "Every module the company's tenant offers is assigned.",
      covers: 'Covers %{covered} of %{smart_count} scheme |||| Covers %{covered} of %{smart_count} schemes',
      // The count links to the module's coverage page; its name starts with the visible count (WCAG 2.5.3).
      coversLabel: '%{covers}: the schemes %{module} covers',
      users: '%{smart_count} user has access |||| %{smart_count} users have access',
      assign: 'Assign',
      // Starts with the button's visible text, so speech users can say what they see (WCAG 2.5.3 label in name).
      assignLabel: 'Assign %{item} to %{record}',
      assigned_done: '%{module} assigned to %{company}, covering all its schemes.',
      assigned_some:
        '%{module} assigned to %{company}, covering %{smart_count} scheme. |||| %{module} assigned to %{company}, covering %{smart_count} schemes.',
      noSchemes: "%{company} has no schemes yet. A module covers a company's schemes, so add them first.",
      noSchemesWizardLink: 'Go to the Schemes step',
      noSchemesTabLink: 'Open the Schemes tab',
      remove: 'Remove',
      removeLabel: 'Remove %{item} from %{record}',
      removeTitle: 'Remove %{item} from %{record}?',
      removeContent:
        'Users of %{record} will lose access to %{item}: %{smart_count} user currently has access. |||| Users of %{record} will lose access to %{item}: %{smart_count} users currently have access.',
      removed_done: '%{item} removed from %{record}.',
      readOnly: 'Modules are assigned and removed by SuperAdmin and Support users.',
      // A module the company keeps though it is given to no one new (docs/decisions.md).
      flag: 'Being retired',
    },
    coverage: {
      heading: 'Schemes of %{company} covered by %{module}',
      legend: 'Schemes %{module} covers',
      noSchemes: '%{company} has no schemes yet. Add one on its Schemes tab first.',
      notAssigned: '%{module} is not assigned to %{company}.',
      employers: 'Employers of %{scheme}',
      noEmployers: 'No employers yet',
      employerType: Object.fromEntries(EMPLOYER_TYPES.map((t) => [t.id, t.name])),
      save: 'Save',
      back: "Back to %{company}'s modules",
      // Opened from the company wizard's products step: back to that step.
      backToSetup: 'Back to setup',
      confirmTitle: 'Stop covering %{smart_count} scheme? |||| Stop covering %{smart_count} schemes?',
      confirmContent: "Users of %{company} will lose access to %{module} for: %{names}. Their access to the module's other schemes stays.",
      saved: 'Schemes covered by %{module} saved.',
      readOnly: 'Only SuperAdmin and Support users change which schemes a module covers.',
      gone: '%{module} was removed from %{company} meanwhile; nothing was saved.',
    },
    assignDialog: {
      title: 'Assign %{module} to %{company}',
      question: 'Which schemes will %{module} cover?',
      all: 'All schemes (%{smart_count})',
      chosen: 'Chosen schemes',
      legend: 'Schemes %{module} will cover',
      noneChosen: 'Tick at least one scheme, or choose all schemes.',
      assign: 'Assign',
    },
  },
});
