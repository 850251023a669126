/**
 * A page of the test's own on a local port, for the benchmarks' tests to measure in Chromium: `html` answers every
 * path (given the path and query, so one page can come in variants).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedPage {
  origin: string;
  close(): Promise<void>;
}

export async function servePage(html: (url: string) => string): Promise<ServedPage> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html(request.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
