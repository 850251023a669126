/** The companies' own catalogue entries (`resources.companies.*`), beyond field labels and choices. */
export const companyMessages = {
  sections: { branding: 'Branding' },
  phones: {
    countryCode: 'Phone %{n} country code',
    number: 'Phone %{n} number',
    moveUp: 'Move phone %{n} up',
    moveDown: 'Move phone %{n} down',
    remove: 'Remove phone %{n}',
    add: 'Add phone',
    none: 'No phone numbers yet',
    codesFailed: 'The list of country codes could not be loaded; the codes already used can still be chosen.',
  },
  setup: {
    title: 'Setup progress',
    step: '%{n}. %{name}: %{state}',
    steps: { details: 'Company details', branding: 'Branding', products: 'Products' },
    done: 'done',
    todo: 'to do',
    nextLabel: 'Next:',
    next: {
      details: 'complete the company details',
      branding: "add the company's logo",
      products: 'assign products',
    },
    complete: "Setup complete: the company's users can be given its products.",
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
