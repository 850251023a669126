/**
 * English words of the API integrations screens, merged into the catalogue under `resources.apiIntegrations`: given to
 * the definition as a loader, so they ship with its screens rather than every first load.
 */
export default {
  credentials: {
    secret: 'Client secret',
    secretSet: 'Set. It was shown once, when it was generated, and cannot be shown again.',
    secretNone: 'Not generated yet: the client system cannot sign in until it is.',
    generate: { label: 'Generate client secret' },
    rotate: {
      label: 'Rotate client secret',
      title: 'Rotate the client secret?',
      content:
        'A new secret is issued and the current one stops working at once: the client system cannot call the API until it uses the new one.',
    },
    revealed: {
      label: 'New client secret',
      showOnce:
        'Copy this secret now and keep it somewhere safe. It is shown only once: after you leave this page it cannot be shown again.',
      copy: 'Copy secret',
      copied: 'Secret copied to the clipboard.',
      copyFailed: 'The secret could not be copied: select it and copy it by hand.',
    },
    editIps: 'Edit allowed IP addresses',
    ipAddresses: {
      title: 'Allowed IP addresses',
      intro: 'Calls are accepted only from these addresses (IPv4 or IPv6). With none, no calls are accepted at all, from anywhere.',
      save: 'Save addresses',
      saved: 'Allowed IP addresses saved.',
      back: 'Back to credentials',
    },
  },
  allowedIpAddresses: {
    add: 'Add address',
    remove: 'Remove address %{number}',
    removeColumn: 'Remove',
    inRow: 'IP address %{number}',
    none: 'None: no calls are accepted until an address is added.',
    empty: 'None: no calls are accepted until an address is added.',
    full: 'The list is full: a connection allows at most %{max} addresses.',
  },
  products: {
    intro: "The company's modules this connection may call. A module the company no longer has cannot be chosen.",
    noOptions: 'The company has no modules yet.',
    noneChosen: 'No modules: the connection can call nothing yet.',
    save: 'Save products',
    saved: 'Products saved.',
  },
};
