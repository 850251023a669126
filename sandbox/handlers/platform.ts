import { http } from 'msw';
import { isOfferedOn, UNAVAILABLE_COLLECTIONS } from '../../src/shared/platforms';
import { forbiddenWithMessage, gateway } from '../http';
import { runtime } from '../runtime';

/**
 * The collections a target platform does not offer answer 403 to everyone, before any other handler sees the call:
 * the portal hides them (src/framework/access.ts) and the API refuses them, from the same table.
 */
const refuseOffPlatform = (collection: string) => () =>
  isOfferedOn(runtime.targetPlatform, collection) ? undefined : forbiddenWithMessage('This module is not offered on this platform.');

export const platformHandlers = [...new Set(Object.values(UNAVAILABLE_COLLECTIONS).flat())].flatMap((collection) => [
  http.all(gateway(`/${collection}`), refuseOffPlatform(collection)),
  http.all(gateway(`/${collection}/*`), refuseOffPlatform(collection)),
]);
