/**
 * The catalogue of the company's Default scheme access tab (`resources.defaultSchemeAccessAudits.*`): the `main`
 * sub-tab's words (MainPanel, ConfirmChange) and the audit's. It ships with those screens, not with every first load.
 */
const messages = {
  toggle: { Enabled: 'Enabled', Disabled: 'Disabled' },
  scope: { Default: 'Company default', Company: 'Set for this user' },
  main: {
    companyHeading: 'Company default',
    current: 'Default scheme access is %{value} for %{company}.',
    meaning: {
      Enabled:
        "Users of %{company} see every scheme of the company's products without being granted each scheme, unless a user has a setting of their own below.",
      Disabled: 'Users of %{company} only see the schemes granted to them one by one, unless a user has a setting of their own below.',
    },
    change: { Enabled: 'Enable default scheme access', Disabled: 'Disable default scheme access' },
    usersHeading: 'Users',
    usersTable: 'Default scheme access of each user',
    noUsers: 'No users belong to this company yet.',
    readOnly: 'You can see this setting but not change it.',
    columns: { name: 'Name', email: 'Email', role: 'Role', access: 'Default scheme access', scope: 'Scope', actions: 'Actions' },
    userChange: {
      Enabled: 'Enable',
      Disabled: 'Disable',
      reset: 'Use company default',
    },
    userChangeName: {
      Enabled: 'Enable default scheme access for %{user}',
      Disabled: 'Disable default scheme access for %{user}',
      reset: 'Use company default for %{user}',
    },
    saved: 'Default scheme access updated',
  },
  confirm: {
    company: {
      title: { Enabled: 'Enable default scheme access for %{company}?', Disabled: 'Disable default scheme access for %{company}?' },
      content: {
        Enabled:
          "%{smart_count} user will see every scheme of the company's products without being granted each one. |||| %{smart_count} users will see every scheme of the company's products without being granted each one.",
        Disabled:
          '%{smart_count} user will only see schemes granted to them one by one. |||| %{smart_count} users will only see schemes granted to them one by one.',
      },
      kept: 'A user with a setting of their own keeps it. |||| %{smart_count} users with a setting of their own keep it.',
    },
    user: {
      title: {
        Enabled: 'Enable default scheme access for %{user}?',
        Disabled: 'Disable default scheme access for %{user}?',
        reset: 'Put %{user} back on the company default?',
      },
      content: {
        Enabled: "%{user} will see every scheme of %{company}'s products without being granted each one, whatever the company default.",
        Disabled: '%{user} will only see the schemes of %{company} granted to them one by one, whatever the company default.',
        reset: '%{user} will follow the company default, now %{value}, and any later change to it.',
      },
    },
  },
  audit: {
    filters: 'Filter the audit',
    all: { event: 'All events' },
    noUser: '—',
    empty: 'No changes match these filters.',
  },
};

export default messages;
