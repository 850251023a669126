import { server } from '../../../sandbox/node';

/** The sandbox's live-event stream (contract/portal/events.yaml). */
export const EVENTS = 'http://localhost:4010/portal/api/v1/events';

/** Resolves once the sandbox has answered the page's live stream: from then on, what is published reaches it. */
export const streamAnswered = () =>
  new Promise<void>((resolve) => {
    const seen = ({ request }: { request: Request }) => {
      if (!request.url.startsWith(EVENTS)) return;
      server.events.removeListener('response:mocked', seen);
      resolve();
    };
    server.events.on('response:mocked', seen);
  });
