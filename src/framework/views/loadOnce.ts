/**
 * A definition's own screen as a lazy component that does not wait once its code has arrived (src/shared/loadOnce.ts).
 */
import type { ComponentType } from 'react';
import { lazyOnce, once } from '../../shared/loadOnce';
import type { LazyScreen } from '../types';

/**
 * A definition's own screen, loaded with the view as `lazy` would, but also as the portal starts when the view is the
 * first one opened (a link, a reload): its code then comes beside the frame's, not after the frame and access check.
 */
export const lazyScreen = (
  load: () => Promise<{ default: ComponentType }>,
  { readsListPage = false }: Pick<LazyScreen, 'readsListPage'> = {},
): LazyScreen => {
  const loader = once(() => load().then((module) => module.default));
  return Object.assign(lazyOnce(loader), { load: loader, readsListPage });
};
