/** The portal's frame: menu groups (spec 2.6, verbatim), breadcrumbs, footer, access pages. */
export const shell = {
  productName: 'Portico',
  footer: '%{name} v%{version}',
  loading: 'Loading Portico…',
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
  },
  permissionDenied: {
    title: 'Permission Denied',
    body: 'Your role does not allow you to open this page. Go back to',
    link: 'the Main Page',
  },
  error: {
    title: 'Something went wrong',
    retry: 'Try again',
  },
} as const;
