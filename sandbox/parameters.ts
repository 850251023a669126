/**
 * HTTP parameter pollution (ASVS 5.0 V15.3.7): a query parameter that takes one value, given more than once, is
 * refused (`400`) by every operation, before its handler reads either copy. A handler reads a parameter's first copy
 * (`URLSearchParams.get`) while a proxy, cache or firewall in front of a real service may have checked the last, so
 * the only safe reading of two copies is none. Which parameters take a list is the contract's to say
 * (contract/check.ts, `repeatedQueryParameters`). Who is calling is settled first, as everywhere: no token is `401`.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { repeatedQueryParameters } from '../contract/check';
import { requireBearer } from './auth';
import { operationOf } from './contract';
import { badRequest } from './http';

export const repeatedParameterMessage = (name: string) => `The query parameter "${name}" is given more than once.`;

export const refusingRepeatedParameters = (handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return handler;
    return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
      const matched = new URL(info.request.url).search ? await operationOf(info.request) : undefined;
      const [repeated] = matched ? repeatedQueryParameters(matched, new URL(info.request.url)) : [];
      if (matched && repeated) {
        const isPublic = (matched.operation as { security?: unknown[] }).security?.length === 0;
        if (!isPublic) await requireBearer(info.request);
        const message = repeatedParameterMessage(repeated);
        return badRequest(message, { [repeated]: [message] });
      }
      const result = await handler.run({ request: info.request, requestId: info.requestId });
      return result?.response;
    });
  });
