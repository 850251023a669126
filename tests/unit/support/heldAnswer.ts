import { http } from 'msw';
import { server } from '../../../sandbox/node';

/**
 * Holds the sandbox's answer to `GET url` (or another `method`) until the returned function is called, to see what the
 * portal shows while it waits. The sandbox then answers as usual.
 */
export const holdAnswer = (url: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete' = 'get'): (() => void) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](url, async () => {
      await released;
      return undefined; // on to the sandbox's own handler
    }),
  );
  return release;
};
