/**
 * The sandbox served over real HTTP on a free port for one test file (or describe block), MSW letting its requests
 * through, for what only the wire shows: body limits while streaming, headers, client addresses, fault answers.
 */
import { http as mswHttp, passthrough } from 'msw';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { server as mswServer } from '../../sandbox/node';
import { startSandboxServer } from '../../sandbox/server';

export interface SandboxOverHttp {
  /** `http://127.0.0.1:{port}`, once the server listens. */
  readonly base: string;
  readonly port: number;
}

export function sandboxOverHttp(): SandboxOverHttp {
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    server = await startSandboxServer(0);
    port = (server.address() as AddressInfo).port;
  });
  // MSW answers every request the tests make unless told to let these through (tests/setup.ts resets it each test).
  beforeEach(() => {
    mswServer.use(mswHttp.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    get base() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
  };
}
