/**
 * How the handlers are being served. server.ts switches `overHttp` on; under Vitest it stays off so tests never wait
 * for latency that only exists to make loading states observable in a browser.
 */
export const runtime = { overHttp: false };
