import { expect } from 'vitest';
import { server } from '../../../sandbox/node';
import { PRODUCT } from '../../../sandbox/seed/products';

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

/** The Analyst asks for access to one of cmp-01's modules from another browser, as far as the page knows: straight to
 * the API. Answers the new request's id. */
export const requestAccessAsAnalyst = async (reason = 'Audit') => {
  const login = await fetch('http://localhost:4010/identity/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@portico.test', password: 'Portico#Demo2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch('http://localhost:4010/gateway/api/v1/access-requests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      companyId: 'cmp-01',
      productId: PRODUCT.memberPortal,
      schemeIds: [],
      reason,
      durationUnit: 'Hours',
      durationValue: 8,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
