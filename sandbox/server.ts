import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { handlers } from './handlers';
import { CONNECTION_HEADER, connectionClosed } from './handlers/events';
import { API_HEADERS, CLIENT_ADDRESS_HEADER, JSON_BODY_LIMIT, SANDBOX_ORIGIN, TOO_LARGE_MESSAGE, UPLOAD_BODY_LIMIT } from './http';
import { INTERNAL_ERROR_MESSAGE, logFault } from './failures';
import { runtime } from './runtime';

const CANONICAL_HOST = new URL(SANDBOX_ORIGIN).host;

/**
 * Refuses a body whose declared length is over the limit before a byte of it is read. A chunked body declares
 * none: readJson and readForm stop reading at the limit. `Connection: close` so the unread rest is never drained.
 */
const bodyLimit: express.RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  const isJson = /json/i.test(req.headers['content-type'] ?? '');
  if (declared > (isJson ? JSON_BODY_LIMIT : UPLOAD_BODY_LIMIT)) {
    res
      .set({ ...API_HEADERS, Connection: 'close' })
      .status(413)
      .json({ message: TOO_LARGE_MESSAGE });
    return;
  }
  next();
};

/** Any http(s) origin on localhost or 127.0.0.1, whatever the port: the portal, Vite preview, test browsers. */
export const isAllowedOrigin = (origin: string | undefined) => !origin || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);

export const createSandboxApp = () => {
  runtime.overHttp = true;
  runtime.targetPlatform = process.env.PORTICO_TARGET_PLATFORM === 'AZURE' ? 'AZURE' : 'AWS';
  const app = express();
  app.disable('x-powered-by');
  app.use(
    cors({
      origin: (origin, callback) => callback(null, isAllowedOrigin(origin)),
      credentials: true,
      exposedHeaders: ['Content-Range', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // The handlers match absolute URLs on the canonical origin; the middleware builds the request URL from the Host
  // header, so pin it, and the same handlers answer on 127.0.0.1 or on another port.
  app.use((req, res, next) => {
    req.headers.host = CANONICAL_HOST;
    // The address throttling and the sign-in history trust: the TCP peer, overwriting anything the client sent.
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
    // A live-event stream ends when its client goes (handlers/events.ts): nothing else tells the handler.
    const connection = randomUUID();
    req.headers[CONNECTION_HEADER] = connection;
    res.on('close', () => connectionClosed(connection));
    next();
  });
  app.use(bodyLimit);
  app.use(createMiddleware(...handlers) as unknown as express.RequestHandler);
  app.use((req, res) => {
    res
      .set(API_HEADERS)
      .status(404)
      .json({ message: `No sandbox endpoint for ${req.method} ${req.path}.` });
  });
  // Express's own error page shows the stack outside production: a fault outside a handler answers as one inside does.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    logFault(`${req.method} ${req.path}`, error);
    if (res.headersSent) return next(error);
    res.set(API_HEADERS).status(500).json({ message: INTERNAL_ERROR_MESSAGE });
  });
  return app;
};

export const startSandboxServer = (port: number, host = '127.0.0.1'): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createSandboxApp().listen(port, host, () => resolve(server));
    server.on('error', reject);
  });

const isMain = typeof process !== 'undefined' && !!process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;

if (isMain) {
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  startSandboxServer(port, '127.0.0.1')
    .then(async () => {
      // `localhost` may resolve to ::1 first; answer there too when the machine has IPv6 loopback.
      await startSandboxServer(port, '::1').catch(() => undefined);
      console.log(`Sandbox APIs on http://localhost:${port} (identity /identity, portal /portal, gateway /gateway)`);
    })
    .catch((error: Error) => {
      console.error(`Sandbox failed to start: ${error.message}`);
      process.exit(1);
    });
}
