// @vitest-environment node
/**
 * A benchmark starts its own servers; should something already answer on their ports, the new ones fail on the busy
 * port and the benchmark would measure whatever answers (another build, another sandbox) without a word. It stops.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server as sandbox } from '../../../sandbox/node';
import { portsFree } from '../../../scripts/bench/servers';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const listening = () =>
  new Promise<string>((resolve) => {
    server = createServer((_, response) => response.end('ok')).listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
    );
  }).then((origin) => {
    // The real network here, not the sandbox the other tests answer from.
    sandbox.use(http.get(`${origin}/*`, () => passthrough()));
    return origin;
  });

describe("the benchmarks' servers", () => {
  it('refuse to start where something answers already, naming it', async () => {
    const origin = await listening();
    await expect(portsFree([`${origin}/auth/login`])).rejects.toThrow(`${origin}/auth/login answers already`);
  });

  it('start where nothing answers', async () => {
    const origin = await listening();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await expect(portsFree([`${origin}/auth/login`])).resolves.toBeUndefined();
  });
});
