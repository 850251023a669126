/** The portal's frame: menu groups (spec 2.6, verbatim), breadcrumbs, footer, access pages. */
export const shell = {
  productName: 'Portico',
  footer: '%{name} v%{version}',
  loading: 'Loading Portico…',
  busy: 'Loading',
  menu: {
    label: 'Main menu',
    groups: {
      dataAccess: 'Data Access Permission',
      dataRetention: 'Data Retention',
      dataPublish: 'Data Publish Configuration',
      users: 'Users',
      apiIntegrations: 'API Integrations',
      productsConfiguration: 'Products Configuration',
      onboarding: 'Onboarding',
      allProducts: 'All Products',
    },
  },
  breadcrumbs: {
    label: 'Breadcrumb',
  },
  record: {
    title: '%{name}: %{title}',
    retry: 'Try again',
    backToList: 'Back to %{name}',
    notHere: 'There is no such %{name} in this %{parent}.',
  },
  wizard: {
    steps: 'Steps',
    back: 'Back',
    next: 'Next',
    saveAndContinue: 'Save and continue',
    finish: 'Finish',
    saved: 'Saved.',
  },
  permissionDenied: {
    title: 'Permission Denied',
    body: 'Your role does not allow you to open this page. Go back to',
    link: 'the Main Page',
  },
  account: {
    menu: '%{name}: account menu',
    /** On a phone react-admin shows only the icon, and names it by key without the user's name. */
    menuShort: 'Account menu',
    changePassword: 'Change password',
    changeMfa: 'Change MFA',
    sshKey: 'SFTP public key',
  },
  company: {
    label: 'Company',
  },
  dashboard: {
    title: 'Home',
    welcome: 'Welcome to your %{name} portal',
    loading: 'Loading your modules',
    modulesHeading: 'Your modules',
    untitled: 'N/A',
    opensInNewTab: '(opens in a new tab)',
    showDescription: 'Show %{title} description',
    collapseDescription: 'Collapse %{title} description',
    yourRole: 'Your role: %{role}',
    noAccess: 'It appears you do not have access to our modules',
    noAccessAdvice:
      'Your organisation may still be setting up your access, so please come back later. If you think you should have access, contact our support team.',
    demoHeading: 'Find out about our other modules',
    requestDemo: 'Request a demo',
    requestDemoFor: 'Request a demo of %{title}',
    demoSent: 'We have sent your request. We will be in touch with you shortly.',
    demoSentTitle: 'Demo requested',
    continue: 'Continue',
    problems: 'We could not load everything on this page',
  },
  serviceUnavailable: {
    title: 'The portal cannot be reached right now',
    body: 'This is a problem with our service or your connection, not with your access. Try again in a moment; if it goes on, contact our support team.',
    retry: 'Try again',
  },
  error: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Your session is still active; reloading usually fixes it.',
    retry: 'Reload the page',
  },
} as const;
