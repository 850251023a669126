/** The companies' own catalogue entries (`resources.companies.*`), beyond field labels and choices. */
export const companyMessages = {
  sections: { branding: 'Branding' },
  setup: {
    title: 'Setup progress',
    step: '%{n}. %{name}: %{state}',
    steps: { details: 'Details', schemes: 'Schemes', products: 'Products' },
    done: 'done',
    waiting: 'waiting for %{items}',
    stepState: '%{step}: %{state}',
    list: '%{items} and %{last}',
    details: '%{smart_count} detail |||| %{smart_count} details',
    gaps: { logoUrl: 'a logo (branding)', scheme: 'a first scheme', module: 'a module' },
    nextLabel: 'Next:',
    next: {
      details: 'complete the company details',
      branding: "add the company's logo",
      schemes: 'add a scheme',
      products: 'assign a module',
    },
    complete: "Setup complete: the company's users can be given its modules.",
    summary: {
      finished: '%{name} is set up.',
      notFinished: '%{name} is saved, but its setup is not finished yet: see what is missing below.',
      schemes: { heading: 'Schemes (%{smart_count})', none: 'No schemes yet.' },
      count: {
        sections: '%{smart_count} section |||| %{smart_count} sections',
        strategicPartners: '%{smart_count} strategic partner |||| %{smart_count} strategic partners',
        employers: '%{smart_count} employer |||| %{smart_count} employers',
      },
      modules: 'Modules (%{smart_count})',
      noModules: 'No modules yet, so its users will see none.',
      missing: 'Still to do',
      nextStep: 'Next step',
      invite: "Invite the company's administrator",
      open: 'Open %{name}',
    },
  },
  delete: {
    consequences: {
      schemes: 'its schemes',
      sections: "its schemes' sections",
      strategicPartners: "its schemes' strategic partners",
      employers: "its schemes' employers",
      products: 'its product assignments',
      users: "its users' access to it (the users themselves stay)",
    },
  },
};
