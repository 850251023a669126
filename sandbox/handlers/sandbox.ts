import { http, HttpResponse } from 'msw';
import { takeContractExercised, takeContractViolations } from '../contract';
import { servedFileHeaders } from '../files';
import { SANDBOX_ORIGIN, json, noContent, notFound } from '../http';
import { getStore, resetSandbox } from '../store';

/** Hooks for tests and browser journeys, on the origin root rather than under a service. */
export const sandboxHandlers = [
  http.get(`${SANDBOX_ORIGIN}/__sandbox/health`, () => json({ status: 'ok' })),
  http.get(`${SANDBOX_ORIGIN}/__sandbox/outbox`, () => json(getStore().outbox)),
  // What the sandbox answered against the contract since the last read (sandbox/contract.ts), then forgotten.
  http.get(`${SANDBOX_ORIGIN}/__sandbox/contract-violations`, () => json(takeContractViolations())),
  // Which statuses each operation has answered since the last read (for npm run contract:coverage), then forgotten.
  http.get(`${SANDBOX_ORIGIN}/__sandbox/contract-coverage`, () => json(takeContractExercised())),
  http.post(`${SANDBOX_ORIGIN}/__sandbox/reset`, () => {
    resetSandbox();
    return noContent();
  }),
  http.get(`${SANDBOX_ORIGIN}/__sandbox/files/:id`, ({ params }) => {
    const file = getStore().files.find((f) => f.id === params.id);
    if (!file) return notFound('File');
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: servedFileHeaders(file.id, file.contentType) });
  }),
];
