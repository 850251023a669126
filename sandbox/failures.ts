/**
 * What a fault in a handler answers (issue 22, ASVS 13.4 and 16.5): a generic 500, never the exception. MSW and
 * Express would otherwise send its stack, naming files, modules and lines. The stack goes to the server's log only.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { json } from './http';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Try again in a moment.';

export const internalError = () => json({ message: INTERNAL_ERROR_MESSAGE }, 500);

/** Logs a fault with what was asked (method and path, never the body or headers, which may carry secrets). */
export const logFault = (what: string, error: unknown) => {
  console.error(`Sandbox fault in ${what}:`, error);
};

export const answeringFaults = (handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return handler;
    return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
      try {
        const result = await handler.run({ request: info.request, requestId: info.requestId });
        return result?.response;
      } catch (error) {
        logFault(`${info.request.method} ${new URL(info.request.url).pathname}`, error);
        return internalError();
      }
    });
  });
