import type { TargetPlatform } from '../src/shared/platforms';

/**
 * How the handlers are being served. server.ts switches `overHttp` on; under Vitest it stays off so tests never wait
 * for latency that only exists to make loading states observable in a browser. `targetPlatform` is the deployment's
 * (PORTICO_TARGET_PLATFORM, as deploy/render-config.sh reads it for the portal).
 */
export const runtime: { overHttp: boolean; targetPlatform: TargetPlatform } = { overHttp: false, targetPlatform: 'AWS' };
