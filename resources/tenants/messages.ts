/**
 * English words of the tenant screens (its setup progress and products checklist), merged into the catalogue under
 * `resources.tenants`: given to the definition as a loader, so they ship with its screens rather than every first load.
 */
export default {
  setup: {
    title: 'Setup progress',
    step: '%{n}. %{name}: %{state}',
    steps: { details: 'Details', branding: 'Branding', products: 'Products' },
    done: 'done',
    waiting: 'waiting for %{items}',
    stepState: '%{step}: %{state}',
    list: '%{items} and %{last}',
    gaps: { name: 'a name', domain: 'a domain', logoUrl: 'a logo', termsAndConditions: 'terms of use', module: 'a module' },
    nextLabel: 'Next:',
    next: {
      details: "complete the tenant's details",
      branding: "add the tenant's logo and terms of use",
      products: 'offer a module',
    },
    complete: "Setup complete: the tenant's companies can be given its modules.",
    summary: {
      finished: '%{name} is set up.',
      notFinished: '%{name} is saved, but its setup is not finished yet: see what is missing below.',
      missing: 'Still to do',
      nextStep: 'Next step',
      open: 'Open %{name}',
    },
  },
  products: {
    intro: 'The modules this tenant offers: its companies can be given only these.',
    save: 'Save products',
    saved: 'Products saved.',
    noneChosen: 'No modules: companies of this tenant cannot be given any yet.',
    // Asked before a save that stops offering any (the checklist block): companies that have them keep them.
    confirmTitle: 'Stop offering %{smart_count} module? |||| Stop offering %{smart_count} modules?',
    confirmContent: 'Companies of %{record} can no longer be given: %{names}. Companies that have them keep them.',
  },
};
