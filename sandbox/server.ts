import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import type { Server } from 'node:http';
import { handlers } from './handlers';
import { SANDBOX_ORIGIN } from './http';
import { runtime } from './runtime';

const CANONICAL_HOST = new URL(SANDBOX_ORIGIN).host;

/** Any http(s) origin on localhost or 127.0.0.1, whatever the port: the portal, Vite preview, test browsers. */
export const isAllowedOrigin = (origin: string | undefined) => !origin || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);

export const createSandboxApp = () => {
  runtime.overHttp = true;
  const app = express();
  app.disable('x-powered-by');
  app.use(
    cors({
      origin: (origin, callback) => callback(null, isAllowedOrigin(origin)),
      credentials: true,
      exposedHeaders: ['Content-Range'],
      maxAge: 600,
    }),
  );
  // The handlers match absolute URLs on the canonical origin; the middleware builds the request URL from the Host
  // header, so pin it, and the same handlers answer on 127.0.0.1 or on another port.
  app.use((req, _res, next) => {
    req.headers.host = CANONICAL_HOST;
    next();
  });
  app.use(createMiddleware(...handlers) as unknown as express.RequestHandler);
  app.use((req, res) => {
    res.status(404).json({ message: `No sandbox endpoint for ${req.method} ${req.path}.` });
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
