/** The catalogue of a user's sign-in history (`resources.userAuthEvents.*`), shipped with the history tab. */
const messages = {
  history: { empty: 'No authentication events yet.' },
  agent: {
    browserOn: '%{browser} %{version} on %{system}',
    browserOnly: '%{browser} %{version}',
    unknown: 'Unknown browser',
    unknownOn: 'Unknown browser on %{system}',
  },
};

export default messages;
