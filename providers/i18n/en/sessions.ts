/**
 * Texts of the "Your sessions" page (/auth/sessions), under `portico.sessions`. Loaded with the page, not in the
 * catalogue every first load carries (../lazyCatalogue.ts).
 */
export const sessions = {
  title: 'Your sessions',
  intro: 'Where your account is logged in now. If you do not recognise a session, log it out and change your password.',
  loading: 'Loading your sessions…',
  columns: {
    device: 'Browser and device',
    signedInAt: 'Logged in',
    lastUsedAt: 'Last active',
    ipAddress: 'IP address',
    action: 'Action',
  },
  agent: {
    browserOn: '%{browser} %{version} on %{system}',
    browserOnly: '%{browser} %{version}',
    unknown: 'Unknown browser',
    unknownOn: 'Unknown browser on %{system}',
  },
  thisDevice: 'This device',
  noOthers: 'Your account is logged in nowhere else.',
  endOne: 'Log out',
  endOneLabel: 'Log out %{device}, logged in %{signedInAt}',
  endOthers: 'Log out of all other sessions',
  confirmOneTitle: 'Log out this session?',
  confirmOne: '%{device}, logged in %{signedInAt}, will have to log in again.',
  confirmOthersTitle: 'Log out of all other sessions?',
  confirmOthers: 'Every other browser and device will have to log in again. You stay logged in here.',
  cancel: 'Cancel',
  confirm: 'Log out',
  endedOne: '%{device} is logged out.',
  endedOthers: 'Every other session is logged out.',
  retry: 'Try again',
  back: 'Back',
} as const;
